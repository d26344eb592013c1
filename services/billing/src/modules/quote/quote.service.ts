import type { EntityManager } from "@mikro-orm/postgresql";
import { audit, errorOf, isMoneyInput, money, NotFoundError, tenantScope, type FieldErrorShape, type Viewer } from "@wo/shared";
import { QuoteStatusId } from "./quote.entity";
import type { SaveBillingItemInput, SaveQuoteInput } from "./quote.input";
import { getQuote, itemsByIds } from "./quote.reader";
import { orderForWrite } from "../work-order/work-order.view";
import {
  AMPM_STAFF_ONLY,
  assertChangeable,
  assertDeletable,
  assertOrderTakesQuotes,
  NO_CONTRACTOR,
  QuoteRefusal,
  recomputeTotals,
  REQUIRED_FIELDS,
  STALE_QUOTE,
  statusAfterChange,
  writableQuote,
} from "./quote.rules";
import { QuoteError, type DeleteBillingItemPayload, type DeleteQuotePayload, type SaveBillingItemPayload, type SaveQuotePayload } from "./quote.type";

/** Text as saved: trimmed, and empty as none. */
const clean = (v: string | null | undefined) => {
  const t = v?.trim();
  return t ? t : null;
};

const quoteError = (r: QuoteRefusal) => errorOf(QuoteError, r.code, r.message, r.fieldErrors);

/** Runs `work` in a transaction; a QuoteRefusal thrown in it (which rolls it back) is answered as `refused`. */
async function inTransaction<T, P>(em: EntityManager, work: (tx: EntityManager) => Promise<T>, refused: (error: QuoteError) => P): Promise<T | P> {
  try {
    return await em.transactional(work);
  } catch (e) {
    if (e instanceof QuoteRefusal) return refused(quoteError(e));
    throw e;
  }
}

// ---------------------------------------------------------------------------------------------
// Quotes

/**
 * Creates (id 0 or absent) or updates a quote (docs/billing.md "Quotes"). A new quote takes the
 * work order's client, contractor and site; every save by the contractor makes it a Draft; an
 * Accepted or Withdrawn quote is read-only (staff may still set its AMPM Quote Ref); only staff set
 * the AMPM Quote Ref. Audited; a stale version is refused.
 */
