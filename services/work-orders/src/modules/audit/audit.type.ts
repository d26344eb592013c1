import { Field, ID, ObjectType } from "type-graphql";
import { PageOf, Readers } from "@wo/shared";

/** One line of a work order's audits tab: this service's audit trail for the order. */
@ObjectType({ description: "One line of a work order's audits tab: this service's audit trail for the order." })
export class WorkOrderAudit {
  @Readers.staff()
  @Field(() => ID, { description: "The audit entry's id" })
  id!: string;

  @Readers.staff()
  @Field(() => Date)
  actionDate!: Date;

  @Readers.staff()
  @Field(() => String)
  actionByName!: string;

  @Readers.staff()
  @Field(() => String)
  actionTaken!: string;
}

@ObjectType({ description: "One page of work order audit rows, with the total matching the query" })
export class WorkOrderAuditPage extends PageOf(WorkOrderAudit) {}
