import { Ctx, FieldResolver, Resolver, Root } from "type-graphql";
import { allows, Readers, requireViewer, type AccessRule, type ServiceContext } from "@wo/shared";
import { ClientComplianceSettings, SiteComplianceRequirements } from "./compliance.type";

/** Who changes which types apply to clients and sites: the rule of saveClientCompliance, setSiteCompliance and applyClientComplianceDefaults. */
export const COMPLIANCE_EDITORS: AccessRule = { audience: ["staff"], area: "customers", level: "full" };

/** What the viewer may do with a client's compliance settings, decided here and sent with them (the editors show their buttons from it). */
@Resolver(() => ClientComplianceSettings)
export class ClientComplianceCanResolver {
  @Readers.everyone()
  @FieldResolver(() => Boolean, {
    description: "The viewer may change the client's default set, due-soon days and raising switch, and apply the defaults to its sites",
  })
  viewerCanEdit(@Root() _settings: ClientComplianceSettings, @Ctx() ctx: ServiceContext): boolean {
    return allows(COMPLIANCE_EDITORS, requireViewer(ctx));
  }
}

/** What the viewer may do with a site's compliance types. */
@Resolver(() => SiteComplianceRequirements)
export class SiteComplianceCanResolver {
  @Readers.everyone()
  @FieldResolver(() => Boolean, { description: "The viewer may set the site's own set of types, or make it follow its client's defaults" })
  viewerCanEdit(@Root() _site: SiteComplianceRequirements, @Ctx() ctx: ServiceContext): boolean {
    return allows(COMPLIANCE_EDITORS, requireViewer(ctx));
  }
}