export async function saveQuote(em: EntityManager, viewer: Viewer, input: SaveQuoteInput): Promise<SaveQuotePayload> {
  const refused = (error: QuoteError): SaveQuotePayload => ({ quote: null, error });
  const id = input.id || null;
  const summary = clean(input.summary);
  const ampm = input.ampmQuoteRef === undefined ? undefined : clean(input.ampmQuoteRef);
  const required: FieldErrorShape[] = [];
  if (!id && !input.workOrderId) required.push({ field: "workOrderId", message: "Work order is required" });
  if (!summary) required.push({ field: "summary", message: "Summary is required" });
  if (required.length) return refused(errorOf(QuoteError, "REQUIRED", REQUIRED_FIELDS, required));

  const saved = await inTransaction(
    em,
    async (tx) => {
      if (!id) {
        // the order as the viewer may quote on it: another contractor's (or a missing one) is NOT_FOUND
        const order = await orderForWrite(tx, viewer, input.workOrderId!);
        assertOrderTakesQuotes(viewer, order.workOrderStatusId);
        if (viewer.isContractor && ampm) throw new QuoteRefusal("STAFF_ONLY", AMPM_STAFF_ONLY, [{ field: "ampmQuoteRef", message: AMPM_STAFF_ONLY }]);
        if (order.contractorId == null) throw new QuoteRefusal("NO_CONTRACTOR", NO_CONTRACTOR, [{ field: "workOrderId", message: NO_CONTRACTOR }]);
        const [row] = await tx.getConnection().execute<{ id: number; quote_ref: string }[]>(
          `insert into billing.billing (work_order_id, client_id, contractor_id, site_id, ampm_quote_ref, billing_date, summary,
             billing_status_id, created_by_id)
           values (?, ?, ?, ?, ?, coalesce(?::timestamptz, now()), ?, ?, ?) returning id, quote_ref`,
          [
            order.workOrderId,
            order.clientId,
            order.contractorId,
            order.siteId,
            ampm ?? null,
            input.billingDate ?? null,
            summary,
            QuoteStatusId.Draft,
            viewer.userId,
          ],
          "all",
          tx.getTransactionContext(),
        );
        audit(tx, viewer, {
          entityName: "Quote",
          entityId: row!.id,
          action: "Created",
          actionTaken: `Created quote ${row!.quote_ref} for work order ${order.refNo}`,
        });
        await tx.flush();
        return row!.id;
      }

      // what a save may change of a quote in its status: a contractor nothing of an Accepted, Withdrawn or
      // Sent one; staff nothing but their own reference of an Accepted or Withdrawn one
      const changesMore = (q: { summary: string | null; billingDate: Date }) =>
        summary !== q.summary || (input.billingDate ?? q.billingDate).getTime() !== q.billingDate.getTime();
      const quote = await writableQuote(tx, viewer, id, (q) => {
        if (viewer.isContractor || changesMore(q)) assertChangeable(q, viewer);
      });
      if (input.workOrderId && input.workOrderId !== quote.workOrderId)
        throw new QuoteRefusal("INVALID", "A quote cannot move to another work order", [
          { field: "workOrderId", message: "A quote cannot move to another work order" },
        ]);
      if (input.version != null && input.version !== quote.version)
        throw new QuoteRefusal("STALE", STALE_QUOTE, [{ field: "version", message: STALE_QUOTE }]);
      const next = {
        summary,
        billingDate: input.billingDate ?? quote.billingDate,
        ampmQuoteRef: ampm === undefined ? quote.ampmQuoteRef : ampm,
      };
      if (viewer.isContractor && next.ampmQuoteRef !== quote.ampmQuoteRef)
        throw new QuoteRefusal("STAFF_ONLY", AMPM_STAFF_ONLY, [{ field: "ampmQuoteRef", message: AMPM_STAFF_ONLY }]);
      const status = statusAfterChange(viewer, quote);
      await tx.getConnection().execute(
        `update billing.billing set summary = ?, billing_date = ?, ampm_quote_ref = ?, billing_status_id = ?, version = version + 1,
           updated_at = now() where id = ?`,
        [next.summary, next.billingDate, next.ampmQuoteRef, status, quote.id],
        "run",
        tx.getTransactionContext(),
      );
      const changed = [
        next.summary !== quote.summary && "summary",
        next.billingDate.getTime() !== quote.billingDate.getTime() && "date",
        next.ampmQuoteRef !== quote.ampmQuoteRef && `AMPM Quote Ref ${next.ampmQuoteRef ?? "(none)"}`,
        status !== quote.billingStatusId && "status Draft",
      ].filter(Boolean);
      audit(tx, viewer, {
        entityName: "Quote",
        entityId: quote.id,
        action: "Updated",
        actionTaken: `Updated quote ${quote.quoteRef}${changed.length ? `: ${changed.join(", ")}` : ""}`,
      });
      await tx.flush();
      return quote.id;
    },
    refused,
  );
  if (typeof saved !== "number") return saved;
  return { quote: await getQuote(em.fork(), viewer, saved), error: null };
}

/**
 * Deletes a quote and its items (DELETE /api/Billings/{id}) by the rule of every quote write
 * (writableQuote): a contractor its own, on an order whose current contractor is its own and that is
 * not Closed, Completed, Cancelled or Submitted; staff any. An accepted one never ('An accepted quote
 * cannot be deleted', which the quotations grid shows as it is), nor one awaiting the client's answer.
 */
export async function deleteQuote(em: EntityManager, viewer: Viewer, id: number): Promise<DeleteQuotePayload> {
  const deleted = await inTransaction(
    em,
    async (tx) => {
      const quote = await writableQuote(tx, viewer, id, assertDeletable);
      await tx.getConnection().execute("delete from billing.billing where id = ?", [id], "run", tx.getTransactionContext());
      audit(tx, viewer, { entityName: "Quote", entityId: id, action: "Deleted", actionTaken: `Deleted quote ${quote.quoteRef}` });
      await tx.flush();
      return id;
    },
    (error): DeleteQuotePayload => ({ deletedId: null, error }),
  );
  return typeof deleted === "number" ? { deletedId: deleted, error: null } : deleted;
}

