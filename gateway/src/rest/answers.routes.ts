import { z } from "zod";
import { graphql } from "../gql";
import { formId, idParam, optionalId } from "./legacy";
import { modelSaves } from "./model";
import { legacy, list } from "./shape";
import { shim } from "./shim";

/** An answer in the legacy shape (§3 Answer): id, WorkOrderId, QuestionContent, AnswerContent. */
const legacyAnswer = legacy<{ id: number; workOrderId: number; questionContent: string; answerContent: string }>();

const LIST = graphql(`
  query AnswersOfWorkOrder($workOrderId: Int!) {
    answers(workOrderId: $workOrderId) {
      id
      workOrderId
      questionContent
      answerContent
    }
  }
`);

const answerForm = z.object({
  id: formId,
  workorderid: formId,
  questioncontent: z.union([z.string(), z.null()]).optional(),
  answercontent: z.union([z.string(), z.null()]).optional(),
});

export const answerRoutes = [
  // GET /api/Answers/{workOrderId}: the work order's answers (the checklist grid)
  shim({
    method: "get",
    path: "/Answers/:id",
    tenancy: "scoped",
    operation: LIST,
    variables: ({ args }) => ({ workOrderId: idParam.parse(args.id) }),
    result: ({ answers }) => answers.map(legacyAnswer),
  }),
  // GET /api/Answers?workOrderId: the same as a list read, { Data, Total }; none without a work order
  shim({
    method: "get",
    path: "/Answers",
    tenancy: "scoped",
    operation: LIST,
    blank: ({ args }) => (optionalId.parse(args.workorderid) ? undefined : list([])),
    variables: ({ args }) => ({ workOrderId: idParam.parse(args.workorderid) }),
    result: ({ answers }) => list(answers.map(legacyAnswer)),
  }),
  ...modelSaves({
    path: "/Answers",
    // staff; a client user on its own request awaiting a response
    tenancy: "scoped:client",
    operation: graphql(`
      mutation AnswersSave($input: SaveAnswerInput!) {
        saveAnswer(input: $input) {
          answer {
            id
            workOrderId
            questionContent
            answerContent
          }
          error {
            ...LegacyRefusal
          }
        }
      }
    `),
    variables: ({ args }, id) => {
      const f = answerForm.parse(args);
      return {
        input: { id: id ?? f.id, workOrderId: f.workorderid ?? 0, questionContent: f.questioncontent ?? "", answerContent: f.answercontent ?? "" },
      };
    },
    result: ({ saveAnswer }) => legacyAnswer(saveAnswer.answer!),
  }),
  shim({
    method: "delete",
    path: "/Answers/:id",
    tenancy: "scoped:client",
    operation: graphql(`
      mutation AnswersDelete($id: Int!) {
        deleteAnswer(id: $id)
      }
    `),
    variables: ({ args }) => ({ id: idParam.parse(args.id) }),
    result: ({ deleteAnswer }) => ({ id: deleteAnswer }),
  }),
];
