import { screen, waitFor, within } from "@testing-library/react";
import { graphql, http, HttpResponse } from "msw";
import type { ResultOf } from "@graphql-typed-document-node/core";
import { server } from "../../../test/server";
import { renderApp } from "../../../test/render";
import type { Answer } from "../../../test/typed";
import { captureDownloads, type Saved } from "../test/downloads";
import { FINANCE, MANAGEMENT, mockReportsApi } from "../test/reports-api";
import { lastRan, ReportBuilderTab_SavedReports } from "./ReportBuilderTab";
import type { SavedReportPopup_Columns } from "./SavedReportPopup";

type Report = Answer<ResultOf<typeof ReportBuilderTab_SavedReports>>["savedReports"][number];

const report = (id: number, over: Partial<Report> = {}): Report => ({
  __typename: "SavedReport",
  id,
  name: `Monthly valuation ${id}`,
  description: "Net and accrual by site",
  source: "VALUATION",
  columns: ["siteCode", "netValue"],
  sortField: "siteCode",
  sortDirection: "ASC",
  valuationNumber: null,
  lastRanAt: null,
  ...over,
});

let saved: Saved[];
let alerts: string[];
beforeEach(() => {
  saved = captureDownloads();
  alerts = [];
  jest.spyOn(window, "alert").mockImplementation((m?: unknown) => void alerts.push(String(m)));
});
afterEach(() => jest.restoreAllMocks());

/** The builder's API: the saved reports (Last Ran set once run) with what the viewer may do (`may`: the server's answer), the run's POST and the catalogue */
function mockBuilder({ fail = false, may = false } = {}) {
  let ranAt: string | null = null;
  let listed = 0;
  const runs: unknown[] = [];
  const saves: unknown[] = [];
  let release: () => void = () => undefined;
  const held = new Promise<void>((r) => (release = r));
  const columns: Answer<ResultOf<typeof SavedReportPopup_Columns>> = {
    reportColumns: [
      { __typename: "ReportColumn", key: "orderNumber", header: "Order Number", format: "text" },
      { __typename: "ReportColumn", key: "siteCode", header: "Site Code", format: "text" },
      { __typename: "ReportColumn", key: "submittedCost", header: "Submitted Cost", format: "money" },
    ],
  };
  server.use(
    graphql.query("ReportBuilderTab_SavedReports", () => {
      listed += 1;
      const answer: Answer<ResultOf<typeof ReportBuilderTab_SavedReports>> = {
        reportBuilderViewerCan: { __typename: "ReportBuilderViewerCan", create: may, edit: may, delete: may },
        savedReports: [report(1, { lastRanAt: ranAt }), report(2)],
      };
      return HttpResponse.json({ data: answer });
    }),
    http.post("*/api/Reports/download/:id", async ({ request, params }) => {
      runs.push({ id: params.id, body: await request.json() });
      await held;
      if (fail) return HttpResponse.json({ Message: "No data found!" }, { status: 400 });
      ranAt = "2026-11-27T14:05:00Z";
      return new HttpResponse("PK", { headers: { "content-disposition": 'attachment; filename="Monthly valuation 1.xlsx"' } });
    }),
    graphql.query("SavedReportPopup_Columns", () => HttpResponse.json({ data: columns })),
    graphql.mutation("SavedReportPopup_Save", ({ variables }) => {
      saves.push(variables);
      return HttpResponse.json({
        data: { saveSavedReport: { __typename: "SaveSavedReportPayload", savedReport: { __typename: "SavedReport", id: 3 }, error: null } },
      });
    }),
  );
  return { runs, saves, release, listed: () => listed };
}

