import { graphql } from "msw";
import { failedReply, gqlError, mockApi, okReply as ok, type ApiCalls } from "../../../test/api";
import { ADMIN } from "../../../test/fixtures";
import { server } from "../../../test/server";

type Vars = Record<string, unknown>;

export type FakeItem = {
  id: number;
  billingId: number;
  description: string;
  billingItemType: string | null;
  units: string;
  itemAmountExTax: string;
  taxRate: string;
  lineAmountExTax: string;
  taxAmount: string;
  lineAmountIncTax: string;
};

export type FakeQuote = {
  id: number;
  quoteRef: string;
  workOrderId: number;
  workOrderRef: string;
  billingDate: string;
  billingStatusId: number;
  billingStatus: string;
  contractorName: string;
  clientName: string;
  siteName: string;
  ampmQuoteRef: string | null;
  summary: string;
  sentAt: string | null;
  decidedAt: string | null;
  decisionNote: string | null;
  totalAmountExTax: string;
  totalTax: string;
  totalAmountIncTax: string;
  version: number;
};

const quote = (id: number, over: Partial<FakeQuote>): FakeQuote => ({
  id,
  quoteRef: `QT${String(id).padStart(6, "0")}`,
  workOrderId: 100 + id,
  workOrderRef: `WO${String(100 + id).padStart(7, "0")}`,
  billingDate: "2026-10-01T09:00:00Z",
  billingStatusId: 1,
  billingStatus: "Draft",
  contractorName: "Apex Building Services Ltd",
  clientName: "Harbour Retail Group",
  siteName: "Harbour Home Manchester",
  ampmQuoteRef: null,
  summary: `Quote ${id}`,
  sentAt: null,
  decidedAt: null,
  decisionNote: null,
  totalAmountExTax: "0.00",
  totalTax: "0.00",
  totalAmountIncTax: "0.00",
  version: 1,
  ...over,
});

/** Three quotes: a draft with two awkward lines, a sent one with an AMPM reference, an accepted one (on the same order as the draft) */
export function demoQuotes(): FakeQuote[] {
  return [
    quote(1, {
      summary: "Replace the boiler pump",
      billingDate: "2026-10-05T23:30:00Z",
      totalAmountExTax: "100.01",
      totalTax: "20.00",
      totalAmountIncTax: "120.01",
    }),
    quote(2, {
      workOrderId: 102,
      billingStatusId: 2,
      billingStatus: "Sent for Approval",
      ampmQuoteRef: "AMPM-77",
      summary: "Rewire the stockroom lighting",
      contractorName: "Brightwater Plumbing & Heating",
      clientName: "Northgate Leisure Ltd",
      siteName: "Northgate Gyms Bristol",
      billingDate: "2026-09-12T10:00:00Z",
      sentAt: "2026-09-12T11:00:00Z",
      totalAmountExTax: "1234.5",
      totalTax: "246.90",
      totalAmountIncTax: "1481.40",
    }),
    quote(3, {
      workOrderId: 101,
      workOrderRef: "WO0000101",
      billingStatusId: 4,
      billingStatus: "Accepted",
      summary: "Accepted: service the chiller",
      billingDate: "2026-08-01T08:00:00Z",
      sentAt: "2026-08-01T09:00:00Z",
      decidedAt: "2026-08-02T09:00:00Z",
      decisionNote: "Go ahead",
      totalAmountExTax: "50.00",
      totalTax: "10.00",
      totalAmountIncTax: "60.00",
    }),
  ];
}

export function demoItems(): FakeItem[] {
  return [
    {
      id: 11,
      billingId: 1,
      description: "Engineer (3 hours)",
      billingItemType: "Labour",
      units: "3.000",
      itemAmountExTax: "33.333",
      taxRate: "0.2000",
      lineAmountExTax: "100.00",
      taxAmount: "20.00",
      lineAmountIncTax: "120.00",
    },
    {
      id: 12,
      billingId: 1,
      description: "Washer",
      billingItemType: null,
      units: "1.000",
      itemAmountExTax: "0.005",
      taxRate: "0.0500",
      lineAmountExTax: "0.01",
      taxAmount: "0.00",
      lineAmountIncTax: "0.01",
    },
  ];
}

export type QuotationsApiOptions = {
  me?: unknown;
  quotes?: FakeQuote[];
  /** Refuses every saveQuote with this message and these field errors */
  refuseSave?: { message: string; fieldErrors: Array<{ field: string; message: string }> };
  /** deleteQuote fails outright (a GraphQL error with this message) */
  failDelete?: string;
};

const SORTS: Record<string, keyof FakeQuote> = {
  BILLING_DATE: "billingDate",
  QUOTE_REF: "id",
  CONTRACTOR: "contractorName",
  WORK_ORDER: "workOrderId",
  CLIENT: "clientName",
  AMPM_QUOTE_REF: "ampmQuoteRef",
  SUMMARY: "summary",
  STATUS: "billingStatus",
  TOTAL: "totalAmountExTax",
};

