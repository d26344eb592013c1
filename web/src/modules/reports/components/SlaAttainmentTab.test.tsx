import { screen, waitFor, within } from "@testing-library/react";
import { graphql, HttpResponse } from "msw";
import type { ResultOf } from "@graphql-typed-document-node/core";
import { renderApp } from "../../../test/render";
import { server } from "../../../test/server";
import type { Answer } from "../../../test/typed";
import { captureDownloads, mockFile, type Saved } from "../test/downloads";
import { mockReportsApi } from "../test/reports-api";
import { formatMinutes, lastFullMonth, type SlaAttainmentFigures_Report } from "./SlaAttainmentFigures";

/** The report's answer: the figures' fragment, which is all the tab's query selects */
type Report = Answer<ResultOf<typeof SlaAttainmentFigures_Report>>;
type Row = Report["total"];

const row = (groupId: number | null, groupName: string, over: Partial<Row> = {}): Row => ({
  __typename: "SlaAttainmentRow",
  groupId,
  groupName,
  orders: 7,
  responseMet: 4,
  responseBreached: 2,
  fixMet: 5,
  fixBreached: 2,
  attainmentPercent: 69.2,
  pausedMinutes: 6480,
  averagePausedMinutes: 498.5,
  ...over,
});

/** The report's answers (or a failure), recording each call's variables */
function mockAttainment(answer: (variables: Record<string, unknown>) => Report | "error" | "empty") {
  const calls: Record<string, unknown>[] = [];
  server.use(
    graphql.query("SlaAttainmentTab_Report", ({ variables }) => {
      calls.push(variables);
      const a = answer(variables);
      if (a === "error") return HttpResponse.json({ errors: [{ message: "Something went wrong", extensions: { code: "INTERNAL_SERVER_ERROR" } }] });
      const report: Report =
        a === "empty"
          ? {
              __typename: "SlaAttainment",
              from: String(variables.from),
              to: String(variables.to),
              groupBy: "CLIENT",
              rows: [],
              total: row(null, "Total", {
                orders: 0,
                responseMet: 0,
                responseBreached: 0,
                fixMet: 0,
                fixBreached: 0,
                attainmentPercent: null,
                pausedMinutes: 0,
                averagePausedMinutes: null,
              }),
            }
          : a;
      return HttpResponse.json({ data: { slaAttainment: report } });
    }),
  );
  return calls;
}

const november = (groupBy: "CLIENT" | "CONTRACTOR" | "SUB_TRADE" = "CLIENT"): Report => ({
  __typename: "SlaAttainment",
  from: "2026-10-01",
  to: "2026-10-31",
  groupBy,
  rows: [
    row(1, groupBy === "CLIENT" ? "Northgate Leisure" : "Acme Mechanical Ltd"),
    row(2, "Harbour Retail", {
      orders: 1,
      responseMet: 1,
      responseBreached: 0,
      fixMet: 1,
      fixBreached: 0,
      attainmentPercent: 100,
      pausedMinutes: 0,
      averagePausedMinutes: 0,
    }),
  ],
  total: row(null, "Total", { orders: 8, attainmentPercent: 73.3 }),
});

let saved: Saved[];
beforeEach(() => {
  saved = captureDownloads();
});
afterEach(() => jest.restoreAllMocks());

describe("the last full month and minutes", () => {
  it("defaults to the month before today's, and reads minutes as hours and minutes", () => {
    expect(lastFullMonth(new Date(2026, 10, 28))).toEqual({ dateFrom: "01/10/2026", dateTo: "31/10/2026" });
    expect(lastFullMonth(new Date(2027, 0, 5))).toEqual({ dateFrom: "01/12/2026", dateTo: "31/12/2026" });
    expect(lastFullMonth(new Date(2028, 2, 1))).toEqual({ dateFrom: "01/02/2028", dateTo: "29/02/2028" });
    expect(formatMinutes(185)).toBe("3 h 05 min");
    expect(formatMinutes(40)).toBe("40 min");
    expect(formatMinutes(null)).toBe("–");
  });
});