describe("#/reports: the report builder", () => {
  it("shows Last Ran as DD/MM/YYYY - HH:mm in London", () => {
    expect(lastRan("2026-11-27T14:05:00Z")).toBe("27/11/2026 - 14:05");
    expect(lastRan("2026-07-01T08:30:00Z")).toBe("01/07/2026 - 09:30");
    expect(lastRan(null)).toBe("");
  });

  it("checks the client, then the from date, then the to date (each an alert that stops the run), then runs under a loader and shows Last Ran", async () => {
    mockReportsApi({ who: MANAGEMENT });
    const api = mockBuilder();
    const { user } = renderApp("/reports/builder");
    const list = await screen.findByRole("table", { name: "Saved reports" });
    await waitFor(() => expect(within(list).getAllByRole("row")).toHaveLength(3));
    expect(
      within(list)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Report Name", "Description", "Last Ran", "Run"]);
    // the server says reporting at read may not: no New, Edit or Delete
    expect(screen.queryByRole("button", { name: "New" })).toBeNull();
    expect(within(list).queryByRole("button", { name: /^Edit / })).toBeNull();
    const run = within(list).getByRole("button", { name: "Run Monthly valuation 1" });

    await user.type(screen.getByLabelText("From"), "01/10/2026");
    await user.click(run);
    expect(alerts).toEqual(["ClientId not selected"]);
    expect(screen.getByLabelText("Client").querySelector("option")!.textContent).toBe("Select ...");
    await user.selectOptions(screen.getByLabelText("Client"), "Harbour Retail");
    await user.clear(screen.getByLabelText("From"));
    await user.type(screen.getByLabelText("From"), "1/10/2026");
    await user.click(run);
    expect(alerts).toEqual(["ClientId not selected", "From date required"]);
    await user.clear(screen.getByLabelText("From"));
    await user.type(screen.getByLabelText("From"), "01/10/2026");
    await user.click(run);
    expect(alerts).toEqual(["ClientId not selected", "From date required", "To date required"]);
    expect(api.runs).toEqual([]);

    await user.type(screen.getByLabelText("To"), "31/10/2026");
    const before = api.listed();
    await user.click(run);
    expect(await screen.findByRole("status", { name: "Making the report" })).toBeTruthy();
    api.release();
    await waitFor(() => expect(screen.queryByRole("status", { name: "Making the report" })).toBeNull());
    expect(api.runs).toEqual([{ id: "1", body: { id: 1, Clientid: 2, StartDate: "2026-10-01", EndDate: "2026-10-31" } }]);
    expect(saved.map((s) => s.download)).toEqual(["Monthly valuation 1.xlsx"]);
    await waitFor(() => expect(api.listed()).toBeGreaterThan(before));
    await waitFor(() => expect(within(list).getAllByRole("row")[1]!.textContent).toContain("27/11/2026 - 14:05"));
    expect(alerts).toHaveLength(3);
  });

  it("hides the loader when the run fails too (the failure is only logged)", async () => {
    mockReportsApi({ who: MANAGEMENT });
    const api = mockBuilder({ fail: true });
    const warned = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    const { user } = renderApp("/reports/builder");
    const list = await screen.findByRole("table", { name: "Saved reports" });
    await waitFor(() => expect(within(list).getAllByRole("row")).toHaveLength(3));
    await user.selectOptions(screen.getByLabelText("Client"), "Northgate Leisure");
    await user.type(screen.getByLabelText("From"), "01/10/2026");
    await user.type(screen.getByLabelText("To"), "31/10/2026");
    await user.click(within(list).getByRole("button", { name: "Run Monthly valuation 2" }));
    expect(await screen.findByRole("status", { name: "Making the report" })).toBeTruthy();
    api.release();
    await waitFor(() => expect(screen.queryByRole("status", { name: "Making the report" })).toBeNull());
    expect(saved).toEqual([]);
    expect(alerts).toEqual([]);
    expect(warned).toHaveBeenCalled();
  });

  it("lets reporting at full add a saved report: name, source, the catalogue's columns as checkboxes, the sort", async () => {
    mockReportsApi({ who: FINANCE });
    const api = mockBuilder({ may: true });
    const { user } = renderApp("/reports/builder");
    const list = await screen.findByRole("table", { name: "Saved reports" });
    await waitFor(() => expect(within(list).getAllByRole("row")).toHaveLength(3));
    expect(within(list).getByRole("button", { name: "Edit Monthly valuation 1" })).toBeTruthy();
    expect(within(list).getByRole("button", { name: "Delete Monthly valuation 1" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "New" }));
    const popup = await screen.findByRole("dialog", { name: "New report" });
    await user.type(within(popup).getByLabelText(/^Name/), "Query costs");
    await user.selectOptions(within(popup).getByLabelText(/^Source/), "Query");
    await waitFor(() =>
      expect(
        within(popup)
          .getAllByRole("checkbox")
          .map((c) => c.closest("label")!.textContent),
      ).toEqual(["Order Number", "Site Code", "Submitted Cost"]),
    );
    await user.click(within(popup).getByRole("checkbox", { name: "Submitted Cost" }));
    await user.click(within(popup).getByRole("checkbox", { name: "Order Number" }));
    await user.selectOptions(within(popup).getByLabelText("Sort by"), "Submitted Cost");
    await user.selectOptions(within(popup).getByLabelText("Direction"), "Descending");
    await user.click(within(popup).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(api.saves).toHaveLength(1));
    expect(api.saves[0]).toEqual({
      input: {
        id: null,
        name: "Query costs",
        description: null,
        source: "QUERY",
        columns: ["orderNumber", "submittedCost"],
        sortField: "submittedCost",
        sortDirection: "DESC",
        valuationNumber: null,
      },
    });
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "New report" })).toBeNull());
  });

  it("deletes a saved report after the confirmation, through the server's answer", async () => {
    mockReportsApi({ who: FINANCE });
    mockBuilder({ may: true });
    const deleted: unknown[] = [];
    server.use(
      graphql.mutation("ReportBuilderTab_Delete", ({ variables }) => {
        deleted.push(variables);
        return HttpResponse.json({ data: { deleteSavedReport: { __typename: "DeleteSavedReportPayload", deletedId: 2, error: null } } });
      }),
    );
    const { user } = renderApp("/reports/builder");
    const list = await screen.findByRole("table", { name: "Saved reports" });
    await waitFor(() => expect(within(list).getAllByRole("row")).toHaveLength(3));
    await user.click(within(list).getByRole("button", { name: "Delete Monthly valuation 2" }));
    expect(deleted).toEqual([]);
    await user.click(await screen.findByRole("button", { name: "Yes" }));
    await waitFor(() => expect(deleted).toEqual([{ id: 2 }]));
    expect(await screen.findByText("Report Deleted")).toBeTruthy();
  });
});
