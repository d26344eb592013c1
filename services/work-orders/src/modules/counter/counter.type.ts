import { Field, Int, ObjectType } from "type-graphql";
import { Readers } from "@wo/shared";

@ObjectType({ simpleResolvers: true, description: "The number of work orders in one status, among those the viewer may see" })
export class StatusCountEntry {
  @Readers.everyone()
  @Field(() => Int, { description: "The status (WorkOrderStatus.id)" })
  statusId!: number;

  @Readers.everyone()
  @Field(() => Int, { description: "How many of the viewer's work orders are in it" })
  count!: number;
}

/** The 13 counters of the work-order list tabs (staff-and-work-orders §3 Counters), for the viewer's tenancy. */
@ObjectType({
  simpleResolvers: true,
  description: "The 13 counters of the work-order list tabs (staff-and-work-orders §3 Counters), for the viewer's tenancy.",
})
export class WorkOrderCounters {
  @Readers.everyone()
  @Field(() => Int, { description: "Requests in status 1 Awaiting Response (raised in the client portal, not yet approved)" })
  requestAwaitingAResponse!: number;
  @Readers.everyone()
  @Field(() => Int, { description: "Work orders in status 2 Open" })
  open!: number;
  @Readers.everyone()
  @Field(() => Int, { description: "Work orders in status 3 Awaiting Quote" })
  awaitingQuote!: number;
  @Readers.everyone()
  @Field(() => Int, { description: "Work orders in status 4 Awaiting Quote Approval" })
  awaitingQuoteApproval!: number;
  @Readers.everyone()
  @Field(() => Int, { description: "Work orders in status 5 Awaiting Certificate" })
  awaitingCertificate!: number;
  @Readers.everyone()
  @Field(() => Int, { description: "Work orders in status 13 Awaiting Certificate Audit" })
  awaitingCertAudit!: number;
  @Readers.everyone()
  @Field(() => Int, { description: "Work orders in status 6 Closed" })
  closed!: number;
  @Readers.everyone()
  @Field(() => Int, { description: "Work orders in status 10 Approved (costs approved)" })
  approved!: number;
  @Readers.everyone()
  @Field(() => Int, { description: "Work orders in status 11 Query (costs queried)" })
  query!: number;
  @Readers.everyone()
  @Field(() => Int, { description: "Work orders in status 7 Completed" })
  completed!: number;
  @Readers.everyone()
  @Field(() => Int, { description: "Work orders in status 12 Submitted (costs submitted)" })
  submitted!: number;
  @Readers.everyone()
  @Field(() => Int, { description: "Work orders in status 9 Cancelled" })
  cancelled!: number;
  @Readers.everyone()
  @Field(() => Int, { description: "Requests in status 14 Discarded (declined)" })
  discarded!: number;

  @Readers.everyone()
  @Field(() => [StatusCountEntry], { description: "Every status, pending (8) included" })
  byStatus!: StatusCountEntry[];
}
