import { screen, waitFor, within } from "@testing-library/react";
import { graphql, HttpResponse } from "msw";
import type { ResultOf } from "@graphql-typed-document-node/core";
import { callsOf, gqlError, mockApi, type ApiCalls } from "../../../test/api";
import { CLIENT } from "../../../test/fixtures";
import { columnTitles, gridNamed, rowsOf } from "../../../test/grid";
import { findNotice } from "../../../test/notices";
import { renderApp } from "../../../test/render";
import { server } from "../../../test/server";
import type { Answer } from "../../../test/typed";
import type { QuotationPopup_Items } from "../../quotations/components/QuotationPopup";
import type { ClientQuoteDecisions_Accept, ClientQuoteDecisions_Alternative, ClientQuoteDecisions_Reject } from "../components/ClientQuoteDecisions";
import type { ClientQuotePopup_Quote } from "../components/ClientQuotePopup";
import type { ClientQuotesPage_Quotes } from "./ClientQuotesPage";

type Page = Answer<ResultOf<typeof ClientQuotesPage_Quotes>>;
type Row = Page["quotes"]["nodes"][number];
type Quote = Answer<ResultOf<typeof ClientQuotePopup_Quote>>["quote"];
type Items = Answer<ResultOf<typeof QuotationPopup_Items>>["billingItems"];
type Accept = Answer<ResultOf<typeof ClientQuoteDecisions_Accept>>;
type Reject = Answer<ResultOf<typeof ClientQuoteDecisions_Reject>>;
type Alternative = Answer<ResultOf<typeof ClientQuoteDecisions_Alternative>>;

const quote = (id: number, over: Partial<Quote> = {}): Quote => ({
  __typename: "Quote",
  id,
  quoteRef: `QT${String(id).padStart(6, "0")}`,
  ampmQuoteRef: null,
  billingDate: "2026-10-05T23:30:00Z",
  billingStatusId: 2,
  billingStatus: "Sent for Approval",
  summary: `Quote ${id}`,
  workOrderId: 100 + id,
  workOrderRef: `WO${String(100 + id).padStart(7, "0")}`,
  siteName: "Harbour Home Manchester",
  contractorName: "Apex Building Services Ltd",
  sentAt: "2026-10-06T09:00:00Z",
  decidedAt: null,
  decisionNote: null,
  totalAmountExTax: "100.01",
  totalTax: "20.00",
  totalAmountIncTax: "120.01",
  version: 3,
  viewerCan: { __typename: "QuoteViewerCan", answer: (over.billingStatusId ?? 2) === 2 },
  ...over,
});

const QUOTES: Quote[] = [
  quote(1),
  quote(2, { ampmQuoteRef: "AMPM-77", billingStatusId: 4, billingStatus: "Accepted", totalAmountExTax: "1234.5", summary: "Rewire the stockroom" }),
];

const ITEMS: Items = {
  __typename: "BillingItemPage",
  totalCount: 2,
  totalCountExact: true,
  nodes: [
    {
      __typename: "BillingItem",
      id: 11,
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
      __typename: "BillingItem",
      id: 12,
      description: "Washer",
      billingItemType: null,
      units: "1.000",
      itemAmountExTax: "0.005",
      taxRate: "0.0000",
      lineAmountExTax: "0.01",
      taxAmount: "0.00",
      lineAmountIncTax: "0.01",
    },
  ],
};

type Options = {
  /** What acceptQuote answers: a new work order's id, a refusal, or a failed call */
  accept?: "ok" | "refused" | "failed";
  reject?: "ok" | "failed";
};

