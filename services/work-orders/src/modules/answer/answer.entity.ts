import { Entity, Index, ManyToOne, PrimaryKey, Property, type Opt } from "@mikro-orm/core";
import { Field, Int, ObjectType } from "type-graphql";
import { Readers } from "@wo/shared";
import { WorkOrder } from "../work-order/work-order.entity";

/** An answer to one of a sub-trade's checklist questions, kept with the work order (§3 Answer). */
@ObjectType({ simpleResolvers: true, description: "An answer to one of a sub-trade's checklist questions, kept with the work order (§3 Answer)." })
@Entity({ tableName: "answer" })
@Index({ name: "answer_work_order_id_idx", properties: ["workOrderId", "id"] })
export class Answer {
  @Readers.everyone()
  @Field(() => Int, { description: "The answer's id (legacy Id)" })
  @PrimaryKey()
  id!: number;

  @Readers.everyone()
  @Field(() => Int, { description: "The work order's id (WorkOrder.id)" })
  @ManyToOne(() => WorkOrder, { mapToPk: true, fieldName: "work_order_id", deleteRule: "cascade" })
  workOrderId!: number;

  @Readers.everyone()
  @Field({ description: "The checklist question as it was asked (its text is kept, so a later change to the question does not alter the answer)" })
  @Property({ type: "text" })
  questionContent!: string;

  @Readers.everyone()
  @Field({ description: "The requester's answer, free text; null when left blank" })
  @Property({ type: "text" })
  answerContent!: string;

  @Property({ type: "timestamptz", defaultRaw: "now()" })
  createdAt: Date & Opt = new Date();
}
