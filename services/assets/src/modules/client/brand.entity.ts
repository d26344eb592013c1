import { Entity, ManyToOne, Index, PrimaryKey, Property } from "@mikro-orm/core";
import { Directive, Field, Int, ObjectType } from "type-graphql";
import { Client } from "./client.entity";

@Directive('@key(fields: "id")')
@ObjectType({ simpleResolvers: true })
@Entity({ tableName: "brand" })
@Index({ properties: ["clientId"] })
export class Brand {
  @Field(() => Int)
  @PrimaryKey()
  id!: number;

  @Field(() => Int)
  @ManyToOne(() => Client, { mapToPk: true, fieldName: "client_id" })
  clientId!: number;

  @Field()
  @Property({ type: "text" })
  name!: string;
}
