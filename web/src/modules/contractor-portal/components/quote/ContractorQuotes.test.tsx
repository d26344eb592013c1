import { screen, waitFor, within } from "@testing-library/react";
import { graphql } from "msw";
import { failedReply, okReply } from "../../../../test/api";
import { findNotice } from "../../../../test/notices";
import { cardsOf, columnTitles, gridNamed, rowsOf } from "../../../../test/grid";
import { server } from "../../../../test/server";
import type { Viewer } from "../../../../app/access/ViewerContext";
import { renderTab } from "../../../work-orders/tabs/test/render-tab";
import { ContractorQuotes } from "./ContractorQuotes";

type Vars = Record<string, unknown>;
const CONTRACTOR: Viewer = { kind: "CONTRACTOR", userId: 11, fullName: "Dan Carter", contractorId: 1, permissions: [] };

const STATUS: Record<number, string> = { 1: "Draft", 2: "Sent for Approval", 3: "Rejected", 4: "Accepted", 5: "Alternative Requested" };

type Item = { id: number; description: string; units: string; itemAmountExTax: string; taxRate: string; billingItemTypeId: number | null };
type QuoteState = { id: number; summary: string; status: number; version: number; items: Item[]; decisionNote?: string | null };

const pence = (n: number) => (Math.round(n * 100) / 100).toFixed(2);

/** An item's row as the API answers it (line, tax and gross to the penny) */
function itemRow(i: Item) {
  const net = Math.round(Number(i.units) * Number(i.itemAmountExTax) * 100) / 100;
  const tax = Math.round(net * Number(i.taxRate) * 100) / 100;
  return {
    __typename: "BillingItem",
    ...i,
    billingItemType: i.billingItemTypeId === 2 ? "Labour" : i.billingItemTypeId === 1 ? "Materials" : null,
    lineAmountExTax: pence(net),
    taxAmount: pence(tax),
    lineAmountIncTax: pence(net + tax),
  };
}

/** The quote as the API answers it: totals from its items, and what the contractor may do (the server's rules, docs/billing.md) */
function quoteOf(q: QuoteState) {
  const rows = q.items.map(itemRow);
  const sum = (f: "lineAmountExTax" | "taxAmount" | "lineAmountIncTax") => pence(rows.reduce((s, r) => s + Number(r[f]), 0));
  const writable = [1, 3, 5].includes(q.status);
  return {
    __typename: "Quote",
    id: q.id,
    quoteRef: `QT${String(q.id).padStart(6, "0")}`,
    billingDate: "2026-11-02T10:00:00Z",
    billingStatusId: q.status,
    billingStatus: STATUS[q.status],
    summary: q.summary,
    decisionNote: q.decisionNote ?? null,
    totalAmountExTax: sum("lineAmountExTax"),
    totalTax: sum("taxAmount"),
    totalAmountIncTax: sum("lineAmountIncTax"),
    version: q.version,
    viewerCan: {
      __typename: "QuoteViewerCan",
      answer: false,
      edit: writable,
      send: writable && q.items.length > 0,
      delete: q.status !== 2 && q.status !== 4,
    },
  };
}

const quoteError = (message: string, field?: string) => ({
  __typename: "QuoteError",
  code: "INVALID",
  message,
  fieldErrors: field ? [{ __typename: "FieldError", field, message }] : [],
});

type Options = { deleteRefusal?: string; sendRefusal?: string; saveRefusal?: string };

