import { screen, waitFor, within } from "@testing-library/react";
import { callsOf } from "../../../test/api";
import { me, SALES } from "../../../test/fixtures";
import { columnTitles, gridNamed, rowsOf, sortableTitles } from "../../../test/grid";
import { findNotice } from "../../../test/notices";
import { renderApp } from "../../../test/render";
import { CONFIRM_DELETE_QUOTE } from "../components/QuotationGrid";
import { mockQuotationsApi, type QuotationsApiOptions } from "../test/quotations-api";

/** A Finance user: reporting at full, who may set the AMPM Quote Ref and delete quotes */
const FINANCE = me({
  kind: "STAFF",
  authCode: "S",
  fullName: "Priya Shah",
  userId: 6,
  permissions: ["contracts", "sales", "purchases", "suppliers", "reporting", "purchaseCategories"].map((name) => ({ name, level: "full" })),
});

async function openQuotations(options: QuotationsApiOptions = {}) {
  const api = mockQuotationsApi(options);
  const rendered = renderApp("/quotations", { authCode: options.me ? "S" : "A" });
  await screen.findByRole("heading", { name: "Quotations" });
  await waitFor(() => expect(rowsOf(gridNamed("Quotations")).length).toBe(3));
  return { ...api, ...rendered };
}

const deleteButton = (ref: string) => within(gridNamed("Quotations")).getByRole("button", { name: `Delete ${ref}` });

