import { Arg, Ctx, Mutation, Resolver } from "type-graphql";
import { Access, GraphQLUpload, ImportPayload, requireViewer, runImport, type FileUpload, type ServiceContext } from "@wo/shared";
import { importContractors } from "../contractor/contractor.import";
import { importSites } from "../site/site.import";

/** The data import of #/configuration/import (POST /api/Import): sites and contractors; users are identity's. */
@Resolver()
export class DataImportResolver {
  @Access.admin()
  @Mutation(() => ImportPayload, {
    description:
      "Imports sites from a CSV or XLSX file (docs/data-import.md; POST /api/Import with type=sites): every row or, when any is bad, none, with each bad row's line and reason. Administrators",
  })
  importSites(
    @Arg("file", () => GraphQLUpload, {
      nullable: true,
      description: "The CSV or XLSX file, as a multipart upload (GraphQL multipart request spec); required",
    })
    file: Promise<FileUpload> | null,
    @Ctx() ctx: ServiceContext,
  ): Promise<ImportPayload> {
    const viewer = requireViewer(ctx);
    return runImport(file, (f) => importSites(ctx.em, viewer, f));
  }

  @Access.admin()
  @Mutation(() => ImportPayload, {
    description:
      "Imports contractors from a CSV or XLSX file (docs/data-import.md; POST /api/Import with type=contractors): every row or, when any is bad, none, with each bad row's line and reason. Administrators",
  })
  importContractors(
    @Arg("file", () => GraphQLUpload, {
      nullable: true,
      description: "The CSV or XLSX file, as a multipart upload (GraphQL multipart request spec); required",
    })
    file: Promise<FileUpload> | null,
    @Ctx() ctx: ServiceContext,
  ): Promise<ImportPayload> {
    const viewer = requireViewer(ctx);
    return runImport(file, (f) => importContractors(ctx.em, viewer, f));
  }
}