// ---------------------------------------------------------------------------------------------
// Items

/** Units: 1 or more, up to 3 decimals, within numeric(12,3). */
const UNITS_MESSAGE = "Units must be 1 or more, with up to 3 decimals";
const AMOUNT_MESSAGE = "Amount must be 0 or more, with up to 3 decimals";
const TAX_MESSAGE = "Tax rate must be from 0 to 1 (0.2 is 20% VAT), with up to 4 decimals";
const LINE_TOO_LARGE = "The line's total is too large";
/** The largest total the columns hold (numeric(14,2)). */
const MAX_TOTAL = money("999999999999.99");
const TAX_RATE = /^(0(\.\d{1,4})?|1(\.0{1,4})?|\.\d{1,4})$/;

const given = (v: string | null | undefined) => v != null && String(v).trim() !== "";

/** The required fields left empty, each with its field error. */
function missingOf(input: SaveBillingItemInput): FieldErrorShape[] {
  const required: FieldErrorShape[] = [];
  if (!clean(input.description)) required.push({ field: "description", message: "Description is required" });
  if (!given(input.itemAmountExTax)) required.push({ field: "itemAmountExTax", message: "Amount is required" });
  if (!given(input.units)) required.push({ field: "units", message: "Units is required" });
  return required;
}

/** The item's values checked: 'Required fields' first, then each rule with its field. */
function checkItem(input: SaveBillingItemInput, current: { taxRate: string } | null) {
  const required = missingOf(input);
  if (required.length) throw new QuoteRefusal("REQUIRED", REQUIRED_FIELDS, required);
  const description = clean(input.description);
  const units = String(input.units).trim();
  const amount = String(input.itemAmountExTax).trim();
  const taxRate = given(input.taxRate) ? String(input.taxRate).trim() : (current?.taxRate ?? "0.2");
  const errors: FieldErrorShape[] = [];
  if (!isMoneyInput(units) || money(units).lessThan(1) || money(units).greaterThan("999999999.999"))
    errors.push({ field: "units", message: UNITS_MESSAGE });
  if (!isMoneyInput(amount) || money(amount).isNegative()) errors.push({ field: "itemAmountExTax", message: AMOUNT_MESSAGE });
  if (!TAX_RATE.test(taxRate)) errors.push({ field: "taxRate", message: TAX_MESSAGE });
  if (!errors.length) {
    const line = money(units).times(amount).toDecimalPlaces(2);
    if (line.plus(line.times(taxRate)).greaterThan(MAX_TOTAL)) errors.push({ field: "itemAmountExTax", message: LINE_TOO_LARGE });
  }
  if (errors.length) throw new QuoteRefusal("INVALID", errors.map((e) => e.message).join("\n"), errors);
  return { description: description!, units, amount, taxRate, typeId: input.billingItemTypeId || null };
}

/**
 * Adds (id 0 or absent) or changes a quote's item (POST, PUT /api/BillingItems) and works the quote's
 * totals out again in the same transaction. The quote's rules apply: read-only once accepted or
 * withdrawn, and a contractor's change makes it a Draft. Audited.
 */
