import { Arg, Ctx, Int, Mutation, Query, Resolver } from "type-graphql";
import { Access, requireViewer, type ServiceContext } from "@wo/shared";
import { Answer } from "./answer.entity";
import { SaveAnswerInput, SaveAnswerPayload } from "./answer.type";
import * as answers from "./answer.service";

@Resolver(() => Answer)
export class AnswerResolver {
  @Access.signedIn()
  @Query(() => [Answer], {
    description: "A work order's answers to its sub-trade's questions (GET /api/Answers/{workOrderId}); NOT_FOUND when not the viewer's",
  })
  answers(
    @Arg("workOrderId", () => Int, { description: "The work order's id (WorkOrder.id)" }) workOrderId: number,
    @Ctx() ctx: ServiceContext,
  ): Promise<Answer[]> {
    return answers.listAnswers(ctx.em, requireViewer(ctx), workOrderId);
  }

  @Access.for(["staff", "client"])
  @Mutation(() => SaveAnswerPayload, {
    description: "Adds or changes an answer (POST, PUT /api/Answers): staff; a client user on its own request awaiting a response",
  })
  saveAnswer(
    @Arg("input", () => SaveAnswerInput, { description: "The answer to create (id 0 or absent) or update" }) input: SaveAnswerInput,
    @Ctx() ctx: ServiceContext,
  ): Promise<SaveAnswerPayload> {
    return answers.saveAnswer(ctx.em, requireViewer(ctx), input);
  }

  @Access.for(["staff", "client"])
  @Mutation(() => Int, { description: "Removes an answer (DELETE /api/Answers/{id}), as saveAnswer allows; the id removed" })
  deleteAnswer(@Arg("id", () => Int, { description: "The id of the answer to delete" }) id: number, @Ctx() ctx: ServiceContext): Promise<number> {
    return answers.deleteAnswer(ctx.em, requireViewer(ctx), id);
  }
}
