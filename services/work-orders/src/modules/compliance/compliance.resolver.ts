import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from "type-graphql";
import { Access, GraphQLUpload, ImportPayload, requireViewer, runImport, type FileUpload, type ServiceContext } from "@wo/shared";
import { ComplianceType } from "./compliance.entity";
import { importSiteCompliance } from "./compliance.import";
import * as compliance from "./compliance.service";
import { ComplianceCertificate } from "./history.type";
import {
  ClientComplianceSettings,
  ComplianceHistoryArgs,
  ComplianceRegisterArgs,
  ComplianceSitePage,
  SaveClientComplianceInput,
  SiteComplianceRequirements,
} from "./compliance.type";

/**
 * The compliance register (issue 27, docs/compliance.md). Staff read it with the customers or documents
 * area (the types themselves every signed-in user, to tag an upload); the types' periods are reference data of the documents area (full to change); which types
 * apply to sites and clients is customer data (customers at full; their import with the data import's,
 * administrators). A client user reads its own
 * client's register and settings.
 */
@Resolver(() => ComplianceType)
export class ComplianceResolver {
  // reference data, as documentTypes: everyone who may upload a certificate picks its type (a contractor
  // in the portal's attachment form, any staff user on an order), and the register's readers name its columns
  @Access.signedIn()
  @Query(() => [ComplianceType], {
    description: "The compliance types (gas safety, EICR, ...), in id order: every signed-in user (the upload forms' picker)",
  })
  complianceTypes(@Ctx() ctx: ServiceContext): Promise<ComplianceType[]> {
    return compliance.listComplianceTypes(ctx.em);
  }

  @Access.staff("documents", "full")
  @Mutation(() => ComplianceType, { description: "Changes a compliance type's validity period; NOT_FOUND for an unknown type" })
  setComplianceValidity(
    @Arg("id", () => Int, { description: "The compliance type (ComplianceType.id)" }) id: number,
    @Arg("validityMonths", () => Int, { nullable: true, description: "Months a certificate stays valid, 1 to 600; null: no fixed period" })
    validityMonths: number | null,
    @Ctx() ctx: ServiceContext,
  ): Promise<ComplianceType> {
    return compliance.setComplianceValidity(ctx.em, requireViewer(ctx), id, validityMonths ?? null);
  }

  @Access.staffAreas(["customers", "documents"], { portal: ["client"] })
  @Query(() => ComplianceSitePage, {
    description:
      "The compliance register of one client: a page of its sites, each with one cell per compliance type that applies (status, latest certificate's date and expiry). A client user only its own client (FORBIDDEN otherwise)",
  })
  complianceRegister(@Args() args: ComplianceRegisterArgs, @Ctx() ctx: ServiceContext): Promise<ComplianceSitePage> {
    return compliance.complianceRegister(ctx.em, requireViewer(ctx), args) as Promise<ComplianceSitePage>;
  }

  @Access.staffAreas(["customers", "documents"], { portal: ["client"] })
  @Query(() => [ComplianceCertificate], {
    description:
      "The certificate history of one register cell: every certificate of the type on the site and on its counting orders, newest first, each with the one it replaced. NOT_FOUND for a site the viewer may not see or an unknown type",
  })
  complianceHistory(@Args() args: ComplianceHistoryArgs, @Ctx() ctx: ServiceContext): Promise<ComplianceCertificate[]> {
    return compliance.complianceHistory(ctx.em, requireViewer(ctx), args);
  }

  @Access.staffAreas(["customers", "documents"], { portal: ["client"] })
  @Query(() => [String], { description: "The postcode areas (SW, M, ...) of a client's sites, A to Z: the register's region filter" })
  complianceRegions(
    @Arg("clientId", () => Int, { description: "The client (Client.id); a client user only its own (FORBIDDEN otherwise)" }) clientId: number,
    @Ctx() ctx: ServiceContext,
  ): Promise<string[]> {
    return compliance.complianceRegions(ctx.em, requireViewer(ctx), clientId);
  }

