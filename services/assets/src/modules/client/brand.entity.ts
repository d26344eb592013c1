import { Entity, ManyToOne, Index, PrimaryKey, Property } from "@mikro-orm/core";
import { Directive, Field, Int, ObjectType } from "type-graphql";
import { Client } from "./client.entity";
import { column, Readers, tiedByWork, type Tenancy } from "@wo/shared";

@Directive('@key(fields: "id")')
@ObjectType({ simpleResolvers: true })
@Entity({ tableName: "brand" })
@Index({ properties: ["clientId"] })
// a brand's name is unique within its client, whatever its case
@Index({
  name: "brand_client_id_name_unique",
  expression: 'create unique index "brand_client_id_name_unique" on "assets"."brand" ("client_id", lower("name"))',
})
export class Brand {
  @Readers.everyone()
  @Field(() => Int)
  @PrimaryKey()
  id!: number;

  @Readers.everyone()
  @Field(() => Int)
  @ManyToOne(() => Client, { mapToPk: true, fieldName: "client_id" })
  clientId!: number;

  @Readers.everyone()
  @Field()
  @Property({ type: "text" })
  name!: string;
}

/** A client user sees its own brands; a contractor user the brands of the clients it has work for. */
export const BRAND_TENANCY: Tenancy = {
  client: column("e.client_id"),
  contractor: (contractorId) => tiedByWork.clientOfContractor(contractorId, "e.client_id"),
};
