import type { EntityManager } from "@mikro-orm/postgresql";
import { audit, errorOf, NotFoundError, type FieldErrorShape, type Viewer } from "@wo/shared";
import { Question } from "./question.entity";
import { Trade } from "./trade.entity";
import type { SaveQuestionInput } from "./trade.input";
import { SUB_TRADE_FIELDS_REQUIRED } from "./trade.service";
import { TradeError, TradeErrorCode, type DeleteQuestionPayload, type SaveQuestionPayload } from "./trade.type";

/**
 * A sub-trade's checklist questions in their order (GET /api/Questions?subTradeId, the admin grid; and
 * GET /api/Questions/List?subTrade_id, the request forms, with `activeOnly`); every question when no
 * sub-trade is named.
 */
export function listQuestions(em: EntityManager, subTradeId: number | null, activeOnly: boolean): Promise<Question[]> {
  return em.find(
    Question,
    { ...(subTradeId ? { subTradeId } : {}), ...(activeOnly ? { active: true } : {}) },
    { orderBy: { subTradeId: "asc", sortOrder: "asc", id: "asc" } },
  );
}

export async function getQuestion(em: EntityManager, id: number): Promise<Question> {
  const question = await em.findOne(Question, { id });
  if (!question) throw new NotFoundError();
  return question;
}

function refused(message: string, errors: FieldErrorShape[]): SaveQuestionPayload {
  return { question: null, error: errorOf(TradeError, TradeErrorCode.INVALID, message, errors) };
}

/**
 * Creates or updates a checklist question (administrators): the text and a sub-trade are required
 * ('Fields required', the sub-trade form's message); the sub-trade must be one (not a trade). A new
 * question goes after the sub-trade's others unless given a place.
 */
export async function saveQuestion(em: EntityManager, viewer: Viewer, input: SaveQuestionInput): Promise<SaveQuestionPayload> {
  const id = input.id || null;
  const existing = id ? await em.findOne(Question, { id }) : null;
  if (id && !existing) throw new NotFoundError();
  const content = input.content?.trim() || null;
  const subTradeId = input.subTradeId || existing?.subTradeId || null;
  const required: FieldErrorShape[] = [];
  if (!content) required.push({ field: "content", message: "Question is required" });
  if (!subTradeId) required.push({ field: "subTradeId", message: "Sub-trade is required" });
  if (required.length) return refused(SUB_TRADE_FIELDS_REQUIRED, required);
  const subTrade = await em.findOne(Trade, { id: subTradeId! });
  if (!subTrade || subTrade.parentTradeId == null) {
    const error = { field: "subTradeId", message: subTrade ? `${subTrade.name} is a trade, not a sub-trade` : "Sub-trade is not valid" };
    return refused(error.message, [error]);
  }
  const question = await em.transactional(async (tx) => {
    let q: Question;
    if (existing) {
      q = await tx.findOneOrFail(Question, { id: existing.id });
    } else {
      const [{ next }] = await tx
        .getConnection()
        .execute<{ next: number }[]>("select coalesce(max(sort_order) + 1, 1)::int as next from assets.question where sub_trade_id = ?", [
          subTrade.id,
        ]);
      q = tx.create(Question, { subTradeId: subTrade.id, content: content!, sortOrder: next });
    }
    q.subTradeId = subTrade.id;
    q.content = content!;
    if (input.sortOrder != null) q.sortOrder = input.sortOrder;
    if (input.active != null) q.active = input.active;
    await tx.flush();
    audit(tx, viewer, {
      entityName: "Question",
      entityId: q.id,
      action: existing ? "Updated" : "Created",
      actionTaken: `${existing ? "Updated" : "Created"} question of ${subTrade.name}: ${q.content}`,
    });
    return q;
  });
  return { question, error: null };
}

/** Deletes a checklist question (administrators); answers already given on work orders keep their text. */
export async function deleteQuestion(em: EntityManager, viewer: Viewer, id: number): Promise<DeleteQuestionPayload> {
  const question = await em.findOne(Question, { id });
  if (!question) throw new NotFoundError();
  await em.transactional(async (tx) => {
    await tx.nativeDelete(Question, { id });
    audit(tx, viewer, { entityName: "Question", entityId: id, action: "Deleted", actionTaken: `Deleted question: ${question.content}` });
  });
  return { deletedId: id, error: null };
}