export async function saveBillingItem(em: EntityManager, viewer: Viewer, input: SaveBillingItemInput): Promise<SaveBillingItemPayload> {
  const refused = (error: QuoteError): SaveBillingItemPayload => ({ item: null, quote: null, error });
  const id = input.id || null;
  const saved = await inTransaction(
    em,
    async (tx) => {
      const run = <T>(sql: string, params: unknown[]) => tx.getConnection().execute(sql, params, "all", tx.getTransactionContext()) as Promise<T>;
      const [current] = id
        ? await run<{ billingId: number; taxRate: string }[]>(
            `select billing_id as "billingId", tax_rate::text as "taxRate" from billing.billing_item where id = ?`,
            [id],
          )
        : [];
      if (id && !current) throw new NotFoundError();
      if (current && input.billingId && input.billingId !== current.billingId) throw new NotFoundError();
      if (!current && !input.billingId)
        throw new QuoteRefusal("REQUIRED", REQUIRED_FIELDS, [{ field: "billingId", message: "Quote is required" }, ...missingOf(input)]);
      // the quote first: another tenant's answers NOT_FOUND whatever else is wrong
      const quote = await writableQuote(tx, viewer, current?.billingId ?? input.billingId!, (q) => assertChangeable(q, viewer));
      const v = checkItem(input, current ?? null);
      if (v.typeId) {
        const [type] = await run<{ id: number }[]>("select id from billing.billing_item_type where id = ?", [v.typeId]);
        if (!type) throw new QuoteRefusal("INVALID", "Item type is not valid", [{ field: "billingItemTypeId", message: "Item type is not valid" }]);
      }
      let itemId: number;
      if (current) {
        await run(
          `update billing.billing_item set description = ?, units = ?, item_amount_ex_tax = ?, tax_rate = ?, billing_item_type_id = ? where id = ?`,
          [v.description, v.units, v.amount, v.taxRate, v.typeId, id],
        );
        itemId = id!;
      } else {
        const [row] = await run<{ id: number }[]>(
          `insert into billing.billing_item (billing_id, billing_item_type_id, description, units, item_amount_ex_tax, tax_rate, sort_order)
           values (?, ?, ?, ?, ?, ?, (select coalesce(max(sort_order), 0) + 1 from billing.billing_item where billing_id = ?)) returning id`,
          [quote.id, v.typeId, v.description, v.units, v.amount, v.taxRate, quote.id],
        );
        itemId = row!.id;
      }
      await recomputeTotals(tx, quote.id, statusAfterChange(viewer, quote));
      audit(tx, viewer, {
        entityName: "Quote",
        entityId: quote.id,
        action: "Updated",
        actionTaken: `${current ? "Changed" : "Added"} item '${v.description.slice(0, 80)}' (${v.units} × £${v.amount}) on quote ${quote.quoteRef}`,
      });
      await tx.flush();
      return { itemId, quoteId: quote.id };
    },
    refused,
  );
  if (!("itemId" in saved)) return saved;
  const fresh = em.fork();
  const [item] = await itemsByIds(fresh, tenantScope(viewer), [saved.itemId]);
  return { item: item ?? null, quote: await getQuote(fresh, viewer, saved.quoteId), error: null };
}

/** Deletes a quote's item (DELETE /api/BillingItems/{id}) and works the totals out again, by the quote's rules. Audited. */
export async function deleteBillingItem(em: EntityManager, viewer: Viewer, id: number): Promise<DeleteBillingItemPayload> {
  const refused = (error: QuoteError): DeleteBillingItemPayload => ({ deletedId: null, quote: null, error });
  const done = await inTransaction(
    em,
    async (tx) => {
      const run = <T>(sql: string, params: unknown[]) => tx.getConnection().execute(sql, params, "all", tx.getTransactionContext()) as Promise<T>;
      const [item] = await run<{ billingId: number; description: string }[]>(
        `select billing_id as "billingId", description from billing.billing_item where id = ?`,
        [id],
      );
      if (!item) throw new NotFoundError();
      const quote = await writableQuote(tx, viewer, item.billingId, (q) => assertChangeable(q, viewer));
      await run("delete from billing.billing_item where id = ?", [id]);
      await recomputeTotals(tx, quote.id, statusAfterChange(viewer, quote));
      audit(tx, viewer, {
        entityName: "Quote",
        entityId: quote.id,
        action: "Updated",
        actionTaken: `Deleted item '${item.description.slice(0, 80)}' from quote ${quote.quoteRef}`,
      });
      await tx.flush();
      return quote.id;
    },
    refused,
  );
  if (typeof done !== "number") return done;
  return { deletedId: id, quote: await getQuote(em.fork(), viewer, done), error: null };
}
