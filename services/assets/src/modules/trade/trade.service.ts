import type { EntityManager } from "@mikro-orm/postgresql";
import { audit, errorOf, NotFoundError, type FieldErrorShape, type Viewer } from "@wo/shared";
import { Question } from "./question.entity";
import { Trade } from "./trade.entity";
import type { SaveTradeInput } from "./trade.input";
import { TradeError, TradeErrorCode, type DeleteTradePayload, type SaveTradePayload } from "./trade.type";

/** The §5 messages of the trade form and (§5: 'Fields required' for sub-trade) the sub-trade form. */
export const REQUIRED_FIELDS = "Required fields";
export const SUB_TRADE_FIELDS_REQUIRED = "Fields required";

const clean = (v: string | null | undefined) => {
  const t = v?.replace(/\s+/g, " ").trim();
  return t ? t : null;
};

/**
 * Trades (parentId absent) or one trade's sub-trades, by name. With a client: only what that client
 * has enabled (its sub-trades in client; a trade when one of its sub-trades is). A client user naming
 * a client gets its own client's, whatever client it names (the portal's New Request form).
 */
export function listTrades(em: EntityManager, viewer: Viewer, parentId: number | null, clientId: number | null): Promise<Trade[]> {
  const client = clientId ? (viewer.isClient ? viewer.clientId : clientId) : null;
  const qb = em.createQueryBuilder(Trade, "t");
  qb.where(parentId ? { parentTradeId: parentId } : { parentTradeId: null });
  if (client) {
    qb.andWhere(
      parentId
        ? "exists (select 1 from assets.sub_trade_in_client s where s.sub_trade_id = t.id and s.client_id = ?)"
        : "exists (select 1 from assets.trade st join assets.sub_trade_in_client s on s.sub_trade_id = st.id where st.parent_trade_id = t.id and s.client_id = ?)",
      [client],
    );
  }
  return qb.orderBy({ name: "asc", id: "asc" }).getResult();
}

/** Every trade and sub-trade (GET /api/Trades, the admin grids): trades by name, each followed by its sub-trades. */
export async function listAllTrades(em: EntityManager): Promise<Trade[]> {
  const all = await em.find(Trade, {}, { orderBy: { name: "asc", id: "asc" } });
  const children = new Map<number, Trade[]>();
  for (const t of all) if (t.parentTradeId != null) children.set(t.parentTradeId, [...(children.get(t.parentTradeId) ?? []), t]);
  return all.filter((t) => t.parentTradeId == null).flatMap((t) => [t, ...(children.get(t.id) ?? [])]);
}

export async function getTrade(em: EntityManager, id: number): Promise<Trade> {
  const trade = await em.findOne(Trade, { id });
  if (!trade) throw new NotFoundError();
  return trade;
}

const kindOf = (t: { parentTradeId?: number | null }) => (t.parentTradeId != null ? "sub-trade" : "trade");

function refused(message: string, errors: FieldErrorShape[], code = TradeErrorCode.INVALID): SaveTradePayload {
  return { trade: null, error: errorOf(TradeError, code, message, errors) };
}

/** How many of each thing use a trade or sub-trade, as words ('12 work orders'); empty when nothing does. */
export async function usesOf(em: EntityManager, id: number): Promise<string[]> {
  const conn = em.getConnection();
  const count = async (sql: string) =>
    Number(
      (
        await conn.execute<{ n: number }[]>(
          sql,
          sql
            .split("?")
            .slice(1)
            .map(() => id),
        )
      )[0]!.n,
    );
  const uses: [number, string, string][] = [
    [await count("select count(*)::int n from work_orders.v_work_assignment where trade_id = ? or sub_trade_id = ?"), "work order", "work orders"],
    [await count("select count(*)::int n from assets.trade where parent_trade_id = ?"), "sub-trade", "sub-trades"],
    [await count("select count(distinct client_id)::int n from assets.sub_trade_in_client where sub_trade_id = ?"), "client", "clients"],
  ];
  // contracts come with their own migration: counted once the table is there
  const [{ present }] = await conn.execute<{ present: boolean }[]>("select to_regclass('assets.contract') is not null as present");
  if (present)
    uses.push([await count("select count(*)::int n from assets.contract where trade_id = ? or sub_trade_id = ?"), "contract", "contracts"]);
  return uses.filter(([n]) => n > 0).map(([n, one, many]) => `${n} ${n === 1 ? one : many}`);
}

const joined = (parts: string[]) => (parts.length > 1 ? `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}` : parts[0]!);

/**
 * Creates or updates a trade or sub-trade (administrators). The name is required ('Required fields';
 * 'Fields required' on the sub-trade form) and unique within its parent without regard to case; a
 * sub-trade's parent must be a top-level trade; a trade with sub-trades cannot become a sub-trade, and
 * a sub-trade that clients, questions, work orders or contracts use stays one.
 */
