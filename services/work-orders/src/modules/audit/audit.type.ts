import { Field, ID, ObjectType } from "type-graphql";
import { PageOf, Readers } from "@wo/shared";

/** One line of a work order's audits tab: this service's audit trail for the order. */
@ObjectType({ description: "One line of a work order's audits tab: this service's audit trail for the order." })
export class WorkOrderAudit {
  @Readers.staff()
  @Field(() => ID, { description: "The audit entry's id" })
  id!: string;

  @Readers.staff()
  @Field(() => Date, { description: "When it happened (UTC, ISO 8601)" })
  actionDate!: Date;

  @Readers.staff()
  @Field(() => String, { description: 'The full name of the user who did it ("System" when no user)' })
  actionByName!: string;

  @Readers.staff()
  @Field(() => String, { description: 'What was done, in a sentence (e.g. "Status changed from Open to Completed")' })
  actionTaken!: string;
}

@ObjectType({ description: "One page of work order audit rows, with the total matching the query" })
export class WorkOrderAuditPage extends PageOf(WorkOrderAudit) {}
