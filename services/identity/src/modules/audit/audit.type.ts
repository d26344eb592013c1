import { Field, ID, Int, ObjectType } from "type-graphql";
import { PageOf, Readers } from "@wo/shared";

@ObjectType("AuditTrailEntry", {
  simpleResolvers: true,
  description: "One recorded change (the audit trail, administrators and staff only): who did what to which row, and when, in any service",
})
export class AuditTrailNode {
  @Readers.staff()
  @Field(() => ID, { description: "service:number, unique across the services" })
  id!: string;

  @Readers.staff()
  @Field({ description: "The service that recorded it" })
  service!: string;

  @Readers.staff()
  @Field({ description: "The kind of row changed (e.g. WorkOrder, Client, User)" })
  entityName!: string;

  @Readers.staff()
  @Field(() => String, { nullable: true, description: "The changed row's id, as text; null for an action not about one row" })
  entityId!: string | null;

  @Readers.staff()
  @Field({
    description:
      "The kind of action: Created, Updated, Deleted, Status changed, Signed in, Sign-in failed, Signed out, Password changed, Locked out or Token replayed",
  })
  action!: string;

  @Readers.staff()
  @Field({ description: 'What was done, in a sentence (e.g. "Deleted asset BLR-01"), up to 2,000 characters' })
  actionTaken!: string;

  @Readers.staff()
  @Field(() => Int, { nullable: true, description: "The user who did it (User.id); null when the system did it (a scheduled job)" })
  actionById!: number | null;

  @Readers.staff()
  @Field({ description: 'The full name of the user who did it, as it was then ("System" when no user)' })
  actionByName!: string;

  @Readers.staff()
  @Field(() => Date, { description: "When it happened (UTC, ISO 8601)" })
  actionDate!: Date;
}

@ObjectType({ description: "One page of audit trail rows, with the total matching the query" })
export class AuditTrailPage extends PageOf(AuditTrailNode) {}
