import { z } from "zod";
import { graphql } from "../gql";
import type { LegacyQuestionFragment } from "../gql/graphql";
import { formFlag, formId, idParam, optionalId } from "./legacy";
import { legacy } from "./shape";
import { modelSaves } from "./model";
import { shim } from "./shim";

const idName = legacy<{ id: number; name: string }>();
const legacyTrade = legacy<{ id: number; name: string; parentTradeId?: number | null }>();

/** A refused delete: 409 when something still uses the row (nothing deleted), 400 otherwise. */

const PARENT_TRADES = graphql(`
  query TradesParents($clientId: Int) {
    trades(clientId: $clientId) {
      id
      name
    }
  }
`);
const SUB_TRADES = graphql(`
  query TradesChildren($parentId: Int, $clientId: Int) {
    trades(parentId: $parentId, clientId: $clientId) {
      id
      name
    }
  }
`);

const tradeForm = z.object({ id: formId, name: z.string().nullish(), parenttradeid: formId });
const tradeInput = (args: Record<string, unknown>, id: number | null) => {
  const f = tradeForm.parse(args);
  return { id: id ?? f.id, name: f.name ?? null, parentTradeId: f.parenttradeid };
};
const SAVE_TRADE = graphql(`
  mutation TradesSave($input: SaveTradeInput!) {
    saveTrade(input: $input) {
      trade {
        id
        name
        parentTradeId
      }
      error {
        ...LegacyRefusal
      }
    }
  }
`);

graphql(`
  fragment LegacyQuestion on Question {
    id
    content
    subTradeId
    sortOrder
    active
  }
`);
/** A question as the admin popup reads it: its text as Question (the admin grid's name) and QuestionContent (§3). */
const legacyQuestion = (q: LegacyQuestionFragment) => ({
  id: q.id,
  Question: q.content,
  QuestionContent: q.content,
  SubTradeId: q.subTradeId,
  SortOrder: q.sortOrder,
  Active: q.active,
});

const questionForm = z.object({
  id: formId,
  subtradeid: formId,
  question: z.string().nullish(),
  questioncontent: z.string().nullish(),
  sortorder: formId,
  active: formFlag,
});
const questionInput = (args: Record<string, unknown>, id: number | null) => {
  const f = questionForm.parse(args);
  return {
    id: id ?? f.id,
    subTradeId: f.subtradeid,
    content: f.question ?? f.questioncontent ?? null,
    sortOrder: f.sortorder,
    active: f.active ?? null,
  };
};
const SAVE_QUESTION = graphql(`
  mutation QuestionsSave($input: SaveQuestionInput!) {
    saveQuestion(input: $input) {
      question {
        ...LegacyQuestion
      }
      error {
        ...LegacyRefusal
      }
    }
  }
`);

const QUESTIONS = graphql(`
  query QuestionsList($subTradeId: Int, $has: Boolean!, $activeOnly: Boolean!) {
    questions(subTradeId: $subTradeId, activeOnly: $activeOnly) @include(if: $has) {
      ...LegacyQuestion
    }
  }
`);

/**
 * Trades, sub-trades and their checklist questions (§2.11, §7): reference data every signed-in user
 * reads (a client user gets its own client's enabled sub-trades from Parent and Child), that
 * administrators write.
 */