export async function saveTrade(em: EntityManager, viewer: Viewer, input: SaveTradeInput): Promise<SaveTradePayload> {
  const id = input.id || null;
  const existing = id ? await em.findOne(Trade, { id }) : null;
  if (id && !existing) throw new NotFoundError();
  const name = clean(input.name);
  const parentTradeId = input.parentTradeId || null;
  if (!name) {
    return refused(parentTradeId ? SUB_TRADE_FIELDS_REQUIRED : REQUIRED_FIELDS, [
      { field: "name", message: `${parentTradeId ? "Sub-trade" : "Trade"} name is required` },
    ]);
  }
  const errors: FieldErrorShape[] = [];
  if (parentTradeId) {
    const parent = await em.findOne(Trade, { id: parentTradeId });
    if (!parent || parent.id === id) errors.push({ field: "parentTradeId", message: "Trade is not valid" });
    else if (parent.parentTradeId != null)
      errors.push({ field: "parentTradeId", message: `${parent.name} is a sub-trade: a sub-trade's parent must be a trade` });
    if (existing && existing.parentTradeId == null && (await em.count(Trade, { parentTradeId: existing.id }))) {
      errors.push({ field: "parentTradeId", message: `${existing.name} has sub-trades: it cannot become a sub-trade` });
    }
  } else if (existing && existing.parentTradeId != null) {
    const uses = (await usesOf(em, existing.id)).filter((u) => !u.endsWith("sub-trades"));
    const questions = await em.count(Question, { subTradeId: existing.id });
    if (questions) uses.push(`${questions} question${questions === 1 ? "" : "s"}`);
    if (uses.length) errors.push({ field: "parentTradeId", message: `${existing.name} is used by ${joined(uses)}: it stays a sub-trade` });
  }
  const taken = await em
    .createQueryBuilder(Trade, "t")
    .where(parentTradeId ? { parentTradeId } : { parentTradeId: null })
    .andWhere("lower(t.name) = ?", [name.toLowerCase()])
    .andWhere(id ? { id: { $ne: id } } : {})
    .getCount();
  if (taken) {
    const message = parentTradeId ? "Sub-trade exists for this trade" : "Trade exists";
    return refused(message, [{ field: "name", message }, ...errors], TradeErrorCode.EXISTS);
  }
  if (errors.length) return refused(errors.map((e) => e.message).join("\n"), errors);

  const trade = await em.transactional(async (tx) => {
    const t = existing ? await tx.findOneOrFail(Trade, { id: existing.id }) : tx.create(Trade, { name, parentTradeId });
    const before = existing ? `${existing.name}` : null;
    t.name = name;
    t.parentTradeId = parentTradeId;
    await tx.flush();
    audit(tx, viewer, {
      entityName: "Trade",
      entityId: t.id,
      action: existing ? "Updated" : "Created",
      actionTaken: existing
        ? `Updated ${kindOf(t)} ${before}${before !== name ? ` to ${name}` : ""}`
        : `Created ${kindOf(t)} ${name}${parentTradeId ? ` under trade ${parentTradeId}` : ""}`,
    });
    return t;
  });
  return { trade, error: null };
}

/**
 * Deletes a trade or sub-trade (administrators), refused while work orders, sub-trades, clients'
 * work-order settings or contracts use it (the message says which and how many: REST 409); deleting
 * a sub-trade deletes its checklist questions with it.
 */
export async function deleteTrade(em: EntityManager, viewer: Viewer, id: number): Promise<DeleteTradePayload> {
  const trade = await em.findOne(Trade, { id });
  if (!trade) throw new NotFoundError();
  const kind = kindOf(trade);
  const uses = await usesOf(em, id);
  if (uses.length) {
    const message = `The ${kind} ${trade.name} is used by ${joined(uses)}: it cannot be deleted`;
    return { deletedId: null, deletedQuestions: 0, message: null, error: errorOf(TradeError, TradeErrorCode.IN_USE, message) };
  }
  const deletedQuestions = await em.transactional(async (tx) => {
    const n = await tx.nativeDelete(Question, { subTradeId: id });
    await tx.nativeDelete(Trade, { id });
    audit(tx, viewer, {
      entityName: "Trade",
      entityId: id,
      action: "Deleted",
      actionTaken: `Deleted ${kind} ${trade.name}${n ? ` with its ${n} question${n === 1 ? "" : "s"}` : ""}`,
    });
    return n;
  });
  const label = kind === "trade" ? "Trade" : "Sub-trade";
  const message = deletedQuestions
    ? `${label} deleted with its ${deletedQuestions} question${deletedQuestions === 1 ? "" : "s"}`
    : `${label} deleted`;
  return { deletedId: id, deletedQuestions, message, error: null };
}