function mockQuotes(initial: QuoteState[], options: Options = {}) {
  const quotes = new Map(initial.map((q) => [q.id, { ...q, items: [...q.items] }]));
  let nextItem = 500;
  const calls: Record<string, Vars[]> = {};
  const record = (name: string, v: Vars) => (calls[name] ??= []).push(v);
  const quoteOfItem = (itemId: number) => [...quotes.values()].find((q) => q.items.some((i) => i.id === itemId))!;
  server.use(
    graphql.query("ContractorQuotes_Quotes", ({ variables }) => {
      record("list", variables);
      const nodes = [...quotes.values()].map((q) => {
        const { id, quoteRef, billingDate, summary, billingStatusId, billingStatus, totalAmountExTax } = quoteOf(q);
        return { __typename: "Quote", id, quoteRef, billingDate, summary, billingStatusId, billingStatus, totalAmountExTax };
      });
      return okReply({ quotes: { __typename: "QuotePage", totalCount: nodes.length, totalCountExact: true, nodes } });
    }),
    graphql.query("ContractorQuote_Quote", ({ variables }) => {
      const q = quotes.get(Number(variables.id));
      return q ? okReply({ quote: quoteOf(q) }) : failedReply([{ message: "No data found!", extensions: { code: "NOT_FOUND" } }]);
    }),
    graphql.query("ContractorQuote_Items", ({ variables }) => {
      record("items", variables);
      const rows = (quotes.get(Number(variables.billingId))?.items ?? []).map(itemRow);
      return okReply({ billingItems: { __typename: "BillingItemPage", totalCount: rows.length, totalCountExact: true, nodes: rows } });
    }),
    graphql.query("ContractorQuote_ItemTypes", () =>
      okReply({
        billingItemTypes: [
          { __typename: "BillingItemType", id: 1, name: "Materials" },
          { __typename: "BillingItemType", id: 2, name: "Labour" },
        ],
      }),
    ),
    graphql.mutation("ContractorQuote_Save", ({ variables }) => {
      const input = variables.input as Vars;
      record("save", input);
      if (options.saveRefusal)
        return okReply({ saveQuote: { __typename: "SaveQuotePayload", quote: null, error: quoteError(options.saveRefusal, "summary") } });
      const id = input.id ? Number(input.id) : 90 + quotes.size;
      const q: QuoteState = quotes.get(id) ?? { id, summary: "", status: 1, version: 0, items: [] };
      Object.assign(q, { summary: input.summary, status: 1, version: q.version + 1 });
      quotes.set(id, q);
      return okReply({ saveQuote: { __typename: "SaveQuotePayload", quote: quoteOf(q), error: null } });
    }),
    graphql.mutation("ContractorQuote_SaveItem", ({ variables }) => {
      const input = variables.input as Vars;
      record("saveItem", input);
      const q = input.id ? quoteOfItem(Number(input.id)) : quotes.get(Number(input.billingId))!;
      const item: Item = {
        id: input.id ? Number(input.id) : nextItem++,
        description: String(input.description),
        units: String(input.units),
        itemAmountExTax: String(input.itemAmountExTax),
        taxRate: String(input.taxRate),
        billingItemTypeId: (input.billingItemTypeId as number | null) ?? null,
      };
      q.items = input.id ? q.items.map((i) => (i.id === item.id ? item : i)) : [...q.items, item];
      Object.assign(q, { status: 1, version: q.version + 1 });
      const { id, billingStatusId, billingStatus, totalAmountExTax, totalTax, totalAmountIncTax, version, viewerCan } = quoteOf(q);
      return okReply({
        saveBillingItem: {
          __typename: "SaveBillingItemPayload",
          item: { __typename: "BillingItem", id: item.id },
          quote: { __typename: "Quote", id, billingStatusId, billingStatus, totalAmountExTax, totalTax, totalAmountIncTax, version, viewerCan },
          error: null,
        },
      });
    }),
    graphql.mutation("ContractorQuote_DeleteItem", ({ variables }) => {
      record("deleteItem", variables);
      const q = quoteOfItem(Number(variables.id));
      q.items = q.items.filter((i) => i.id !== variables.id);
      q.version += 1;
      const { id, billingStatusId, billingStatus, totalAmountExTax, totalTax, totalAmountIncTax, version, viewerCan } = quoteOf(q);
      return okReply({
        deleteBillingItem: {
          __typename: "DeleteBillingItemPayload",
          deletedId: variables.id,
          quote: { __typename: "Quote", id, billingStatusId, billingStatus, totalAmountExTax, totalTax, totalAmountIncTax, version, viewerCan },
          error: null,
        },
      });
    }),
    graphql.mutation("ContractorQuote_Send", ({ variables }) => {
      record("send", variables);
      if (options.sendRefusal)
        return okReply({
          sendQuoteForApproval: {
            __typename: "QuoteDecisionPayload",
            quote: null,
            error: { __typename: "QuoteDecisionError", code: "STALE", message: options.sendRefusal, fieldErrors: [] },
          },
        });
      const q = quotes.get(Number(variables.quoteId))!;
      Object.assign(q, { status: 2, version: q.version + 1 });
      const { id, billingStatusId, billingStatus, version, viewerCan } = quoteOf(q);
      return okReply({
        sendQuoteForApproval: {
          __typename: "QuoteDecisionPayload",
          quote: { __typename: "Quote", id, billingStatusId, billingStatus, version, viewerCan },
          error: null,
        },
      });
    }),
    graphql.mutation("ContractorQuote_Delete", ({ variables }) => {
      record("delete", variables);
      if (options.deleteRefusal) {
        const message = options.deleteRefusal;
        options.deleteRefusal = undefined;
        return okReply({ deleteQuote: { __typename: "DeleteQuotePayload", deletedId: null, error: quoteError(message) } });
      }
      quotes.delete(Number(variables.id));
      return okReply({ deleteQuote: { __typename: "DeleteQuotePayload", deletedId: variables.id, error: null } });
    }),
  );
  return calls;
}