  @Access.staffAreas(["customers", "documents"], { portal: ["client"] })
  @Query(() => ClientComplianceSettings, {
    description: "A client's compliance settings: its default set of types, due-soon days and raising switch",
  })
  clientCompliance(
    @Arg("clientId", () => Int, { description: "The client (Client.id)" }) clientId: number,
    @Ctx() ctx: ServiceContext,
  ): Promise<ClientComplianceSettings> {
    return compliance.getClientCompliance(ctx.em, requireViewer(ctx), clientId);
  }

  @Access.staff("customers", "full")
  @Mutation(() => ClientComplianceSettings, {
    description:
      "Saves a client's default set of compliance types (its sites without their own set, new ones included, follow it), due-soon days and whether the register raises PPM orders",
  })
  saveClientCompliance(
    @Arg("input", () => SaveClientComplianceInput, { description: "The client, its default set and due-soon days" }) input: SaveClientComplianceInput,
    @Ctx() ctx: ServiceContext,
  ): Promise<ClientComplianceSettings> {
    return compliance.saveClientCompliance(ctx.em, requireViewer(ctx), input);
  }

  @Access.staff("customers", "full")
  @Mutation(() => Int, {
    description:
      "Applies a client's default set to its existing sites: each site with its own set follows the defaults again. Answers how many changed",
  })
  applyClientComplianceDefaults(
    @Arg("clientId", () => Int, { description: "The client (Client.id)" }) clientId: number,
    @Ctx() ctx: ServiceContext,
  ): Promise<number> {
    return compliance.applyClientComplianceDefaults(ctx.em, requireViewer(ctx), clientId);
  }

  @Access.staffAreas(["customers", "documents"], { portal: ["client"] })
  @Query(() => SiteComplianceRequirements, { description: "The compliance types that apply to a site; NOT_FOUND for a site the viewer may not see" })
  siteCompliance(
    @Arg("siteId", () => Int, { description: "The site (Site.id)" }) siteId: number,
    @Ctx() ctx: ServiceContext,
  ): Promise<SiteComplianceRequirements> {
    return compliance.getSiteCompliance(ctx.em, requireViewer(ctx), siteId);
  }

  @Access.staff("customers", "full")
  @Mutation(() => SiteComplianceRequirements, {
    description: "Sets the compliance types that apply to a site; null: the site follows its client's default set",
  })
  setSiteCompliance(
    @Arg("siteId", () => Int, { description: "The site (Site.id)" }) siteId: number,
    @Arg("typeIds", () => [Int], { nullable: true, description: "The compliance types (ComplianceType.id); null to follow the client's defaults" })
    typeIds: number[] | null,
    @Ctx() ctx: ServiceContext,
  ): Promise<SiteComplianceRequirements> {
    return compliance.setSiteCompliance(ctx.em, requireViewer(ctx), siteId, typeIds ?? null);
  }

  // the data import of #/configuration/import, beside importSites (assets): administrators
  @Access.admin()
  @Mutation(() => ImportPayload, {
    description:
      "Imports which compliance types apply to sites from a CSV or XLSX file (docs/data-import.md; POST /api/Import with type=sitecompliance): each site its own set, None, or Default (its client's default set); every row or, when any is bad, none, with each bad row's line and reason. Administrators",
  })
  importSiteCompliance(
    @Arg("file", () => GraphQLUpload, {
      nullable: true,
      description: "The CSV or XLSX file, as a multipart upload (GraphQL multipart request spec); required",
    })
    file: Promise<FileUpload> | null,
    @Ctx() ctx: ServiceContext,
  ): Promise<ImportPayload> {
    const viewer = requireViewer(ctx);
    return runImport(file, (f) => importSiteCompliance(ctx.em, viewer, f));
  }
}