/** The quotations screens' API over an in-memory store, recording each call (and mockApi's shell) */
export function mockQuotationsApi(options: QuotationsApiOptions = {}) {
  const calls: ApiCalls = mockApi({ me: options.me ?? ADMIN });
  const record = (name: string, variables: Vars) => (calls[name] ??= []).push({ variables, at: Date.now() });
  const quotes = options.quotes ?? demoQuotes();
  const items = demoItems();
  const node = (q: FakeQuote) => ({ __typename: "Quote", ...q });
  const page = (rows: FakeQuote[], variables: Vars) => {
    const sort = (variables.sort as Array<{ field: string; direction: string }> | null)?.[0];
    const key = SORTS[sort?.field ?? "BILLING_DATE"]!;
    const sorted = [...rows].sort((a, b) => {
      const x = a[key] ?? "";
      const y = b[key] ?? "";
      const c =
        typeof x === "number" && typeof y === "number" ? x - y : key.startsWith("total") ? Number(x) - Number(y) : String(x).localeCompare(String(y));
      return sort?.direction === "DESC" ? -c : c;
    });
    const p = Number(variables.page ?? 1);
    const size = Number(variables.pageSize ?? 20);
    return {
      __typename: "QuotePage",
      totalCount: rows.length,
      totalCountExact: true,
      page: p,
      pageSize: size,
      nodes: sorted.slice((p - 1) * size, p * size).map(node),
    };
  };

  server.use(
    graphql.query("QuotationGrid_Quotes", ({ variables }) => {
      record("QuotationGrid_Quotes", variables);
      const search = String(variables.search ?? "").toLowerCase();
      const rows = quotes.filter(
        (q) =>
          !search ||
          [q.quoteRef, q.summary, q.ampmQuoteRef ?? "", q.contractorName, q.clientName, q.workOrderRef].some((s) => s.toLowerCase().includes(search)),
      );
      return ok({ quotes: page(rows, variables) });
    }),
    graphql.query("WorkOrderQuotesTab_Quotes", ({ variables }) => {
      record("WorkOrderQuotesTab_Quotes", variables);
      return ok({
        quotes: page(
          quotes.filter((q) => q.workOrderId === Number(variables.workOrderId)),
          variables,
        ),
      });
    }),
    graphql.mutation("QuotationGrid_Delete", ({ variables }) => {
      record("QuotationGrid_Delete", variables);
      if (options.failDelete) return failedReply(gqlError(options.failDelete, "INTERNAL_SERVER_ERROR").errors);
      const q = quotes.find((x) => x.id === Number(variables.id))!;
      if (q.billingStatusId === 4)
        return ok({
          deleteQuote: {
            __typename: "DeleteQuotePayload",
            deletedId: null,
            error: { __typename: "QuoteError", code: "ACCEPTED", message: "An accepted quote cannot be deleted", fieldErrors: [] },
          },
        });
      quotes.splice(quotes.indexOf(q), 1);
      return ok({ deleteQuote: { __typename: "DeleteQuotePayload", deletedId: q.id, error: null } });
    }),
    graphql.query("QuotationPopup_Quote", ({ variables }) => {
      record("QuotationPopup_Quote", variables);
      const q = quotes.find((x) => x.id === Number(variables.id));
      return q ? ok({ quote: node(q) }) : failedReply(gqlError("No data found!", "NOT_FOUND").errors);
    }),
    graphql.query("QuotationPopup_Items", ({ variables }) => {
      record("QuotationPopup_Items", variables);
      const rows = items.filter((i) => i.billingId === Number(variables.billingId)).map((i) => ({ __typename: "BillingItem", ...i }));
      return ok({ billingItems: { __typename: "BillingItemPage", totalCount: rows.length, totalCountExact: true, nodes: rows } });
    }),
    graphql.mutation("QuotationPopup_Save", ({ variables }) => {
      record("QuotationPopup_Save", variables);
      if (options.refuseSave) {
        const { message, fieldErrors } = options.refuseSave;
        const error = {
          __typename: "QuoteError",
          code: "INVALID",
          message,
          fieldErrors: fieldErrors.map((f) => ({ __typename: "FieldError", ...f })),
        };
        return ok({ saveQuote: { __typename: "SaveQuotePayload", quote: null, error } });
      }
      const input = variables.input as { id: number; ampmQuoteRef: string | null };
      const q = quotes.find((x) => x.id === input.id)!;
      Object.assign(q, { ampmQuoteRef: input.ampmQuoteRef, version: q.version + 1 });
      return ok({ saveQuote: { __typename: "SaveQuotePayload", quote: node(q), error: null } });
    }),
  );
  return { calls, quotes };
}