const valve: Item = { id: 11, description: "Replace float valve", units: "3", itemAmountExTax: "33.333", taxRate: "0.2000", billingItemTypeId: 1 };

type User = ReturnType<typeof renderTab>["user"];

async function answer(user: User, button: "Yes" | "No") {
  const alert = await screen.findByRole("alertdialog");
  await user.click(within(alert).getByRole("button", { name: button }));
  await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
}

async function openQuote(user: User, ref: string) {
  await waitFor(() => expect(rowsOf(gridNamed("Quotes")).length).toBeGreaterThan(0));
  await user.click(within(gridNamed("Quotes")).getByRole("button", { name: ref }));
  const dialog = await screen.findByRole("dialog", { name: "Quote" });
  await waitFor(() => expect(within(dialog).queryByLabelText("Loading")).toBeNull());
  return dialog;
}

let alertSpy: jest.SpyInstance;
beforeEach(() => {
  alertSpy = jest.spyOn(window, "alert").mockImplementation(() => undefined);
});
afterEach(() => alertSpy.mockRestore());

describe("ContractorQuotes", () => {
  it("lists the order's quotes: Quote Ref, Dated, Summary, Status, Amount; 'New quote' only while it may quote", async () => {
    const calls = mockQuotes([{ id: 12, summary: "Replace the cistern", status: 3, version: 4, items: [valve] }]);
    const first = renderTab(<ContractorQuotes workOrderId={7} canQuote />, CONTRACTOR);
    await waitFor(() => expect(rowsOf(gridNamed("Quotes"))).toHaveLength(1));
    expect(columnTitles(gridNamed("Quotes"))).toEqual(["Quote Ref", "Dated", "Summary", "Status", "Amount"]);
    expect(rowsOf(gridNamed("Quotes"))[0]).toEqual(["QT000012", "02/11/2026", "Replace the cistern", "Rejected", "£100.00"]);
    expect(calls.list![0]).toMatchObject({ workOrderId: 7 });
    expect(screen.getByRole("button", { name: "New quote" })).toBeTruthy();
    first.unmount();

    renderTab(<ContractorQuotes workOrderId={7} canQuote={false} />, CONTRACTOR);
    await waitFor(() => expect(rowsOf(gridNamed("Quotes"))).toHaveLength(1));
    expect(screen.queryByRole("button", { name: "New quote" })).toBeNull();
  });

  it("quotes anew: 'Required fields', items with the totals to the penny, and sends only with an item ('Quote sent for approval')", async () => {
    const calls = mockQuotes([]);
    const onChanged = jest.fn();
    const { user } = renderTab(<ContractorQuotes workOrderId={7} canQuote onChanged={onChanged} />, CONTRACTOR);
    await user.click(await screen.findByRole("button", { name: "New quote" }));
    const dialog = await screen.findByRole("dialog", { name: "Quote" });
    const ref = within(dialog).getByLabelText("Quote Ref") as HTMLInputElement;
    expect(ref.readOnly).toBe(true);
    // nothing to send or delete before it exists
    expect(within(dialog).queryByRole("button", { name: "Send for approval" })).toBeNull();
    expect(within(dialog).queryByRole("button", { name: "Delete quote" })).toBeNull();

    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await findNotice("Required fields", "required");
    expect(
      within(dialog)
        .getByLabelText(/^Summary/)
        .getAttribute("aria-invalid"),
    ).toBe("true");
    await user.click(within(dialog).getByRole("button", { name: "Add item" }));
    expect(calls.save).toBeUndefined();

    await user.type(within(dialog).getByLabelText(/^Summary/), "Replace the cistern and its valve");
    // adding the first item saves the quote first
    await user.click(within(dialog).getByRole("button", { name: "Add item" }));
    await findNotice("Quote Created", "success");
    expect(calls.save).toEqual([{ workOrderId: 7, summary: "Replace the cistern and its valve" }]);
    let item = await screen.findByRole("dialog", { name: "Quote item" });
    await waitFor(() => expect(ref.value).toBe("QT000090"));
    expect(within(dialog).queryByRole("button", { name: "Send for approval" })).toBeNull();

    // the item: description, units and amount required; units 1 or more; amounts with 3 decimals
    await user.click(within(item).getByRole("button", { name: "Save" }));
    await findNotice("Required fields", "required");
    expect(
      within(item)
        .getByLabelText(/^Description/)
        .getAttribute("aria-invalid"),
    ).toBe("true");
    expect(
      within(item)
        .getByLabelText(/^Amount ex tax/)
        .getAttribute("aria-invalid"),
    ).toBe("true");
    expect(
      within(item)
        .getByLabelText(/^Units/)
        .getAttribute("inputmode"),
    ).toBe("decimal");
    expect(
      within(item)
        .getByLabelText(/^Amount ex tax/)
        .getAttribute("inputmode"),
    ).toBe("decimal");
    expect((within(item).getByLabelText(/^Tax rate/) as HTMLInputElement).value).toBe("20");
    await user.type(within(item).getByLabelText(/^Description/), "Replace float valve");
    await user.selectOptions(within(item).getByLabelText(/^Type/), "1");
    const units = within(item).getByLabelText(/^Units/);
    await user.clear(units);
    await user.type(units, "0.5");
    await user.type(within(item).getByLabelText(/^Amount ex tax/), "33.3333");
    await user.click(within(item).getByRole("button", { name: "Save" }));
    await findNotice("Units must be 1 or more, with up to 3 decimals", "warning");
    expect(within(item).getByText("Amount must be 0 or more, with up to 3 decimals")).toBeTruthy();
    expect(calls.saveItem).toBeUndefined();
    await user.clear(units);
    await user.type(units, "3");
    const amount = within(item).getByLabelText(/^Amount ex tax/);
    await user.clear(amount);
    await user.type(amount, "33.333");
    expect(within(item).getByLabelText("Line").textContent).toBe("Net £100.00 · Tax £20.00 · Gross £120.00");
    await user.click(within(item).getByRole("button", { name: "Save" }));
    await findNotice("Item Created", "success");
    expect(calls.saveItem).toEqual([
      { billingId: 90, description: "Replace float valve", units: "3", itemAmountExTax: "33.333", taxRate: "0.2", billingItemTypeId: 1 },
    ]);
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Quote item" })).toBeNull());
    await waitFor(() => expect(rowsOf(within(dialog).getByRole("region", { name: "Quote items" }))).toHaveLength(1));

    // a second item at 0% tax: the totals are the server's, to the penny
    await user.click(within(dialog).getByRole("button", { name: "Add item" }));
    item = await screen.findByRole("dialog", { name: "Quote item" });
    await user.type(within(item).getByLabelText(/^Description/), "Labour");
    await user.type(within(item).getByLabelText(/^Amount ex tax/), "149.995");
    const tax = within(item).getByLabelText(/^Tax rate/);
    await user.clear(tax);
    await user.type(tax, "0");
    await user.click(within(item).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(calls.saveItem).toHaveLength(2));
    expect(calls.saveItem![1]).toMatchObject({ units: "1", itemAmountExTax: "149.995", taxRate: "0", billingItemTypeId: null });
    const totals = within(dialog).getByLabelText("Quote totals");
    await waitFor(() => expect(totals.textContent).toBe("Total ex tax£250.00Tax£20.00Total inc tax£270.00"));

    await user.click(await within(dialog).findByRole("button", { name: "Send for approval" }));
    await findNotice("Quote sent for approval", "success");
    expect(calls.send).toEqual([{ quoteId: 90, version: 3, workOrderId: 7 }]);
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Quote" })).toBeNull());
    expect(onChanged).toHaveBeenCalled();
    await waitFor(() =>
      expect(rowsOf(gridNamed("Quotes"))[0]).toEqual(["QT000090", "02/11/2026", "Replace the cistern and its valve", "Sent for Approval", "£250.00"]),
    );
  });

  it("hides the send button while the quote has no item", async () => {
    mockQuotes([{ id: 12, summary: "Replace the cistern", status: 1, version: 1, items: [] }]);
    const { user } = renderTab(<ContractorQuotes workOrderId={7} canQuote />, CONTRACTOR);
    const dialog = await openQuote(user, "QT000012");
    await waitFor(() => expect(within(dialog).getByText("No items on this quote yet")).toBeTruthy());
    expect(within(dialog).getByRole("button", { name: "Save" })).toBeTruthy();
    expect(within(dialog).getByRole("button", { name: "Add item" })).toBeTruthy();
    expect(within(dialog).queryByRole("button", { name: "Send for approval" })).toBeNull();
  });

  it("reads 'Re-Submit Quote' after a rejection, with the client's note; a refused send says 'Something wrong!' and why", async () => {
    const calls = mockQuotes([{ id: 12, summary: "Replace the cistern", status: 3, version: 4, items: [valve], decisionNote: "Too dear" }], {
      sendRefusal: "This quote was changed by someone else: reload it and try again",
    });
    const { user } = renderTab(<ContractorQuotes workOrderId={7} canQuote />, CONTRACTOR);
    const dialog = await openQuote(user, "QT000012");
    expect(within(dialog).getByText("Too dear")).toBeTruthy();
    expect(within(dialog).queryByRole("button", { name: "Send for approval" })).toBeNull();
    await user.click(await within(dialog).findByRole("button", { name: "Re-Submit Quote" }));
    await findNotice("Something wrong!", "error");
    expect(within(dialog).getByRole("alert").textContent).toBe("This quote was changed by someone else: reload it and try again");
    expect(calls.send).toEqual([{ quoteId: 12, version: 4, workOrderId: 7 }]);
    expect(screen.getByRole("dialog", { name: "Quote" })).toBeTruthy();
  });

  it("an accepted quote: 'Quote accepted', disabled, alerts 'Quote already accepted!' when clicked; nothing to change", async () => {
    const calls = mockQuotes([{ id: 12, summary: "Replace the cistern", status: 4, version: 6, items: [valve] }]);
    const { user } = renderTab(<ContractorQuotes workOrderId={7} canQuote />, CONTRACTOR);
    const dialog = await openQuote(user, "QT000012");
    const accepted = await within(dialog).findByRole("button", { name: "Quote accepted" });
    expect(accepted.getAttribute("aria-disabled")).toBe("true");
    await user.click(accepted);
    expect(alertSpy).toHaveBeenCalledWith("Quote already accepted!");
    expect(calls.send).toBeUndefined();
    expect(within(dialog).queryByRole("button", { name: "Save" })).toBeNull();
    expect(within(dialog).queryByRole("button", { name: "Add item" })).toBeNull();
    expect(within(dialog).queryByRole("button", { name: "Delete quote" })).toBeNull();
    expect(within(dialog).queryByRole("button", { name: /^Delete item/ })).toBeNull();
    expect((within(dialog).getByLabelText(/^Summary/) as HTMLTextAreaElement).disabled).toBe(true);
  });

  it("deletes after 'Are you sure you wish to delete this quote?'; a refusal alerts the server's text", async () => {
    const calls = mockQuotes([{ id: 12, summary: "Replace the cistern", status: 1, version: 2, items: [valve] }], {
      deleteRefusal: "Quotes cannot be changed on a work order that is Closed, Completed, Cancelled or Submitted",
    });
    const onChanged = jest.fn();
    const { user } = renderTab(<ContractorQuotes workOrderId={7} canQuote onChanged={onChanged} />, CONTRACTOR);
    const dialog = await openQuote(user, "QT000012");
    await user.click(within(dialog).getByRole("button", { name: "Delete quote" }));
    expect((await screen.findByRole("alertdialog")).textContent).toContain("Are you sure you wish to delete this quote?");
    await answer(user, "No");
    expect(calls.delete).toBeUndefined();

    await user.click(within(dialog).getByRole("button", { name: "Delete quote" }));
    await answer(user, "Yes");
    await waitFor(() =>
      expect(alertSpy).toHaveBeenCalledWith("Quotes cannot be changed on a work order that is Closed, Completed, Cancelled or Submitted"),
    );
    expect(screen.getByRole("dialog", { name: "Quote" })).toBeTruthy();

    await user.click(within(dialog).getByRole("button", { name: "Delete quote" }));
    await answer(user, "Yes");
    await findNotice("Quote Deleted", "success");
    expect(calls.delete).toEqual([{ id: 12 }, { id: 12 }]);
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Quote" })).toBeNull());
    await waitFor(() => expect(screen.getByText("No quotes on this work order.")).toBeTruthy());
    expect(onChanged).toHaveBeenCalled();
  });

  it("changes and deletes an item; a refused save keeps what was typed", async () => {
    const calls = mockQuotes([{ id: 12, summary: "Replace the cistern", status: 1, version: 2, items: [valve] }], {
      saveRefusal: "This quote was changed by someone else: reload it and try again",
    });
    const { user } = renderTab(<ContractorQuotes workOrderId={7} canQuote />, CONTRACTOR);
    const dialog = await openQuote(user, "QT000012");
    await user.click(await within(dialog).findByRole("button", { name: "Edit item Replace float valve" }));
    const item = await screen.findByRole("dialog", { name: "Quote item" });
    expect((within(item).getByLabelText(/^Units/) as HTMLInputElement).value).toBe("3");
    expect((within(item).getByLabelText(/^Amount ex tax/) as HTMLInputElement).value).toBe("33.333");
    expect((within(item).getByLabelText(/^Tax rate/) as HTMLInputElement).value).toBe("20");
    const units = within(item).getByLabelText(/^Units/);
    await user.clear(units);
    await user.type(units, "4");
    await user.click(within(item).getByRole("button", { name: "Save" }));
    await findNotice("Item Updated", "success");
    expect(calls.saveItem).toEqual([
      { id: 11, description: "Replace float valve", units: "4", itemAmountExTax: "33.333", taxRate: "0.2", billingItemTypeId: 1 },
    ]);
    await waitFor(() => expect(within(dialog).getByLabelText("Quote totals").textContent).toContain("Total ex tax£133.33"));

    await user.click(within(dialog).getByRole("button", { name: "Delete item Replace float valve" }));
    await answer(user, "Yes");
    await findNotice("Item Deleted", "success");
    expect(calls.deleteItem).toEqual([{ id: 11 }]);
    await waitFor(() => expect(within(dialog).getByText("No items on this quote yet")).toBeTruthy());
    // no item left: nothing to send
    expect(within(dialog).queryByRole("button", { name: "Send for approval" })).toBeNull();

    const summary = within(dialog).getByLabelText(/^Summary/);
    await user.clear(summary);
    await user.type(summary, "Replace the cistern, valve and flush");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await findNotice("This quote was changed by someone else: reload it and try again", "error");
    expect((summary as HTMLTextAreaElement).value).toBe("Replace the cistern, valve and flush");
    expect(calls.save).toEqual([{ id: 12, summary: "Replace the cistern, valve and flush", version: 4 }]);
  });

  describe("on a phone (390 × 844)", () => {
    const size = { w: window.innerWidth, h: window.innerHeight };
    beforeAll(() => Object.assign(window, { innerWidth: 390, innerHeight: 844 }));
    afterAll(() => Object.assign(window, { innerWidth: size.w, innerHeight: size.h }));

    it("shows the quotes as cards and the quote popup full screen with its actions in the footer", async () => {
      mockQuotes([{ id: 12, summary: "Replace the cistern", status: 1, version: 2, items: [valve] }]);
      const { user } = renderTab(<ContractorQuotes workOrderId={7} canQuote />, CONTRACTOR);
      await waitFor(() => expect(cardsOf(gridNamed("Quotes"))).toHaveLength(1));
      expect(cardsOf(gridNamed("Quotes"))[0]).toEqual({
        title: "Quote Ref QT000012",
        fields: ["Dated: 02/11/2026", "Summary: Replace the cistern", "Status: Draft", "Amount: £100.00"],
      });
      await user.click(within(gridNamed("Quotes")).getByRole("button", { name: "QT000012" }));
      const dialog = await screen.findByRole("dialog", { name: "Quote" });
      expect(dialog.className).toContain("wo-popup--full");
      const footer = dialog.querySelector(".wo-popup__footer") as HTMLElement;
      expect(await within(footer).findByRole("button", { name: "Send for approval" })).toBeTruthy();
      expect(within(footer).getByRole("button", { name: "Save" })).toBeTruthy();
      expect(within(footer).getByRole("button", { name: "Delete quote" })).toBeTruthy();
    });
  });
});
