import { Entity } from "@mikro-orm/core";
import { ObjectType } from "type-graphql";
import { Lookup } from "@wo/shared";

/** Sales 1, Contracts 2, Engineering 3, Customer Service 4, Finance 5, Management 6, IT 7, Operations 8. */
@ObjectType({ simpleResolvers: true })
@Entity({ tableName: "department" })
export class Department extends Lookup {}
