import type { EntityManager } from "@mikro-orm/postgresql";
import { NotFoundError, type FieldErrorShape } from "@wo/shared";
import { Answer } from "../../answer/answer.entity";
import { clean, exists } from "../work-order.change";
import type { AnswerInput } from "../work-order.input";

/** The answers' rules: both texts non-empty (§5: minimum length 1). */
export function checkAnswers(answers: AnswerInput[]): FieldErrorShape[] {
  const errors: FieldErrorShape[] = [];
  answers.forEach((a, i) => {
    if (!clean(a.questionContent)) errors.push({ field: `answers.${i}.questionContent`, message: "Question is required" });
    if (!clean(a.answerContent)) errors.push({ field: `answers.${i}.answerContent`, message: "Answer is required" });
  });
  return errors;
}

/** Writes the answers of a save: a new one added, one with an id (of this order) changed. */
export async function writeAnswers(tx: EntityManager, workOrderId: number, answers: AnswerInput[]): Promise<number> {
  let n = 0;
  for (const a of answers) {
    const q = clean(a.questionContent)!;
    const t = clean(a.answerContent)!;
    if (a.id) {
      const row = await tx.findOne(Answer, { id: a.id, workOrderId });
      if (!row) throw new NotFoundError("Answer not found");
      if (row.questionContent !== q || row.answerContent !== t) n++;
      row.questionContent = q;
      row.answerContent = t;
    } else {
      tx.create(Answer, { workOrderId, questionContent: q, answerContent: t });
      n++;
    }
  }
  return n;
}

/** Checks that the ids of other services' rows and of the lookups exist and belong together. */
export async function checkReferences(
  em: EntityManager,
  v: {
    clientId: number;
    siteId: number;
    assetId: number | null;
    contactId: number | null;
    tradeId: number | null;
    subTradeId: number | null;
    contractorId: number | null;
    contractorChanged: boolean;
    workOrderTypeId: number;
    workOrderStatusId: number;
    progressCodeId: number | null;
    methodOfRequestId: number | null;
    slaCode: string | null;
    financialCodeId: number | null;
    capitalCodeId: number | null;
    queryReasonId: number | null;
  },
): Promise<{ errors: FieldErrorShape[]; tradeId: number | null }> {
  const errors: FieldErrorShape[] = [];
  const conn = em.getConnection();
  if (!(await exists(em, "select 1 from assets.v_client where id = ?", [v.clientId])))
    errors.push({ field: "clientId", message: "Client is not valid" });
  const [site] = await conn.execute<{ client_id: number }[]>("select client_id from assets.v_site where id = ?", [v.siteId]);
  if (!site || site.client_id !== v.clientId) errors.push({ field: "siteId", message: "Site is not one of the client's sites" });
  if (v.assetId) {
    const [asset] = await conn.execute<{ site_id: number }[]>("select site_id from assets.v_asset where id = ?", [v.assetId]);
    if (!asset || asset.site_id !== v.siteId) errors.push({ field: "assetId", message: "Asset is not one of the site's assets" });
  }
  if (
    v.contactId &&
    !(await exists(em, "select 1 from identity.v_user where id = ? and entity_name = 'Client' and entity_id = ?", [v.contactId, v.clientId]))
  ) {
    errors.push({ field: "contactId", message: "Contact is not a user of the client" });
  }
  let tradeId = v.tradeId;
  if (v.subTradeId) {
    const [sub] = await conn.execute<{ parent_trade_id: number | null }[]>("select parent_trade_id from assets.v_trade where id = ?", [v.subTradeId]);
    if (!sub || sub.parent_trade_id == null) errors.push({ field: "subTradeId", message: "Sub-trade is not valid" });
    else if (tradeId && sub.parent_trade_id !== tradeId) errors.push({ field: "subTradeId", message: "Sub-trade is not one of the trade's" });
    else tradeId = sub.parent_trade_id;
  }
  if (tradeId && !(await exists(em, "select 1 from assets.v_trade where id = ? and parent_trade_id is null", [tradeId]))) {
    errors.push({ field: "tradeId", message: "Trade is not valid" });
  }
  if (v.contractorId) {
    const [c] = await conn.execute<{ active: boolean }[]>("select active from assets.v_contractor where id = ?", [v.contractorId]);
    if (!c || (v.contractorChanged && !c.active)) errors.push({ field: "contractorId", message: "Contractor is not an active contractor" });
  }
  const lookups: [field: string, table: string, column: string, value: number | string | null, label: string][] = [
    ["workOrderTypeId", "work_order_type", "id", v.workOrderTypeId, "Job type"],
    ["workOrderStatusId", "work_order_status", "id", v.workOrderStatusId, "Status"],
    ["progressCodeId", "progress_code", "id", v.progressCodeId, "Progress code"],
    ["methodOfRequestId", "method_of_request", "id", v.methodOfRequestId, "Method of request"],
    ["slaCode", "sla_code", "code", v.slaCode, "SLA code"],
    ["financialCodeId", "financial_code", "id", v.financialCodeId, "Financial code"],
    ["capitalCodeId", "capital_code", "id", v.capitalCodeId, "Capital code"],
    ["queryReasonId", "query_reason", "id", v.queryReasonId, "Query reason"],
  ];
  // one statement for all of them: the fields whose id is given and not in its table
  const given = lookups.filter(([, , , value]) => value != null);
  if (given.length) {
    const [row] = await conn.execute<{ unknown: string[] }[]>(
      `select array_remove(array[${given
        .map(([, table, column]) => `case when exists (select 1 from work_orders.${table} where ${column} = ?) then null else ? end`)
        .join(", ")}]::text[], null) as unknown`,
      given.flatMap(([field, , , value]) => [value, field]),
    );
    for (const [field, , , , label] of given) if (row!.unknown.includes(field)) errors.push({ field, message: `${label} is not valid` });
  }
  return { errors, tradeId };
}
