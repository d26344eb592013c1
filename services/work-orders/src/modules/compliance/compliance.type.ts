import { ArgsType, Field, InputType, Int, ObjectType } from "type-graphql";
import { IsOptional, Max, Min } from "class-validator";
import { listInputs, LocalDateScalar, PageOf, Readers } from "@wo/shared";
import { COMPLIANCE_REGISTER } from "./compliance.list";
import { ComplianceStatus } from "./compliance.status";
import { ComplianceSite } from "./register.type";

@ObjectType({ description: "One page of the compliance register's sites, with the total matching the query" })
export class ComplianceSitePage extends PageOf(ComplianceSite) {}

@ObjectType({ description: "A client's compliance settings: its default set of types, its due-soon days and whether the register raises PPM orders" })
export class ClientComplianceSettings {
  @Readers.everyone()
  @Field(() => Int, { description: "The client (Client.id)" })
  clientId!: number;

  @Readers.everyone()
  @Field(() => [Int], { description: "The compliance types (ComplianceType.id) its sites follow unless a site has its own set" })
  defaultTypeIds!: number[];

  @Readers.everyone()
  @Field(() => Int, { description: "Days before expiry a requirement counts as due soon (default 30)" })
  dueSoonDays!: number;

  @Readers.clients()
  @Field(() => Boolean, {
    description:
      "Whether the register raises a pending PPM order for its sites' types before they fall due (once per site × type × cycle); off by default. Changed by saveClientCompliance (staff with customers at full: viewerCanEdit)",
  })
  raiseOrders!: boolean;
}

@ObjectType({ description: "The compliance types that apply to a site" })
export class SiteComplianceRequirements {
  @Readers.everyone()
  @Field(() => Int, { description: "The site (Site.id)" })
  siteId!: number;

  @Readers.everyone()
  @Field(() => [Int], { description: "The compliance types (ComplianceType.id) that apply to it" })
  typeIds!: number[];

  @Readers.everyone()
  @Field(() => Boolean, { description: "True when these are the site's own; false when they are its client's default set" })
  ownSet!: boolean;
}

/** ComplianceSiteSortField, ComplianceSiteSort and the paging arguments, from the register's declaration. */
const inputs = listInputs(COMPLIANCE_REGISTER);

@ArgsType()
export class ComplianceRegisterArgs extends inputs.Args {
  @Field(() => Int, { description: "The client whose sites to show; a client user only its own (FORBIDDEN otherwise)" })
  clientId!: number;

  @Field(() => LocalDateScalar, { nullable: true, description: "The day statuses are computed for (YYYY-MM-DD); default today in London" })
  @IsOptional()
  today?: string | null;

  @Field(() => String, { nullable: true, description: "Only sites in this postcode area: the letters the postcode starts with (SW of SW1A 1AA)" })
  @IsOptional()
  region?: string | null;

  @Field(() => [ComplianceStatus], {
    nullable: true,
    description: "Only sites with at least one cell in one of these statuses (on `today`); paging and the total count the sites kept",
  })
  @IsOptional()
  status?: ComplianceStatus[] | null;
}

@ArgsType()
export class ComplianceHistoryArgs {
  @Field(() => Int, { description: "The site (Site.id)" })
  siteId!: number;

  @Field(() => Int, { description: "The compliance type (ComplianceType.id)" })
  typeId!: number;

  @Field(() => LocalDateScalar, {
    nullable: true,
    description: "The day the current certificate's status is computed for (YYYY-MM-DD); default today in London",
  })
  @IsOptional()
  today?: string | null;
}

@InputType({ description: "A client's compliance settings to save" })
export class SaveClientComplianceInput {
  @Field(() => Int, { description: "The client (Client.id)" })
  clientId!: number;

  @Field(() => [Int], { description: "Its default set of compliance types (ComplianceType.id)" })
  defaultTypeIds!: number[];

  @Field(() => Int, { nullable: true, description: "Days before expiry a requirement counts as due soon, 0 to 365; absent: unchanged (default 30)" })
  @IsOptional()
  @Min(0)
  @Max(365)
  dueSoonDays?: number | null;

  @Field(() => Boolean, { nullable: true, description: "Raise PPM orders before its types fall due; absent: unchanged (off by default)" })
  @IsOptional()
  raiseOrders?: boolean | null;
}