function mockQuotesApi({ accept = "ok", reject = "ok" }: Options = {}): ApiCalls {
  const calls = mockApi({ me: CLIENT });
  const record = (name: string, variables: Record<string, unknown>) => (calls[name] ??= []).push({ variables, at: Date.now() });
  const decided = (id: number): Quote => ({
    ...QUOTES.find((q) => q.id === id)!,
    billingStatusId: 3,
    billingStatus: "Rejected",
    version: 4,
    viewerCan: { __typename: "QuoteViewerCan", answer: false },
  });
  server.use(
    graphql.query("ClientQuotesPage_Quotes", ({ variables }) => {
      record("ClientQuotesPage_Quotes", variables);
      const nodes: Row[] = QUOTES.map(({ id, billingDate, ampmQuoteRef, quoteRef, siteName, summary, totalAmountExTax, billingStatus }) => ({
        __typename: "Quote",
        id,
        billingDate,
        ampmQuoteRef,
        quoteRef,
        siteName,
        summary,
        totalAmountExTax,
        billingStatus,
      }));
      const data: Page = {
        quotes: { __typename: "QuotePage", totalCount: nodes.length, totalCountExact: true, page: 1, pageSize: 20, nodes },
      };
      return HttpResponse.json({ data });
    }),
    graphql.query("ClientQuotePopup_Quote", ({ variables }) => {
      record("ClientQuotePopup_Quote", variables);
      const found = QUOTES.find((q) => q.id === Number(variables.id));
      if (!found) return HttpResponse.json(gqlError("No data found!", "NOT_FOUND"));
      const data: Answer<ResultOf<typeof ClientQuotePopup_Quote>> = { quote: found };
      return HttpResponse.json({ data });
    }),
    graphql.query("QuotationPopup_Items", () => HttpResponse.json({ data: { billingItems: ITEMS } })),
    graphql.mutation("ClientQuoteDecisions_Accept", ({ variables }) => {
      record("ClientQuoteDecisions_Accept", variables);
      if (accept === "failed") return HttpResponse.json(gqlError("Quote decisions are unavailable", "UNAVAILABLE"));
      const data: Accept =
        accept === "refused"
          ? {
              acceptQuote: {
                __typename: "QuoteDecisionPayload",
                newWorkOrderId: null,
                quote: null,
                error: {
                  __typename: "QuoteDecisionError",
                  code: "NOT_AWAITING_APPROVAL",
                  message: "The work order is not awaiting quote approval",
                  fieldErrors: [],
                  // the error is the SaveForm_Error fragment, whose type is masked
                } as never,
              },
            }
          : {
              acceptQuote: {
                __typename: "QuoteDecisionPayload",
                newWorkOrderId: 2101,
                quote: {
                  __typename: "Quote",
                  id: 1,
                  billingStatusId: 4,
                  billingStatus: "Accepted",
                  decidedAt: "2026-10-07T09:00:00Z",
                  newWorkOrderId: 2101,
                  version: 4,
                },
                error: null,
              },
            };
      return HttpResponse.json({ data });
    }),
    graphql.mutation("ClientQuoteDecisions_Reject", ({ variables }) => {
      record("ClientQuoteDecisions_Reject", variables);
      if (reject === "failed") return HttpResponse.json(gqlError("Quote decisions are unavailable", "UNAVAILABLE"));
      const q = decided(Number(variables.quoteId));
      const data: Reject = {
        rejectQuote: {
          __typename: "QuoteDecisionPayload",
          quote: {
            __typename: "Quote",
            id: q.id,
            billingStatusId: 3,
            billingStatus: "Rejected",
            decidedAt: "2026-10-07T09:00:00Z",
            decisionNote: String(variables.note),
            version: 4,
          },
          error: null,
        },
      };
      return HttpResponse.json({ data });
    }),
    graphql.mutation("ClientQuoteDecisions_Alternative", ({ variables }) => {
      record("ClientQuoteDecisions_Alternative", variables);
      const data: Alternative = {
        requestAlternativeQuote: {
          __typename: "QuoteDecisionPayload",
          quote: {
            __typename: "Quote",
            id: Number(variables.quoteId),
            billingStatusId: 5,
            billingStatus: "Alternative Requested",
            decidedAt: "2026-10-07T09:00:00Z",
            decisionNote: String(variables.note),
            version: 4,
          },
          error: null,
        },
      };
      return HttpResponse.json({ data });
    }),
  );
  return calls;
}

