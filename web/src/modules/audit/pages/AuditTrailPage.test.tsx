import { screen, waitFor, within } from "@testing-library/react";
import { graphql, HttpResponse } from "msw";
import { callsOf, mockApi } from "../../../test/api";
import { ADMIN } from "../../../test/fixtures";
import { columnTitles, gridNamed, gridSettled, rowsOf } from "../../../test/grid";
import { advanceClock, useFakeClock } from "../../../test/clock";
import { renderApp } from "../../../test/render";
import { server } from "../../../test/server";

const entry = (n: number, over: Record<string, unknown> = {}) => ({
  __typename: "AuditTrailEntry",
  id: `identity:${n}`,
  entityName: "User",
  actionByName: "Alex Morgan",
  actionDate: "2026-07-01T12:00:05Z",
  actionTaken: `admin@example.com signed in (${n})`,
  ...over,
});

function mockAudit() {
  const calls = mockApi({ me: ADMIN });
  server.use(
    graphql.query("AuditTrailGrid_AuditTrail", ({ variables }) => {
      (calls.AuditTrailGrid_AuditTrail ??= []).push({ variables, at: Date.now() });
      const nodes =
        variables.entityName === "BIReport"
          ? [entry(9, { entityName: "BIReport", actionTaken: 'Created BI report "Spend" for Fiona Sinclair', actionDate: "2026-01-15T09:30:00Z" })]
          : [entry(2), entry(1, { actionDate: "2026-01-15T09:30:00Z", actionByName: "Fiona Sinclair", actionTaken: "client@example.com signed in" })];
      return HttpResponse.json({
        data: {
          auditTrail: {
            __typename: "AuditTrailPage",
            totalCount: nodes.length,
            totalCountExact: true,
            page: variables.page,
            pageSize: variables.pageSize,
            nodes,
          },
        },
      });
    }),
    graphql.query("AuditTrailGrid_EntityNames", () => HttpResponse.json({ data: { auditEntityNames: ["BIReport", "User", "UserInSite"] } })),
  );
  return calls;
}

describe("#/audit_trail", () => {
  it("shows who did what and when (London time), newest first", async () => {
    const calls = mockAudit();
    renderApp("/audit_trail");
    expect(await screen.findByRole("heading", { name: "Audit trail" })).toBeTruthy();
    await waitFor(() => expect(rowsOf(gridNamed("Audit trail"))).toHaveLength(2));
    const grid = gridNamed("Audit trail");
    expect(columnTitles(grid)).toEqual(["Entity", "By", "Action Date", "Action Taken"]);
    expect(rowsOf(grid)).toEqual([
      ["User", "Alex Morgan", "01/07/2026 13:00:05", "admin@example.com signed in (2)"],
      ["User", "Fiona Sinclair", "15/01/2026 09:30:00", "client@example.com signed in"],
    ]);
    expect(within(grid).getAllByRole("button", { name: "Sort by Action Date" })[0]!.getAttribute("data-sort")).toBe("descending");
    expect(callsOf(calls, "AuditTrailGrid_AuditTrail")[0]).toEqual({
      page: 1,
      pageSize: 20,
      search: null,
      entityName: null,
      sort: [{ field: "ACTION_DATE", direction: "DESC" }],
    });
  });

  it("searches after 250 ms, filters by entity and sorts by a column", async () => {
    const calls = mockAudit();
    const { user } = renderApp("/audit_trail");
    await waitFor(() => expect(rowsOf(gridNamed("Audit trail"))).toHaveLength(2));
    const grid = gridNamed("Audit trail");
    useFakeClock();
    await user.type(within(grid).getByRole("searchbox", { name: "Search" }), "signed");
    advanceClock(120);
    await gridSettled(grid); // a search asked for by now has been answered
    expect(callsOf(calls, "AuditTrailGrid_AuditTrail").filter((v) => v.search)).toEqual([]);
    await waitFor(() => expect(callsOf(calls, "AuditTrailGrid_AuditTrail").at(-1)!.search).toBe("signed"));
    expect(callsOf(calls, "AuditTrailGrid_AuditTrail").filter((v) => v.search)).toHaveLength(1);

    await user.selectOptions(within(grid).getByRole("combobox", { name: "Entity" }), "BIReport");
    await waitFor(() => expect(rowsOf(gridNamed("Audit trail")).map((r) => r[0])).toEqual(["BIReport"]));
    expect(callsOf(calls, "AuditTrailGrid_AuditTrail").at(-1)).toMatchObject({ entityName: "BIReport", search: "signed", page: 1 });
    const options = within(within(grid).getByRole("combobox", { name: "Entity" }))
      .getAllByRole("option")
      .map((o) => o.textContent);
    expect(options).toEqual(["All entities", "BIReport", "User", "UserInSite"]);

    await user.click(within(grid).getAllByRole("button", { name: "Sort by By" })[0]!);
    await waitFor(() => expect(callsOf(calls, "AuditTrailGrid_AuditTrail").at(-1)!.sort).toEqual([{ field: "ACTION_BY_NAME", direction: "ASC" }]));
  });
});
