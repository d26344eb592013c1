import { Field, ID, Int, ObjectType } from "type-graphql";
import { PageOf, Readers } from "@wo/shared";

@ObjectType("AuditTrailEntry", { simpleResolvers: true })
export class AuditTrailNode {
  @Readers.staff()
  @Field(() => ID, { description: "service:number, unique across the services" })
  id!: string;

  @Readers.staff()
  @Field({ description: "The service that recorded it" })
  service!: string;

  @Readers.staff()
  @Field()
  entityName!: string;

  @Readers.staff()
  @Field(() => String, { nullable: true })
  entityId!: string | null;

  @Readers.staff()
  @Field()
  action!: string;

  @Readers.staff()
  @Field()
  actionTaken!: string;

  @Readers.staff()
  @Field(() => Int, { nullable: true })
  actionById!: number | null;

  @Readers.staff()
  @Field()
  actionByName!: string;

  @Readers.staff()
  @Field(() => Date)
  actionDate!: Date;
}

@ObjectType()
export class AuditTrailPage extends PageOf(AuditTrailNode) {}
