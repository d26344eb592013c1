import { screen, waitFor, within } from "@testing-library/react";
import { graphql, HttpResponse } from "msw";
import type { ResultOf } from "@graphql-typed-document-node/core";
import { mockApi } from "../../../test/api";
import { me } from "../../../test/fixtures";
import { renderApp } from "../../../test/render";
import { server } from "../../../test/server";
import type { Answer } from "../../../test/typed";
import { captureDownloads, mockFile, type Saved } from "../../reports/test/downloads";
import { InvoiceImport_Import } from "../components/InvoiceImport";
import { SupplierCostImport_Import } from "../components/SupplierCostImport";

const FINANCE = me({ kind: "STAFF", authCode: "F", fullName: "Priya Shah", userId: 5, permissions: [{ name: "reporting", level: "full" }] });

let saved: Saved[];
beforeEach(() => {
  saved = captureDownloads();
});
afterEach(() => jest.restoreAllMocks());

const csv = () => new File(["WorkOrder,InvoiceNo,InvoiceDate,InvoiceAmount,ValuationNo\n"], "invoices.csv", { type: "text/csv" });

function tableRows(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole("row")
    .slice(1)
    .map((r) =>
      within(r)
        .getAllByRole("cell")
        .map((c) => c.textContent ?? ""),
    );
}

describe("#/finances", () => {
  it("exports the closed work orders of a date range through the download helper, the file named by the server", async () => {
    mockApi({ me: FINANCE });
    const requests = mockFile("/Services/ClosedWorkOrders.aspx", "closed-work-orders-2026-10-01-2026-10-31.xlsx");
    const { user } = renderApp("/finances");
    expect(await screen.findByRole("heading", { name: "Finances" })).toBeTruthy();
    expect(screen.getByRole("tab", { name: "Closed work order export" }).getAttribute("aria-selected")).toBe("true");
    await user.click(screen.getByRole("button", { name: "Export" }));
    expect(screen.getByText("From date required")).toBeTruthy();
    await user.type(screen.getByLabelText(/Date from/), "01/10/2026");
    await user.type(screen.getByLabelText(/Date to/), "31/10/202");
    await user.click(screen.getByRole("button", { name: "Export" }));
    expect(screen.getByText("To date required")).toBeTruthy();
    expect(requests).toHaveLength(0);
    await user.type(screen.getByLabelText(/Date to/), "6");
    await user.click(screen.getByRole("button", { name: "Export" }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.download).toBe("closed-work-orders-2026-10-01-2026-10-31.xlsx");
    expect(Object.fromEntries(requests[0]!.url.searchParams)).toEqual({ dateFrom: "2026-10-01", dateTo: "2026-10-31" });
    expect(requests[0]!.authorization).toMatch(/^Bearer /);
  });

  it("imports invoices: the expected columns and a template, then the refused rows by line, column and reason, nothing written", async () => {
    mockApi({ me: FINANCE });
    const reply: Answer<ResultOf<typeof InvoiceImport_Import>> = {
      importInvoices: {
        __typename: "ImportInvoicesPayload",
        updated: 0,
        rowErrors: [
          {
            __typename: "FinanceImportRowError",
            line: 3,
            column: "InvoiceDate",
            message: "InvoiceDate 31/02/2026 is not a date (DD/MM/YYYY or YYYY-MM-DD)",
          },
          { __typename: "FinanceImportRowError", line: 7, column: null, message: "WO0000999 is not a work order" },
        ],
        // the error is the SaveForm_Error fragment, whose type is masked
        error: { __typename: "FinanceImportError", code: "INVALID", message: "The file was not imported: 2 bad rows", fieldErrors: [] } as never,
      },
    };
    const uploads: string[] = [];
    server.use(
      graphql.mutation("InvoiceImport_Import", () => {
        uploads.push("InvoiceImport_Import");
        return HttpResponse.json({ data: reply });
      }),
    );
    const { user } = renderApp("/finances/invoices");
    const panel = await screen.findByRole("region", { name: "Import invoices" });
    expect(tableRows(within(panel).getByRole("table", { name: "Expected columns" })).map((r) => r[0])).toEqual([
      "WorkOrder",
      "InvoiceNo",
      "InvoiceDate",
      "InvoiceAmount",
      "ValuationNo",
    ]);
    const template = within(panel).getByRole("link", { name: "Download the template" });
    expect(template.getAttribute("download")).toBe("invoice-import-template.csv");
    expect(decodeURIComponent(template.getAttribute("href")!)).toMatch(
      /^data:text\/csv;charset=utf-8,WorkOrder,InvoiceNo,InvoiceDate,InvoiceAmount,ValuationNo\r\n/,
    );
    await user.click(within(panel).getByRole("button", { name: "Upload" }));
    expect(within(panel).getByText("No files selected")).toBeTruthy();
    await user.upload(within(panel).getByLabelText("CSV or XLSX file"), csv());
    await user.click(within(panel).getByRole("button", { name: "Upload" }));
    const refused = await within(panel).findByRole("table", { name: "Rows refused" });
    expect(
      within(refused)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Line", "Column", "Reason"]);
    expect(tableRows(refused)).toEqual([
      ["3", "InvoiceDate", "InvoiceDate 31/02/2026 is not a date (DD/MM/YYYY or YYYY-MM-DD)"],
      ["7", "", "WO0000999 is not a work order"],
    ]);
    expect(within(panel).getByText("2 bad rows: nothing was imported. Correct them and upload the file again.")).toBeTruthy();
    expect(uploads).toHaveLength(1);
  });

  it("imports supplier costs: the count of work orders updated", async () => {
    mockApi({ me: FINANCE });
    const reply: Answer<ResultOf<typeof SupplierCostImport_Import>> = {
      importSupplierCosts: { __typename: "ImportSupplierCostsPayload", updated: 12, rowErrors: [], error: null },
    };
    server.use(graphql.mutation("SupplierCostImport_Import", () => HttpResponse.json({ data: reply })));
    const { user } = renderApp("/finances");
    await user.click(await screen.findByRole("tab", { name: "Import supplier costs" }));
    const panel = await screen.findByRole("region", { name: "Import supplier costs" });
    expect(tableRows(within(panel).getByRole("table", { name: "Expected columns" })).map((r) => r[0])).toEqual(["WorkOrder", "Contractor", "Cost"]);
    await user.upload(within(panel).getByLabelText("CSV or XLSX file"), new File(["WorkOrder,Contractor,Cost\n"], "costs.csv", { type: "text/csv" }));
    await user.click(within(panel).getByRole("button", { name: "Upload" }));
    expect(await within(panel).findByText("12 work orders updated", { selector: ".bp6-callout, .bp6-callout *" })).toBeTruthy();
    expect(within(panel).queryByRole("table", { name: "Rows refused" })).toBeNull();
  });
});
