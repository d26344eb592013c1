import { Arg, Ctx, Int, Mutation, Query, Resolver } from "type-graphql";
import { Access, requireViewer, type ServiceContext } from "@wo/shared";
import { Question } from "./question.entity";
import { SaveQuestionInput } from "./trade.input";
import { DeleteQuestionPayload, SaveQuestionPayload } from "./trade.type";
import * as questions from "./question.service";

@Resolver(() => Question)
export class QuestionResolver {
  @Access.signedIn()
  @Query(() => [Question], {
    description:
      "A sub-trade's checklist questions in order (GET /api/Questions?subTradeId; GET /api/Questions/List?subTrade_id with activeOnly), or every question; reference data",
  })
  questions(
    @Arg("subTradeId", () => Int, { nullable: true, description: "Only this sub-trade's questions (Trade.id); absent: every question" })
    subTradeId: number | null,
    @Arg("activeOnly", { defaultValue: false, description: "True leaves out retired questions (default false)" }) activeOnly: boolean,
    @Ctx() ctx: ServiceContext,
  ): Promise<Question[]> {
    return questions.listQuestions(ctx.em, subTradeId, activeOnly);
  }

  @Access.staff()
  @Query(() => Question, { description: "One question (GET /api/Questions/{id}, the question popup)" })
  question(@Arg("id", () => Int, { description: "The id of the question to read" }) id: number, @Ctx() ctx: ServiceContext): Promise<Question> {
    return questions.getQuestion(ctx.em, id);
  }

  @Access.admin()
  @Mutation(() => SaveQuestionPayload, { description: "Creates (id 0 or absent) or updates a checklist question (POST, PUT /api/Questions)" })
  saveQuestion(
    @Arg("input", () => SaveQuestionInput, { description: "The question to create (id 0 or absent) or update" }) input: SaveQuestionInput,
    @Ctx() ctx: ServiceContext,
  ): Promise<SaveQuestionPayload> {
    return questions.saveQuestion(ctx.em, requireViewer(ctx), input);
  }

  @Access.admin()
  @Mutation(() => DeleteQuestionPayload, { description: "Deletes a checklist question (DELETE /api/Questions/{id})" })
  deleteQuestion(
    @Arg("id", () => Int, { description: "The id of the question to delete" }) id: number,
    @Ctx() ctx: ServiceContext,
  ): Promise<DeleteQuestionPayload> {
    return questions.deleteQuestion(ctx.em, requireViewer(ctx), id);
  }
}
