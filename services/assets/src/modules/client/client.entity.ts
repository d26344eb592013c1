import { Entity, Index, PrimaryKey, Property, type Opt } from "@mikro-orm/core";
import { Directive, Field, Int, ObjectType } from "type-graphql";
import { column, DecimalScalar, LocalDateScalar, Readers, tiedByWork, type Tenancy } from "@wo/shared";

@Directive('@key(fields: "id")')
@ObjectType({
  simpleResolvers: true,
  description: "A client: a company whose sites the facilities company maintains (§2.3, §3 Client). Client users read only their own client",
})
@Entity({ tableName: "client" })
@Index({ properties: ["name"] })
export class Client {
  @Readers.everyone()
  @Field(() => Int, { description: "The client's id (legacy Id)" })
  @PrimaryKey()
  id!: number;

  // work-orders provides it on its work orders' references (read from the published view: @provides)
  @Directive("@shareable")
  @Readers.everyone()
  @Field({ description: "The client's name, unique" })
  @Property({ type: "text" })
  name!: string;

  @Readers.clients()
  @Field(() => String, { nullable: true, description: "The client's customer account reference" })
  @Property({ type: "text", nullable: true })
  customer?: string | null;

  @Readers.clients()
  @Field(() => LocalDateScalar, {
    nullable: true,
    description: "The day the client's service began (YYYY-MM-DD); null when not recorded. Staff and the client's own users",
  })
  @Property({ type: "date", nullable: true })
  startDate?: string | null;

  @Readers.clients()
  @Field(() => LocalDateScalar, {
    nullable: true,
    description: "The day the client's contract is due for renewal (YYYY-MM-DD); null when not recorded. Staff and the client's own users",
  })
  @Property({ type: "date", nullable: true })
  renewalDate?: string | null;

  @Readers.clients()
  @Field(() => DecimalScalar, {
    nullable: true,
    description: "The yearly value of the client's contract in pounds sterling; null when not recorded. Staff and the client's own users",
  })
  @Property({ type: "decimal", precision: 14, scale: 2, nullable: true })
  contractValue?: string | null;

  @Readers.everyone()
  @Field(() => Boolean, { description: "False when the client was deactivated: kept for history, left out of drop-downs and new work" })
  @Property({ type: "boolean", default: true })
  active: boolean & Opt = true;

  @Readers.everyone()
  @Field(() => String, { description: "Active or Deactivated" })
  get status(): string & Opt {
    return this.active ? "Active" : "Deactivated";
  }

  @Readers.clients()
  @Field(() => String, { description: "Portal brand colour; #a61f7d when none is set" })
  @Property({ type: "text", default: "#a61f7d" })
  brandColour: string & Opt = "#a61f7d";

  /** The logo's key in file storage (not exposed: clients read a signed link through clientBrand). */
  @Property({ type: "text", nullable: true })
  logoKey?: string | null;

  @Property({ type: "text", nullable: true })
  logoContentType?: string | null;

  @Property({ type: "timestamptz", defaultRaw: "now()" })
  createdAt: Date & Opt = new Date();
}

/** A client user sees its own client; a contractor user the clients it has work for. */
export const CLIENT_TENANCY: Tenancy = {
  client: column("e.id"),
  contractor: (contractorId) => tiedByWork.clientOfContractor(contractorId),
};
