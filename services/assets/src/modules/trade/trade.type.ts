import { Field, Int, ObjectType } from "type-graphql";
import { ErrorInterface, Readers } from "@wo/shared";
import { Question } from "./question.entity";
import { Trade } from "./trade.entity";

/** Why a trade, sub-trade or question change was refused: 'Required fields' / 'Fields required', a taken name, what uses it. */
@ObjectType({
  implements: ErrorInterface,
  description: "Why a trade, sub-trade or question change was refused: 'Required fields' / 'Fields required', a taken name, what uses it.",
})
export class TradeError extends ErrorInterface {}

/** Codes of TradeError: INVALID (a form's fields), EXISTS (the name is taken), IN_USE (deleting what is used: REST 409). */
export enum TradeErrorCode {
  INVALID = "INVALID",
  EXISTS = "EXISTS",
  IN_USE = "IN_USE",
}

@ObjectType()
export class SaveTradePayload {
  @Readers.everyone()
  @Field(() => Trade, { nullable: true })
  trade!: Trade | null;

  @Readers.everyone()
  @Field(() => TradeError, { nullable: true })
  error!: TradeError | null;
}

@ObjectType()
export class DeleteTradePayload {
  @Readers.everyone()
  @Field(() => Int, { nullable: true })
  deletedId!: number | null;

  @Readers.everyone()
  @Field(() => Int, { description: "The checklist questions deleted with a sub-trade" })
  deletedQuestions!: number;

  @Readers.everyone()
  @Field(() => String, { nullable: true, description: "What was deleted, in words ('Sub-trade deleted with its 3 questions')" })
  message!: string | null;

  @Readers.everyone()
  @Field(() => TradeError, { nullable: true })
  error!: TradeError | null;
}

@ObjectType()
export class SaveQuestionPayload {
  @Readers.everyone()
  @Field(() => Question, { nullable: true })
  question!: Question | null;

  @Readers.everyone()
  @Field(() => TradeError, { nullable: true })
  error!: TradeError | null;
}

@ObjectType()
export class DeleteQuestionPayload {
  @Readers.everyone()
  @Field(() => Int, { nullable: true })
  deletedId!: number | null;

  @Readers.everyone()
  @Field(() => TradeError, { nullable: true })
  error!: TradeError | null;
}
