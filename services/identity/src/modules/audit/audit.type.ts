import { ArgsType, Field, ID, InputType, Int, ObjectType, registerEnumType } from "type-graphql";
import { IsOptional, MaxLength } from "class-validator";
import { PageArgs, PageOf, SortDirection, Readers } from "@wo/shared";

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

export enum AuditSortField {
  ACTION_DATE = "ACTION_DATE",
  ENTITY_NAME = "ENTITY_NAME",
  ACTION_BY_NAME = "ACTION_BY_NAME",
  ACTION_TAKEN = "ACTION_TAKEN",
}
registerEnumType(AuditSortField, { name: "AuditSortField" });

@InputType()
export class AuditSortInput {
  @Field(() => AuditSortField)
  field!: AuditSortField;

  @Field(() => SortDirection, { defaultValue: SortDirection.DESC })
  direction: SortDirection = SortDirection.DESC;
}

@ArgsType()
export class AuditTrailArgs extends PageArgs {
  @Field(() => String, { nullable: true, description: "In the entity, who and what was done" })
  @IsOptional()
  @MaxLength(200)
  search?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(100)
  entityName?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(100)
  entityId?: string | null;

  @Field(() => [AuditSortInput], { nullable: true, description: "Default: newest first" })
  @IsOptional()
  sort?: AuditSortInput[] | null;
}
