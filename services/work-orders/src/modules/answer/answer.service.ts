import type { EntityManager } from "@mikro-orm/postgresql";
import { audit, errorOf, ForbiddenError, NotFoundError, tenantScope, type FieldErrorShape, type Viewer } from "@wo/shared";
import { visibleWorkOrderKey } from "../work-order/work-order.visible";
import { WorkOrderStatusId } from "../work-order/work-order.status";
import { REQUIRED_FIELDS, WorkOrderError, WorkOrderErrorCode } from "../work-order/work-order.type";
import { Answer } from "./answer.entity";
import type { SaveAnswerInput, SaveAnswerPayload } from "./answer.type";

/** Who may change an order's answers: staff; a client user only on its own request awaiting a response. */
async function assertMayChange(em: EntityManager, viewer: Viewer, workOrderId: number): Promise<void> {
  const wo = await visibleWorkOrderKey(em, tenantScope(viewer), workOrderId);
  if (viewer.isStaff) return;
  if (viewer.isClient && wo.workOrderStatusId === WorkOrderStatusId.AwaitingResponse) return;
  throw new ForbiddenError();
}

/** The answers of a work order the viewer may see, in the order they were given. */
export async function listAnswers(em: EntityManager, viewer: Viewer, workOrderId: number): Promise<Answer[]> {
  await visibleWorkOrderKey(em, tenantScope(viewer), workOrderId);
  return em.find(Answer, { workOrderId }, { orderBy: { id: "asc" } });
}

const clean = (v: string | null | undefined) => v?.trim() ?? "";

/** Adds (id 0 or absent) or changes an answer: both texts required (§5, minimum length 1); audited on the work order. */
export async function saveAnswer(em: EntityManager, viewer: Viewer, input: SaveAnswerInput): Promise<SaveAnswerPayload> {
  const existing = input.id ? await em.findOne(Answer, { id: input.id }) : null;
  if (input.id && !existing) throw new NotFoundError();
  const workOrderId = existing?.workOrderId ?? input.workOrderId;
  if (existing && input.workOrderId && input.workOrderId !== existing.workOrderId) throw new NotFoundError();
  await assertMayChange(em, viewer, workOrderId);
  const question = clean(input.questionContent);
  const answer = clean(input.answerContent);
  const required: FieldErrorShape[] = [];
  if (!question) required.push({ field: "questionContent", message: "Question is required" });
  if (!answer) required.push({ field: "answerContent", message: "Answer is required" });
  if (required.length) return { answer: null, error: errorOf(WorkOrderError, WorkOrderErrorCode.REQUIRED, REQUIRED_FIELDS, required) };
  const saved = await em.transactional(async (tx) => {
    const a = existing
      ? await tx.findOneOrFail(Answer, { id: existing.id })
      : tx.create(Answer, { workOrderId, questionContent: question, answerContent: answer });
    a.questionContent = question;
    a.answerContent = answer;
    audit(tx, viewer, {
      entityName: "WorkOrder",
      entityId: workOrderId,
      action: "Updated",
      actionTaken: `${existing ? "Changed" : "Added"} the answer to '${question}'`,
    });
    await tx.flush();
    return a;
  });
  return { answer: saved, error: null };
}

/** Removes an answer (the id removed); audited on the work order. */
export async function deleteAnswer(em: EntityManager, viewer: Viewer, id: number): Promise<number> {
  const existing = await em.findOne(Answer, { id });
  if (!existing) throw new NotFoundError();
  await assertMayChange(em, viewer, existing.workOrderId);
  await em.transactional(async (tx) => {
    await tx.nativeDelete(Answer, { id });
    audit(tx, viewer, {
      entityName: "WorkOrder",
      entityId: existing.workOrderId,
      action: "Updated",
      actionTaken: `Removed the answer to '${existing.questionContent}'`,
    });
  });
  return id;
}
