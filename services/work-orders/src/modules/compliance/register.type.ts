import { Field, Int, ObjectType } from "type-graphql";
import { LocalDateScalar, Readers } from "@wo/shared";
import { ComplianceStatus } from "./compliance.status";

@ObjectType({ description: "The pending PPM work order the register raised for a cell's current cycle (docs/compliance.md)" })
export class ComplianceRaisedOrder {
  @Readers.everyone()
  @Field(() => Int, { description: "The work order (WorkOrder.id)" })
  id!: number;

  @Readers.everyone()
  @Field(() => String, { description: "Its reference (WO0000123)" })
  reference!: string;
}

@ObjectType({ description: "One cell of the compliance register: a site × compliance type and where it stands" })
export class ComplianceCell {
  @Readers.everyone()
  @Field(() => Int, { description: "The compliance type (ComplianceType.id)" })
  complianceTypeId!: number;

  @Readers.everyone()
  @Field(() => ComplianceStatus, { description: "In date, due soon, overdue or missing, from the latest certificate" })
  status!: ComplianceStatus;

  @Readers.everyone()
  @Field(() => LocalDateScalar, { nullable: true, description: "The latest certificate's date; null when missing" })
  certDate!: string | null;

  @Readers.everyone()
  @Field(() => LocalDateScalar, {
    nullable: true,
    description: "When the latest certificate expires; null when missing or the type has no fixed period",
  })
  expiresOn!: string | null;

  @Readers.everyone()
  @Field(() => Int, { nullable: true, description: "The latest certificate (Document.id), on the site or on one of its closed orders" })
  documentId!: number | null;

  @Readers.everyone()
  @Field(() => ComplianceRaisedOrder, {
    nullable: true,
    description:
      "The PPM work order the register raised for this cell's current cycle (the one following its latest certificate), read with the page's cells; null when none was raised",
  })
  raisedWorkOrder!: ComplianceRaisedOrder | null;
}

@ObjectType({ description: "A site of the compliance register, with one cell per compliance type that applies to it" })
export class ComplianceSite {
  @Readers.everyone()
  @Field(() => Int, { description: "The site's id (Site.id)" })
  id!: number;

  @Readers.everyone()
  @Field(() => String, { description: "The site's name" })
  name!: string;

  @Readers.everyone()
  @Field(() => String, { nullable: true, description: "The site's code" })
  siteCode!: string | null;

  @Readers.everyone()
  @Field(() => String, { nullable: true, description: "The site's postcode" })
  postCode!: string | null;

  @Readers.everyone()
  @Field(() => Int, { description: "The site's client (Client.id)" })
  clientId!: number;

  @Readers.everyone()
  @Field(() => Boolean, { description: "True when the site has its own set of types; false when it follows its client's default set" })
  ownSet!: boolean;

  @Readers.everyone()
  @Field(() => [ComplianceCell], { description: "One cell per compliance type that applies to the site, in type order" })
  cells!: ComplianceCell[];
}
