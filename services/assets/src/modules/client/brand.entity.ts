import { Entity, ManyToOne, Index, PrimaryKey, Property } from "@mikro-orm/core";
import { Directive, Field, Int, ObjectType } from "type-graphql";
import { Client } from "./client.entity";
import { column, Readers, tiedByWork, type Tenancy } from "@wo/shared";

@Directive('@key(fields: "id")')
@ObjectType({
  simpleResolvers: true,
  description: "A brand (trading name) of a client: a site may trade under one of its client's brands (§5 brands)",
})
@Entity({ tableName: "brand" })
@Index({ properties: ["clientId"] })
// a brand's name is unique within its client, whatever its case
@Index({
  name: "brand_client_id_name_unique",
  expression: 'create unique index "brand_client_id_name_unique" on "assets"."brand" ("client_id", lower("name"))',
})
export class Brand {
  @Readers.everyone()
  @Field(() => Int, { description: "The brand's id" })
  @PrimaryKey()
  id!: number;

  @Readers.everyone()
  @Field(() => Int, { description: "The client the brand belongs to (Client.id)" })
  @ManyToOne(() => Client, { mapToPk: true, fieldName: "client_id" })
  clientId!: number;

  @Readers.everyone()
  @Field({ description: "The brand's name, unique within its client" })
  @Property({ type: "text" })
  name!: string;
}

/** A client user sees its own brands; a contractor user the brands of the clients it has work for. */
export const BRAND_TENANCY: Tenancy = {
  client: column("e.client_id"),
  contractor: (contractorId) => tiedByWork.clientOfContractor(contractorId, "e.client_id"),
};
