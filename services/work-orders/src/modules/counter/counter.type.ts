import { Field, Int, ObjectType } from "type-graphql";

@ObjectType({ simpleResolvers: true })
export class StatusCountEntry {
  @Field(() => Int)
  statusId!: number;

  @Field(() => Int)
  count!: number;
}

/** The 13 counters of the work-order list tabs (staff-and-work-orders §3 Counters), for the viewer's tenancy. */
@ObjectType({ simpleResolvers: true })
export class WorkOrderCounters {
  @Field(() => Int) requestAwaitingAResponse!: number;
  @Field(() => Int) open!: number;
  @Field(() => Int) awaitingQuote!: number;
  @Field(() => Int) awaitingQuoteApproval!: number;
  @Field(() => Int) awaitingCertificate!: number;
  @Field(() => Int) awaitingCertAudit!: number;
  @Field(() => Int) closed!: number;
  @Field(() => Int) approved!: number;
  @Field(() => Int) query!: number;
  @Field(() => Int) completed!: number;
  @Field(() => Int) submitted!: number;
  @Field(() => Int) cancelled!: number;
  @Field(() => Int) discarded!: number;

  @Field(() => [StatusCountEntry], { description: "Every status, pending (8) included" })
  byStatus!: StatusCountEntry[];
}
