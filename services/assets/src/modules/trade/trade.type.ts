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

@ObjectType({ description: "What saveTrade answers: the trade as saved, or the error that refused it (then nothing was saved)" })
export class SaveTradePayload {
  @Readers.everyone()
  @Field(() => Trade, { nullable: true, description: "The trade as saved, read back; null when refused" })
  trade!: Trade | null;

  @Readers.everyone()
  @Field(() => TradeError, { nullable: true, description: "Why nothing was saved; null when the trade was saved" })
  error!: TradeError | null;
}

@ObjectType({ description: "What deleteTrade answers: the deleted trade's id, or the error that refused it (then nothing was deleted)" })
export class DeleteTradePayload {
  @Readers.everyone()
  @Field(() => Int, { nullable: true, description: "The id of the trade deleted; null when refused" })
  deletedId!: number | null;

  @Readers.everyone()
  @Field(() => Int, { description: "The checklist questions deleted with a sub-trade" })
  deletedQuestions!: number;

  @Readers.everyone()
  @Field(() => String, { nullable: true, description: "What was deleted, in words ('Sub-trade deleted with its 3 questions')" })
  message!: string | null;

  @Readers.everyone()
  @Field(() => TradeError, {
    nullable: true,
    description: "Why nothing was deleted (the rule or the row that uses it); null when the trade was deleted",
  })
  error!: TradeError | null;
}

@ObjectType({ description: "What saveQuestion answers: the question as saved, or the error that refused it (then nothing was saved)" })
export class SaveQuestionPayload {
  @Readers.everyone()
  @Field(() => Question, { nullable: true, description: "The question as saved, read back; null when refused" })
  question!: Question | null;

  @Readers.everyone()
  @Field(() => TradeError, { nullable: true, description: "Why nothing was saved; null when the question was saved" })
  error!: TradeError | null;
}

@ObjectType({ description: "What deleteQuestion answers: the deleted question's id, or the error that refused it (then nothing was deleted)" })
export class DeleteQuestionPayload {
  @Readers.everyone()
  @Field(() => Int, { nullable: true, description: "The id of the question deleted; null when refused" })
  deletedId!: number | null;

  @Readers.everyone()
  @Field(() => TradeError, {
    nullable: true,
    description: "Why nothing was deleted (the rule or the row that uses it); null when the question was deleted",
  })
  error!: TradeError | null;
}
