import { screen, waitFor, within } from "@testing-library/react";
import { graphql, HttpResponse } from "msw";
import type { ResultOf } from "@graphql-typed-document-node/core";
import { callsOf, gqlError } from "../../../test/api";
import { SALES } from "../../../test/fixtures";
import { findNotice } from "../../../test/notices";
import { renderApp } from "../../../test/render";
import { server } from "../../../test/server";
import type { Answer } from "../../../test/typed";
import { editableWorkOrder, mockEditorApi } from "../test/editor-api";
import type { ApproveQuoteButton_Accept, ApproveQuoteButton_Quotes } from "./ApproveQuoteButton";

type Quotes = Answer<ResultOf<typeof ApproveQuoteButton_Quotes>>;
type Accept = Answer<ResultOf<typeof ApproveQuoteButton_Accept>>;

const sent = (id: number, summary: string, answer = true): Quotes["quotes"]["nodes"][number] => ({
  __typename: "Quote",
  id,
  quoteRef: `QT${String(id).padStart(6, "0")}`,
  summary,
  totalAmountExTax: "1234.5",
  version: 2,
  viewerCan: { __typename: "QuoteViewerCan", answer },
});

async function openOrder(
  status: number,
  { me, quotes = [sent(12, "Replace the pump")], fail = false }: { me?: unknown; quotes?: Quotes["quotes"]["nodes"]; fail?: boolean } = {},
) {
  const api = mockEditorApi({ me, workOrder: editableWorkOrder(42, { workOrderStatusId: status, workOrderStatus: `Status ${status}` }) });
  const record = (name: string, variables: Record<string, unknown>) => (api.calls[name] ??= []).push({ variables, at: Date.now() });
  server.use(
    graphql.query("ApproveQuoteButton_Quotes", ({ variables }) => {
      record("ApproveQuoteButton_Quotes", variables);
      const data: Quotes = { quotes: { __typename: "QuotePage", totalCount: quotes.length, totalCountExact: true, nodes: quotes } };
      return HttpResponse.json({ data });
    }),
    graphql.mutation("ApproveQuoteButton_Accept", ({ variables }) => {
      record("ApproveQuoteButton_Accept", variables);
      if (fail) return HttpResponse.json(gqlError("You may not take quote decisions", "FORBIDDEN"));
      const data: Accept = {
        acceptQuote: {
          __typename: "QuoteDecisionPayload",
          newWorkOrderId: 2101,
          quote: {
            __typename: "Quote",
            id: Number(variables.quoteId),
            billingStatusId: 4,
            billingStatus: "Accepted",
            newWorkOrderId: 2101,
            version: 3,
          },
          error: null,
        },
      };
      return HttpResponse.json({ data });
    }),
  );
  const rendered = renderApp("/work-order/42", { authCode: me ? "S" : "A" });
  await screen.findByRole("form", { name: "Work order details" });
  await screen.findByRole("button", { name: "Save" });
  return { ...api, ...rendered };
}

describe("the admin work-order view's Approve quote (portals §4)", () => {
  it("shows at status 4 and accepts the order's quote awaiting approval after the confirmation: 'Quote approved', then the new order", async () => {
    const { calls, user } = await openOrder(4);
    await user.click(await screen.findByRole("button", { name: "Approve quote" }));
    const dialog = await screen.findByRole("dialog", { name: "Approve quote" });
    expect(within(dialog).getByText("QT000012: Replace the pump (£1,234.50)")).toBeTruthy();
    expect(within(dialog).getByText("Are you sure that you want to proceed?")).toBeTruthy();
    expect(callsOf(calls, "ApproveQuoteButton_Quotes")[0]).toEqual({ workOrderId: 42, billingStatusId: 2 });
    await user.click(within(dialog).getByRole("button", { name: "Yes" }));
    await findNotice("Quote approved", "success");
    expect(callsOf(calls, "ApproveQuoteButton_Accept")).toEqual([{ quoteId: 12, workOrderId: 42, version: 2 }]);
    await waitFor(() => expect(window.location.hash).toBe("#/work-order/2101"));
  });

  it("lets staff choose among several quotes awaiting approval; No leaves everything as it was", async () => {
    const { calls, user } = await openOrder(4, { quotes: [sent(12, "Replace the pump"), sent(13, "Repair the pump")] });
    await user.click(await screen.findByRole("button", { name: "Approve quote" }));
    const dialog = await screen.findByRole("dialog", { name: "Approve quote" });
    await user.click(within(dialog).getByRole("button", { name: "No" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Approve quote" })).toBeNull());
    expect(callsOf(calls, "ApproveQuoteButton_Accept")).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Approve quote" }));
    const again = await screen.findByRole("dialog", { name: "Approve quote" });
    await user.selectOptions(within(again).getByLabelText("Quote awaiting approval"), "QT000013: Repair the pump (£1,234.50)");
    await user.click(within(again).getByRole("button", { name: "Yes" }));
    await findNotice("Quote approved", "success");
    expect(callsOf(calls, "ApproveQuoteButton_Accept")).toEqual([{ quoteId: 13, workOrderId: 42, version: 2 }]);
  });

  it("says 'Something wrong!' when the approval fails, and stays on the order", async () => {
    const { user } = await openOrder(4, { fail: true });
    await user.click(await screen.findByRole("button", { name: "Approve quote" }));
    await user.click(within(await screen.findByRole("dialog", { name: "Approve quote" })).getByRole("button", { name: "Yes" }));
    await findNotice("Something wrong!", "error");
    expect(window.location.hash).toBe("#/work-order/42");
  });

  it.each([2, 3, 6])("is not there at status %i", async (status) => {
    const { calls } = await openOrder(status);
    expect(screen.queryByRole("button", { name: "Approve quote" })).toBeNull();
    expect(callsOf(calls, "ApproveQuoteButton_Quotes")).toEqual([]);
  });

  it("is not there when the server says the viewer may not answer the quote (staff without COST_DECISIONS: reporting at full)", async () => {
    const { calls } = await openOrder(4, { me: SALES, quotes: [sent(12, "Replace the pump", false)] });
    await waitFor(() => expect(callsOf(calls, "ApproveQuoteButton_Quotes")).toHaveLength(1));
    expect(screen.queryByRole("button", { name: "Approve quote" })).toBeNull();
  });
});