describe("#/quotations", () => {
  afterEach(() => jest.restoreAllMocks());

  it("shows the §2.10 grid sorted by billing date: Quote Ref opens the quote, Work Order links to the order, Total in pounds ex tax", async () => {
    const { calls } = await openQuotations();
    const grid = gridNamed("Quotations");
    expect(columnTitles(grid)).toEqual([
      "Dated",
      "Quote Ref",
      "Contractor",
      "Work Order",
      "Client",
      "AMPM Quote Ref",
      "Summary",
      "Status",
      "Total",
      " ",
    ]);
    expect(sortableTitles(grid)).toEqual(columnTitles(grid).slice(0, 9));
    expect(callsOf(calls, "QuotationGrid_Quotes")[0]).toMatchObject({ page: 1, pageSize: 20, sort: [{ field: "BILLING_DATE", direction: "ASC" }] });
    expect(rowsOf(grid).map((r) => r.slice(0, 9))).toEqual([
      [
        "01/08/2026",
        "QT000003",
        "Apex Building Services Ltd",
        "WO0000101",
        "Harbour Retail Group",
        "",
        "Accepted: service the chiller",
        "Accepted",
        "£50.00",
      ],
      [
        "12/09/2026",
        "QT000002",
        "Brightwater Plumbing & Heating",
        "WO0000102",
        "Northgate Leisure Ltd",
        "AMPM-77",
        "Rewire the stockroom lighting",
        "Sent for Approval",
        "£1,234.50",
      ],
      // 23:30 on 5 October in UTC is the 6th in London (BST)
      [
        "06/10/2026",
        "QT000001",
        "Apex Building Services Ltd",
        "WO0000101",
        "Harbour Retail Group",
        "",
        "Replace the boiler pump",
        "Draft",
        "£100.01",
      ],
    ]);
    expect(within(grid).getAllByRole("link", { name: "WO0000102" })[0]!.getAttribute("href")).toBe("#/work-order/102");
    expect(screen.getByRole("link", { name: "Quotations" }).getAttribute("href")).toBe("#/quotations");
  });

  it("searches as the user types (one call once typing stops) and sorts on any column", async () => {
    const { calls, user } = await openQuotations();
    await user.type(within(gridNamed("Quotations")).getByRole("searchbox", { name: "Search" }), "stockroom");
    await waitFor(() => expect(rowsOf(gridNamed("Quotations")).map((r) => r[1])).toEqual(["QT000002"]));
    const searches = callsOf(calls, "QuotationGrid_Quotes").map((v) => v.search);
    expect(searches).toContain("stockroom");
    expect(searches.filter((s) => s && s !== "stockroom")).toEqual([]);
    await user.clear(within(gridNamed("Quotations")).getByRole("searchbox", { name: "Search" }));
    await waitFor(() => expect(rowsOf(gridNamed("Quotations"))).toHaveLength(3));
    await user.click(within(gridNamed("Quotations")).getAllByRole("button", { name: "Sort by Total" })[0]!);
    await waitFor(() => expect(callsOf(calls, "QuotationGrid_Quotes").at(-1)).toMatchObject({ sort: [{ field: "TOTAL", direction: "ASC" }] }));
    await waitFor(() => expect(rowsOf(gridNamed("Quotations")).map((r) => r[8])).toEqual(["£50.00", "£100.01", "£1,234.50"]));
  });

  it("opens the quotation details: the quote's fields, all its items and its totals; the AMPM Quote Ref saved by staff", async () => {
    const { calls, user } = await openQuotations({ me: FINANCE });
    await user.click(within(gridNamed("Quotations")).getByRole("button", { name: "QT000001" }));
    const dialog = await screen.findByRole("dialog", { name: "Quote QT000001" });
    await waitFor(() => expect(rowsOf(within(dialog).getByRole("region", { name: "Quote items" })).length).toBe(2));
    expect(callsOf(calls, "QuotationPopup_Items")[0]).toMatchObject({ billingId: 1, page: 1, pageSize: 1000 });
    const items = within(dialog).getByRole("region", { name: "Quote items" });
    expect(columnTitles(items)).toEqual(["Description", "Type", "Units", "Price ex tax", "Tax rate", "Net", "Tax", "Gross"]);
    expect(rowsOf(items)).toEqual([
      ["Engineer (3 hours)", "Labour", "3", "£33.333", "20%", "£100.00", "£20.00", "£120.00"],
      ["Washer", "", "1", "£0.005", "5%", "£0.01", "£0.00", "£0.01"],
    ]);
    expect(within(dialog).getByLabelText("Quote totals").textContent).toBe("Total ex tax£100.01Tax£20.00Total inc tax£120.01");
    for (const text of ["Draft", "Harbour Home Manchester", "Apex Building Services Ltd", "Replace the boiler pump", "06/10/2026"])
      expect(within(dialog).getAllByText(text).length).toBeGreaterThan(0);
    expect(within(dialog).getByRole("link", { name: "WO0000101" }).getAttribute("href")).toBe("#/work-order/101");

    await user.type(within(dialog).getByLabelText("AMPM Quote Ref"), " AMPM-501 ");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await findNotice("Quote Updated", "success");
    expect(callsOf(calls, "QuotationPopup_Save")).toEqual([
      { input: { id: 1, summary: "Replace the boiler pump", ampmQuoteRef: "AMPM-501", version: 1 } },
    ]);
    // the grid behind shows the new reference
    await waitFor(() => expect(rowsOf(gridNamed("Quotations"))[2]![5]).toBe("AMPM-501"));
  });

  it("flags the AMPM Quote Ref with the server's refusal", async () => {
    const { user } = await openQuotations({
      me: FINANCE,
      refuseSave: { message: "AMPM Quote Ref must be 50 characters or fewer", fieldErrors: [{ field: "ampmQuoteRef", message: "Too long" }] },
    });
    await user.click(within(gridNamed("Quotations")).getByRole("button", { name: "QT000002" }));
    const dialog = await screen.findByRole("dialog", { name: "Quote QT000002" });
    await waitFor(() => expect((within(dialog).getByLabelText("AMPM Quote Ref") as HTMLInputElement).value).toBe("AMPM-77"));
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await findNotice("AMPM Quote Ref must be 50 characters or fewer", "error");
    expect(within(dialog).getByText("Too long")).toBeTruthy();
    expect(within(dialog).getByLabelText("AMPM Quote Ref").getAttribute("aria-invalid")).toBe("true");
  });

  it("deletes a quote after 'Are you sure you wish to delete this quote?'", async () => {
    const { calls, user } = await openQuotations();
    await user.click(deleteButton("QT000001"));
    let ask = await screen.findByRole("alertdialog");
    expect(ask.textContent).toContain(CONFIRM_DELETE_QUOTE);
    expect(CONFIRM_DELETE_QUOTE).toBe("Are you sure you wish to delete this quote?");
    await user.click(within(ask).getByRole("button", { name: "No" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(callsOf(calls, "QuotationGrid_Delete")).toEqual([]);

    await user.click(deleteButton("QT000001"));
    ask = await screen.findByRole("alertdialog");
    await user.click(within(ask).getByRole("button", { name: "Yes" }));
    await findNotice("Quote Deleted", "success");
    expect(callsOf(calls, "QuotationGrid_Delete")).toEqual([{ id: 1 }]);
    await waitFor(() => expect(rowsOf(gridNamed("Quotations")).map((r) => r[1])).toEqual(["QT000003", "QT000002"]));
  });

  it("shows the server's text in an alert when a quote cannot be deleted (an accepted one), or the call fails", async () => {
    const alert = jest.spyOn(window, "alert").mockImplementation(() => undefined);
    const { user } = await openQuotations();
    await user.click(deleteButton("QT000003"));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Yes" }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith("An accepted quote cannot be deleted"));
    expect(rowsOf(gridNamed("Quotations"))).toHaveLength(3);
  });

  it("alerts the failure's text when the delete call itself fails", async () => {
    const alert = jest.spyOn(window, "alert").mockImplementation(() => undefined);
    const { user } = await openQuotations({ failDelete: "Something went wrong" });
    await user.click(deleteButton("QT000002"));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Yes" }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith("Something went wrong"));
  });

  it("lets staff without reporting at full read the quotes, but neither delete them nor set the AMPM Quote Ref", async () => {
    const { user } = await openQuotations({ me: SALES });
    expect(columnTitles(gridNamed("Quotations"))).not.toContain(" ");
    expect(screen.queryByRole("button", { name: /^Delete QT/ })).toBeNull();
    await user.click(within(gridNamed("Quotations")).getByRole("button", { name: "QT000002" }));
    const dialog = await screen.findByRole("dialog", { name: "Quote QT000002" });
    await waitFor(() => expect(within(dialog).getByText("AMPM-77")).toBeTruthy());
    expect(within(dialog).queryByRole("textbox", { name: "AMPM Quote Ref" })).toBeNull();
    expect(within(dialog).queryByRole("button", { name: "Save" })).toBeNull();
  });
});
