import { Field, Int, ObjectType } from "type-graphql";
import { Readers } from "@wo/shared";

@ObjectType({ simpleResolvers: true })
export class StatusCountEntry {
  @Readers.everyone()
  @Field(() => Int)
  statusId!: number;

  @Readers.everyone()
  @Field(() => Int)
  count!: number;
}

/** The 13 counters of the work-order list tabs (staff-and-work-orders §3 Counters), for the viewer's tenancy. */
@ObjectType({
  simpleResolvers: true,
  description: "The 13 counters of the work-order list tabs (staff-and-work-orders §3 Counters), for the viewer's tenancy.",
})
export class WorkOrderCounters {
  @Readers.everyone()
  @Field(() => Int)
  requestAwaitingAResponse!: number;
  @Readers.everyone()
  @Field(() => Int)
  open!: number;
  @Readers.everyone()
  @Field(() => Int)
  awaitingQuote!: number;
  @Readers.everyone()
  @Field(() => Int)
  awaitingQuoteApproval!: number;
  @Readers.everyone()
  @Field(() => Int)
  awaitingCertificate!: number;
  @Readers.everyone()
  @Field(() => Int)
  awaitingCertAudit!: number;
  @Readers.everyone()
  @Field(() => Int)
  closed!: number;
  @Readers.everyone()
  @Field(() => Int)
  approved!: number;
  @Readers.everyone()
  @Field(() => Int)
  query!: number;
  @Readers.everyone()
  @Field(() => Int)
  completed!: number;
  @Readers.everyone()
  @Field(() => Int)
  submitted!: number;
  @Readers.everyone()
  @Field(() => Int)
  cancelled!: number;
  @Readers.everyone()
  @Field(() => Int)
  discarded!: number;

  @Readers.everyone()
  @Field(() => [StatusCountEntry], { description: "Every status, pending (8) included" })
  byStatus!: StatusCountEntry[];
}