async function openQuotes(path = "/client_portal/1/quotes", options: Options = {}) {
  const calls = mockQuotesApi(options);
  const rendered = renderApp(path, { authCode: "C" });
  await waitFor(() => expect(rowsOf(gridNamed("Quotes")).length).toBe(2));
  return { calls, ...rendered };
}

const popup = () => screen.findByRole("dialog", { name: /Quote QT/ });

describe("#/client_portal/{id}/quotes", () => {
  afterEach(() => jest.restoreAllMocks());

  it("shows the §2.1 item 4 grid, server paged for the client: 'Not set' for an empty AMPM Quote Ref., which opens the quote", async () => {
    const { calls, user } = await openQuotes();
    const grid = gridNamed("Quotes");
    expect(columnTitles(grid)).toEqual(["Dated", "AMPM Quote Ref.", "Quote Ref.", "Site", "Description", "Cost", "Status"]);
    expect(rowsOf(grid)).toEqual([
      ["06/10/2026", "Not set", "QT000001", "Harbour Home Manchester", "Quote 1", "£100.01", "Sent for Approval"],
      ["06/10/2026", "AMPM-77", "QT000002", "Harbour Home Manchester", "Rewire the stockroom", "£1,234.50", "Accepted"],
    ]);
    expect(callsOf(calls, "ClientQuotesPage_Quotes")[0]).toMatchObject({
      clientId: 1,
      page: 1,
      pageSize: 20,
      sort: [{ field: "BILLING_DATE", direction: "ASC" }],
    });
    const link = within(grid).getByRole("link", { name: "Not set" });
    expect(link.getAttribute("href")).toBe("#/client_portal/1/quotes?quote=1");
    await user.click(link);
    const dialog = await popup();
    expect(await within(dialog).findByText("Engineer (3 hours)")).toBeTruthy();
    const totals = within(dialog).getByLabelText("Quote totals");
    expect(totals.textContent).toBe("Total ex tax£100.01Tax£20.00Total inc tax£120.01");
    // the work order links to the portal's work-order page, which opens its details
    expect(within(dialog).getByRole("link", { name: "WO0000101" }).getAttribute("href")).toBe("#/client_portal/1/work-orders?workOrder=101");
  });

  it("searches on the server", async () => {
    const { calls, user } = await openQuotes();
    await user.type(within(gridNamed("Quotes")).getByRole("searchbox"), "boiler");
    await waitFor(() => expect(callsOf(calls, "ClientQuotesPage_Quotes").at(-1)).toMatchObject({ clientId: 1, search: "boiler", page: 1 }));
  });

  it("offers the three decisions only on a quote awaiting the client's approval", async () => {
    await openQuotes("/client_portal/1/quotes?quote=2");
    const dialog = await popup();
    await within(dialog).findByText("Rewire the stockroom");
    expect(within(dialog).queryByRole("button", { name: "Approve" })).toBeNull();
    expect(within(dialog).queryByRole("button", { name: "Reject" })).toBeNull();
    expect(within(dialog).queryByRole("button", { name: "Alternative quote" })).toBeNull();
    expect(within(dialog).getByText("AMPM-77")).toBeTruthy();
  });

  it("approves after the confirmation: 'Quote approved', the grid reloads and the new work order opens", async () => {
    const { calls, user } = await openQuotes("/client_portal/1/quotes?quote=1");
    const pushed = jest.spyOn(window.history, "pushState");
    const dialog = await popup();
    await user.click(await within(dialog).findByRole("button", { name: "Approve" }));
    await user.click(await screen.findByRole("button", { name: "Yes" }));
    await findNotice("Quote approved", "success");
    expect(callsOf(calls, "ClientQuoteDecisions_Accept")).toEqual([{ quoteId: 1, version: 3 }]);
    // the portal's work-order page opens the new order's details from the address
    await waitFor(() => expect(pushed.mock.calls.map((c) => String(c[2]))).toContain("#/client_portal/1/work-orders?workOrder=2101"));
    expect(callsOf(calls, "ClientQuotesPage_Quotes").length).toBeGreaterThan(1);
  });

  it("says 'Something wrong!' when the approval is refused (with the reason) or fails, and stays on the quote", async () => {
    const { calls, user } = await openQuotes("/client_portal/1/quotes?quote=1", { accept: "refused" });
    const dialog = await popup();
    await user.click(await within(dialog).findByRole("button", { name: "Approve" }));
    await user.click(await screen.findByRole("button", { name: "Yes" }));
    await findNotice("Something wrong!", "error");
    expect(await within(dialog).findByText("The work order is not awaiting quote approval")).toBeTruthy();
    expect(window.location.hash).toBe("#/client_portal/1/quotes?quote=1");
    expect(callsOf(calls, "ClientQuoteDecisions_Accept")).toHaveLength(1);
  });

  it("says 'Something wrong!' when the call itself fails", async () => {
    const { user } = await openQuotes("/client_portal/1/quotes?quote=1", { accept: "failed" });
    const dialog = await popup();
    await user.click(await within(dialog).findByRole("button", { name: "Approve" }));
    await user.click(await screen.findByRole("button", { name: "Yes" }));
    await findNotice("Something wrong!", "error");
    expect(window.location.hash).toBe("#/client_portal/1/quotes?quote=1");
  });

  it("rejects only with a note ('Required fields' without one): 'Quote rejected', the popups close and the grid reloads", async () => {
    const { calls, user } = await openQuotes("/client_portal/1/quotes?quote=1");
    const dialog = await popup();
    await user.click(await within(dialog).findByRole("button", { name: "Reject" }));
    const form = await screen.findByRole("form", { name: "Reject quote" });
    await user.click(within(form).getByRole("button", { name: "Reject" }));
    await findNotice("Required fields", "required");
    expect(within(form).getByLabelText(/Note/).getAttribute("aria-invalid")).toBe("true");
    expect(callsOf(calls, "ClientQuoteDecisions_Reject")).toEqual([]);

    const before = callsOf(calls, "ClientQuotesPage_Quotes").length;
    await user.type(within(form).getByLabelText(/Note/), "  Too dear  ");
    await user.click(within(form).getByRole("button", { name: "Reject" }));
    await findNotice("Quote rejected", "success");
    expect(callsOf(calls, "ClientQuoteDecisions_Reject")).toEqual([{ quoteId: 1, version: 3, note: "Too dear" }]);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(window.location.hash).toBe("#/client_portal/1/quotes");
    await waitFor(() => expect(callsOf(calls, "ClientQuotesPage_Quotes").length).toBeGreaterThan(before));
  });

  it("says 'Something wrong!' when the rejection fails, keeping the note", async () => {
    const { user } = await openQuotes("/client_portal/1/quotes?quote=1", { reject: "failed" });
    const dialog = await popup();
    await user.click(await within(dialog).findByRole("button", { name: "Reject" }));
    const form = await screen.findByRole("form", { name: "Reject quote" });
    await user.type(within(form).getByLabelText(/Note/), "Too dear");
    await user.click(within(form).getByRole("button", { name: "Reject" }));
    await findNotice("Something wrong!", "error");
    expect((within(form).getByLabelText(/Note/) as HTMLTextAreaElement).value).toBe("Too dear");
  });

  it("asks for an alternative quote with a required note in the 'Alternative quote request' popup", async () => {
    const { calls, user } = await openQuotes("/client_portal/1/quotes?quote=1");
    const dialog = await popup();
    await user.click(await within(dialog).findByRole("button", { name: "Alternative quote" }));
    expect(await screen.findByRole("dialog", { name: "Alternative quote request" })).toBeTruthy();
    const form = screen.getByRole("form", { name: "Alternative quote request" });
    await user.click(within(form).getByRole("button", { name: "Send" }));
    await findNotice("Required fields", "required");
    await user.type(within(form).getByLabelText(/Note/), "A cheaper pump, please");
    await user.click(within(form).getByRole("button", { name: "Send" }));
    await findNotice("Alternative quote requested", "success");
    expect(callsOf(calls, "ClientQuoteDecisions_Alternative")).toEqual([{ quoteId: 1, version: 3, note: "A cheaper pump, please" }]);
  });
});
