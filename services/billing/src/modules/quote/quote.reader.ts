import type { EntityManager } from "@mikro-orm/postgresql";
import { intArray, NotFoundError, readList, tenantScope, tenantSql, type Page, type TenantScope, type Viewer } from "@wo/shared";
import { BILLING_ITEM_TENANCY, QUOTE_TENANCY, QuoteStatusId, type BillingItem, type Quote } from "./quote.entity";
import type { BillingItemsArgs, QuotesArgs } from "./quote.input";
import { BILLING_ITEM_LIST, ITEM_SELECT, QUOTE_LIST, QUOTE_SELECT, quoteOf } from "./quote.list";

/** Quotes by id, with their names, that the scope may see (one query), in the order of `ids`. */
export async function quotesByIds(em: EntityManager, scope: TenantScope, ids: readonly number[]): Promise<Quote[]> {
  if (!ids.length) return [];
  const [tenant, params] = tenantSql(scope, QUOTE_TENANCY);
  const rows = await em
    .getConnection()
    .execute<Record<string, unknown>[]>(`select ${QUOTE_SELECT} from billing.billing q where q.id = any(?::int[]) and ${tenant}`, [
      intArray(ids),
      ...params,
    ]);
  const byId = new Map(rows.map((r) => [r.id as number, quoteOf(r)]));
  return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
}

/** One quote the viewer may see; another tenant's (or a draft, for a client) answers NOT_FOUND, as a missing one. */
export async function getQuote(em: EntityManager, viewer: Viewer, id: number): Promise<Quote> {
  const [quote] = await quotesByIds(em, tenantScope(viewer), [id]);
  if (!quote) throw new NotFoundError();
  return quote;
}

/**
 * The order's latest quote sent for approval that the scope may see (the legacy calls that name only
 * the order), or null: one statement.
 */
export async function latestSentQuote(em: EntityManager, scope: TenantScope, workOrderId: number): Promise<Quote | null> {
  const [tenant, params] = tenantSql(scope, QUOTE_TENANCY);
  const [row] = await em.getConnection().execute<Record<string, unknown>[]>(
    `select ${QUOTE_SELECT} from billing.billing q where q.work_order_id = ? and q.billing_status_id = ? and ${tenant}
      order by q.sent_at desc nulls last, q.id desc limit 1`,
    [workOrderId, QuoteStatusId.Sent, ...params],
  );
  return row ? quoteOf(row) : null;
}

/** The quotes the viewer may see, searched, sorted and paged (the quotations grid and every other list of quotes). */
export async function listQuotes(em: EntityManager, viewer: Viewer, args: QuotesArgs): Promise<Page<Quote>> {
  const page = await readList(em, QUOTE_LIST, tenantScope(viewer), args);
  return { ...page, nodes: page.nodes.map(quoteOf) };
}

/** Each work order's quotes that the scope may see, oldest first (WorkOrder.quotes, batched: one query for many orders). */
export async function quotesOfWorkOrders(em: EntityManager, scope: TenantScope, workOrderIds: readonly number[]): Promise<Quote[][]> {
  if (!workOrderIds.length) return [];
  const [tenant, params] = tenantSql(scope, QUOTE_TENANCY);
  const rows = await em
    .getConnection()
    .execute<Record<string, unknown>[]>(
      `select ${QUOTE_SELECT} from billing.billing q where q.work_order_id = any(?::int[]) and ${tenant} order by q.billing_date, q.id`,
      [intArray(workOrderIds), ...params],
    );
  const byOrder = new Map<number, Quote[]>();
  for (const r of rows) {
    const list = byOrder.get(r.workOrderId as number) ?? [];
    list.push(quoteOf(r));
    byOrder.set(r.workOrderId as number, list);
  }
  return workOrderIds.map((id) => byOrder.get(id) ?? []);
}

/** Items by id that the scope may see (one query). */
export async function itemsByIds(em: EntityManager, scope: TenantScope, ids: readonly number[]): Promise<BillingItem[]> {
  if (!ids.length) return [];
  const [tenant, params] = tenantSql(scope, BILLING_ITEM_TENANCY);
  return em
    .getConnection()
    .execute<BillingItem[]>(`select ${ITEM_SELECT} from billing.billing_item bi where bi.id = any(?::int[]) and ${tenant} order by bi.id`, [
      intArray(ids),
      ...params,
    ]);
}

/** A quote's items (GET /api/BillingItems?billingId): NOT_FOUND when the viewer may not see the quote. */
export async function listBillingItems(em: EntityManager, viewer: Viewer, args: BillingItemsArgs): Promise<Page<BillingItem>> {
  const scope = tenantScope(viewer);
  await getQuote(em, viewer, args.billingId);
  const page = await readList(em, BILLING_ITEM_LIST, scope, args);
  return page as unknown as Page<BillingItem>;
}

/** How many items each quote has (one query; quotes the caller already reads), in the order of `ids`. */
export async function itemCounts(em: EntityManager, ids: readonly number[]): Promise<number[]> {
  const rows = await em
    .getConnection()
    .execute<{ id: number; n: number }[]>(
      "select b.id, (select count(*)::int from billing.billing_item bi where bi.billing_id = b.id) as n from unnest(?::int[]) as b(id)",
      [intArray(ids)],
    );
  const byId = new Map(rows.map((r) => [r.id, r.n]));
  return ids.map((id) => byId.get(id) ?? 0);
}
