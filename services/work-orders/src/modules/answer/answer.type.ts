import { Field, InputType, Int, ObjectType } from "type-graphql";
import { IsOptional, MaxLength, Min } from "class-validator";
import { Readers } from "@wo/shared";
import { WorkOrderError } from "../work-order/work-order.type";
import { Answer } from "./answer.entity";

/** An answer as the checklist grid saves it (POST, PUT /api/Answers); id 0 or absent adds one. */
@InputType({ description: "An answer as the checklist grid saves it (POST, PUT /api/Answers); id 0 or absent adds one." })
export class SaveAnswerInput {
  @Field(() => Int, { nullable: true, description: "The answer to update; 0 or absent creates one" })
  @IsOptional()
  @Min(0)
  id?: number | null;

  @Field(() => Int, { description: "The work order's id (WorkOrder.id)" })
  @Min(1)
  workOrderId!: number;

  @Field(() => String, { description: "Required, at least one character" })
  @MaxLength(4000)
  questionContent!: string;

  @Field(() => String, { description: "Required, at least one character" })
  @MaxLength(4000)
  answerContent!: string;
}

@ObjectType({ description: "What saveAnswer answers: the answer as saved, or the error that refused it (then nothing was saved)" })
export class SaveAnswerPayload {
  @Readers.everyone()
  @Field(() => Answer, { nullable: true, description: "The answer as saved, read back; null when refused" })
  answer!: Answer | null;

  @Readers.everyone()
  @Field(() => WorkOrderError, { nullable: true, description: "Why nothing was saved; null when the answer was saved" })
  error!: WorkOrderError | null;
}