export const tradeRoutes = [
  // the admin grids: every trade and sub-trade with its parent
  shim({
    method: "get",
    path: "/Trades",
    tenancy: "staff",
    operation: graphql(`
      query TradesAll {
        tradeList {
          id
          name
          parentTradeId
        }
      }
    `),
    result: ({ tradeList }) => tradeList.map(legacyTrade),
  }),
  // trades are reference data: the same for everyone
  shim({
    method: "get",
    path: "/Trades/ParentTrade",
    tenancy: "shared",
    operation: PARENT_TRADES,
    variables: () => ({}),
    result: ({ trades }) => trades.map(idName),
  }),
  // parentId absent answers the trades, as it always did
  shim({
    method: "get",
    path: "/Trades/SubTrade",
    tenancy: "shared",
    operation: SUB_TRADES,
    variables: ({ args }) => ({ parentId: optionalId.parse(args.parentid) ?? null }),
    result: ({ trades }) => trades.map(idName),
  }),
  // the request forms: what the client has enabled (a client user: its own client's, whatever it names)
  shim({
    method: "get",
    path: "/Trades/Parent",
    tenancy: "scoped",
    operation: PARENT_TRADES,
    variables: ({ args }) => ({ clientId: optionalId.parse(args.clientid) ?? null }),
    result: ({ trades }) => trades.map(idName),
  }),
  shim({
    method: "get",
    path: "/Trades/Child",
    tenancy: "scoped",
    operation: SUB_TRADES,
    variables: ({ args }) => ({ parentId: optionalId.parse(args.parentid) ?? null, clientId: optionalId.parse(args.clientid) ?? null }),
    result: ({ trades }) => trades.map(idName),
  }),
  shim({
    method: "get",
    path: "/Trades/:id",
    tenancy: "staff",
    operation: graphql(`
      query TradesModel($id: Int!) {
        trade(id: $id) {
          id
          name
          parentTradeId
        }
      }
    `),
    blank: ({ args }) => (idParam.parse(args.id) === 0 ? { id: 0, Name: "", ParentTradeId: null } : undefined),
    variables: ({ args }) => ({ id: idParam.parse(args.id) }),
    result: ({ trade }) => legacyTrade(trade),
  }),
  ...modelSaves({
    path: "/Trades",
    tenancy: "staff",
    operation: SAVE_TRADE,
    variables: ({ args }, id) => ({ input: tradeInput(args, id) }),
    result: ({ saveTrade }) => legacyTrade(saveTrade.trade!),
  }),
  shim({
    method: "delete",
    path: "/Trades/:id",
    tenancy: "staff",
    operation: graphql(`
      mutation TradesDelete($id: Int!) {
        deleteTrade(id: $id) {
          deletedId
          deletedQuestions
          message
          error {
            code
            message
          }
        }
      }
    `),
    variables: ({ args }) => ({ id: idParam.parse(args.id) }),
    refusalBody: "message",
    result: ({ deleteTrade }) => ({ id: deleteTrade.deletedId, DeletedQuestions: deleteTrade.deletedQuestions, Message: deleteTrade.message }),
  }),

  // a sub-trade's checklist questions: the admin grid (id, Question, SubTradeId) ...
  shim({
    method: "get",
    path: "/Questions",
    tenancy: "shared",
    operation: QUESTIONS,
    variables: ({ args }) => {
      const subTradeId = optionalId.parse(args.subtradeid ?? args.subtrade_id) ?? null;
      return { subTradeId, has: !!subTradeId, activeOnly: false };
    },
    result: ({ questions }) => (questions ?? []).map((q) => ({ id: q.id, Question: q.content, SubTradeId: q.subTradeId })),
  }),
  // ... and the request forms' questions (id, QuestionContent), the active ones in order
  shim({
    method: "get",
    path: "/Questions/List",
    tenancy: "shared",
    operation: QUESTIONS,
    variables: ({ args }) => {
      const subTradeId = optionalId.parse(args.subtrade_id ?? args.subtradeid) ?? null;
      return { subTradeId, has: !!subTradeId, activeOnly: true };
    },
    result: ({ questions }) => (questions ?? []).map((q) => ({ id: q.id, QuestionContent: q.content })),
  }),
  shim({
    method: "get",
    path: "/Questions/:id",
    tenancy: "staff",
    operation: graphql(`
      query QuestionsModel($id: Int!) {
        question(id: $id) {
          ...LegacyQuestion
        }
      }
    `),
    blank: ({ args }) =>
      idParam.parse(args.id) === 0 ? { id: 0, Question: "", QuestionContent: "", SubTradeId: null, SortOrder: 0, Active: true } : undefined,
    variables: ({ args }) => ({ id: idParam.parse(args.id) }),
    result: ({ question }) => legacyQuestion(question),
  }),
  ...modelSaves({
    path: "/Questions",
    tenancy: "staff",
    operation: SAVE_QUESTION,
    variables: ({ args }, id) => ({ input: questionInput(args, id) }),
    result: ({ saveQuestion }) => legacyQuestion(saveQuestion.question!),
  }),
  shim({
    method: "delete",
    path: "/Questions/:id",
    tenancy: "staff",
    operation: graphql(`
      mutation QuestionsDelete($id: Int!) {
        deleteQuestion(id: $id) {
          deletedId
          error {
            code
            message
          }
        }
      }
    `),
    variables: ({ args }) => ({ id: idParam.parse(args.id) }),
    refusalBody: "message",
    result: ({ deleteQuestion }) => ({ id: deleteQuestion.deletedId, Message: "Question deleted" }),
  }),
];