describe("#/reports/sla-attainment", () => {
  it("asks for the last full month by client, shows a row per group, the total and the chart's numbers, and regroups", async () => {
    mockReportsApi();
    const calls = mockAttainment((v) => november(v.groupBy as "CLIENT"));
    const { user } = renderApp("/reports/sla-attainment");
    const table = await screen.findByRole("table", { name: "SLA attainment by client" });
    const { dateFrom, dateTo } = lastFullMonth();
    const iso = (d: string) => d.split("/").reverse().join("-");
    expect(calls[0]).toMatchObject({ from: iso(dateFrom), to: iso(dateTo), groupBy: "CLIENT", clock: null, clientId: null });
    const rows = within(table).getAllByRole("row");
    expect(rows.map((r) => Array.from(r.children).map((c) => c.textContent))).toEqual([
      ["Client", "Orders", "Response met", "Response breached", "Fix met", "Fix breached", "Attainment", "Paused", "Average paused"],
      ["Northgate Leisure", "7", "4", "2", "5", "2", "69.2%", "108 h 00 min", "8 h 19 min"],
      ["Harbour Retail", "1", "1", "0", "1", "0", "100.0%", "0 min", "0 min"],
      ["Total", "8", "4", "2", "5", "2", "73.3%", "108 h 00 min", "8 h 19 min"],
    ]);
    expect(screen.getByRole("img", { name: /Attainment by client/ })).toBeTruthy();
    const chartData = screen.getAllByRole("table", { name: "Attainment by client" })[0]!;
    expect(
      within(chartData)
        .getAllByRole("row")
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual(["Northgate Leisure69.2%", "Harbour Retail100.0%"]);

    await user.selectOptions(screen.getByLabelText("Group by"), "CONTRACTOR");
    expect(await screen.findByRole("table", { name: "SLA attainment by contractor" })).toBeTruthy();
    expect(calls.at(-1)).toMatchObject({ groupBy: "CONTRACTOR" });
    await user.selectOptions(screen.getByLabelText("Clocks"), "FIX");
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ groupBy: "CONTRACTOR", clock: "FIX" }));
  });

  it("exports the same figures (SlaAttainment.aspx with the range, group and clock)", async () => {
    mockReportsApi();
    mockAttainment(() => november());
    const requests = mockFile("/Services/SlaAttainment.aspx", "sla-attainment-client.xlsx");
    const { user } = renderApp("/reports/sla-attainment");
    await screen.findByRole("table", { name: "SLA attainment by client" });
    await user.click(screen.getByRole("button", { name: "Export" }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.download).toBe("sla-attainment-client.xlsx");
    const { dateFrom, dateTo } = lastFullMonth();
    const iso = (d: string) => d.split("/").reverse().join("-");
    expect(Object.fromEntries(requests[0]!.url.searchParams)).toEqual({ from: iso(dateFrom), to: iso(dateTo), groupBy: "CLIENT" });
  });

  it("says when no clock was decided in the range, and when the report cannot be read", async () => {
    mockReportsApi();
    mockAttainment(() => "empty");
    renderApp("/reports/sla-attainment");
    expect(await screen.findByText("No SLA clocks decided")).toBeTruthy();
    server.resetHandlers();
    mockReportsApi();
    mockAttainment(() => "error");
    renderApp("/reports/sla-attainment");
    expect(await screen.findByText("The SLA attainment could not be loaded")).toBeTruthy();
  });

  it("asks nothing until both dates are whole", async () => {
    mockReportsApi();
    const calls = mockAttainment(() => november());
    const { user } = renderApp("/reports/sla-attainment");
    await screen.findByRole("table", { name: "SLA attainment by client" });
    const n = calls.length;
    await user.clear(screen.getByLabelText("Date to"));
    await user.type(screen.getByLabelText("Date to"), "31/10/20");
    expect(await screen.findByText("Enter both dates (DD/MM/YYYY) to see the attainment.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Export" })).toHaveProperty("disabled", true);
    expect(calls.length).toBe(n);
  });
});
