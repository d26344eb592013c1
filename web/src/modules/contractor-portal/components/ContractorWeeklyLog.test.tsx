import { screen, waitFor, within } from "@testing-library/react";
import type { ResultOf } from "@graphql-typed-document-node/core";
import { callsOf, mockApi } from "../../../test/api";
import { ADMIN, CONTRACTOR } from "../../../test/fixtures";
import { cardsOf, columnTitles, gridNamed, rowsOf } from "../../../test/grid";
import { renderApp } from "../../../test/render";
import type { Answer } from "../../../test/typed";
import type { ContractorWeeklyLog_OrderLog } from "./ContractorWeeklyLog";
import { londonWeek } from "./weekly-log-week";

type Page = Answer<ResultOf<typeof ContractorWeeklyLog_OrderLog>>["orderLogReport"];

function weekPage(vars: Record<string, unknown>): Page {
  return {
    __typename: "ReportOrderPage",
    totalCount: 1,
    totalCountExact: true,
    page: Number(vars.page),
    pageSize: Number(vars.pageSize),
    nodes: [
      {
        __typename: "ReportOrder",
        id: 71,
        orderNumber: "WO0000071",
        siteCode: "S71",
        siteName: "Riverside Pool",
        clientName: "Northgate Leisure",
        instructions: "Replace the pump seal",
        description: "Pump leaking",
        workOrderType: "Reactive",
        trade: "Mechanical",
        subTrade: "Pumps",
        loggedDate: "2026-11-24T10:15:00Z",
        dateClosed: null,
        contractorName: "Apex Building Services",
        submittedCost: "320.00",
      },
    ],
  };
}

describe("londonWeek", () => {
  it("is Monday to Sunday of the London day, whatever the instant's UTC day", () => {
    expect(londonWeek(new Date("2026-11-29T23:30:00Z"))).toEqual({ from: "2026-11-23", to: "2026-11-29" });
    expect(londonWeek(new Date("2026-11-23T00:00:00Z"))).toEqual({ from: "2026-11-23", to: "2026-11-29" });
    // 23:30 UTC on Sunday 29 March 2026 is 00:30 on Monday in London (BST)
    expect(londonWeek(new Date("2026-03-29T23:30:00Z"))).toEqual({ from: "2026-03-30", to: "2026-04-05" });
    expect(londonWeek(new Date("2026-11-27T12:00:00Z"), -1)).toEqual({ from: "2026-11-16", to: "2026-11-22" });
    expect(londonWeek(new Date("2026-12-30T12:00:00Z"), 1)).toEqual({ from: "2027-01-04", to: "2027-01-10" });
  });
});

describe("the contractor dashboard's weekly order log", () => {
  afterEach(() => Object.assign(window, { innerWidth: 1024, innerHeight: 768 }));

  it("lists the contractor's own orders of this London week, the fields a contractor may read, a week back and on", async () => {
    const calls = mockApi({ me: CONTRACTOR, weeklyLog: weekPage });
    const { user } = renderApp("/contractor_portal/1", { authCode: "N" });
    await waitFor(() => expect(rowsOf(gridNamed("Weekly order log"))).toHaveLength(1));
    const grid = gridNamed("Weekly order log");
    expect(columnTitles(grid)).toEqual([
      "Order Number",
      "Site Code",
      "Site Name",
      "Name",
      "Instructions",
      "Description",
      "WO Type",
      "Trade",
      "Sub Trade",
      "Logged Date",
      "Date Closed",
      "Contractor",
      "Submitted Cost",
    ]);
    expect(rowsOf(grid)[0]).toEqual([
      "WO0000071",
      "S71",
      "Riverside Pool",
      "Northgate Leisure",
      "Replace the pump seal",
      "Pump leaking",
      "Reactive",
      "Mechanical",
      "Pumps",
      "24/11/2026 10:15:00",
      "",
      "Apex Building Services",
      "£320.00",
    ]);
    expect(within(grid).getByRole("link", { name: "WO0000071" }).getAttribute("href")).toBe("#/contractor_portal/1/work_order/71");
    const week = londonWeek(new Date());
    expect(callsOf(calls, "ContractorWeeklyLog_OrderLog")[0]).toEqual({
      dateFrom: week.from,
      dateTo: week.to,
      page: 1,
      pageSize: 10,
      sort: [{ field: "LOGGED_DATE", direction: "ASC" }],
    });
    await user.click(screen.getByRole("button", { name: "Previous week" }));
    const before = londonWeek(new Date(), -1);
    await waitFor(() =>
      expect(callsOf(calls, "ContractorWeeklyLog_OrderLog").at(-1)).toMatchObject({ dateFrom: before.from, dateTo: before.to, page: 1 }),
    );
    await user.click(screen.getByRole("button", { name: "Next week" }));
    await user.click(screen.getByRole("button", { name: "Next week" }));
    const after = londonWeek(new Date(), 1);
    await waitFor(() => expect(callsOf(calls, "ContractorWeeklyLog_OrderLog").at(-1)).toMatchObject({ dateFrom: after.from, dateTo: after.to }));
  });

  it("shows the week's orders as cards on a phone (390 x 844)", async () => {
    Object.assign(window, { innerWidth: 390, innerHeight: 844 });
    mockApi({ me: CONTRACTOR, weeklyLog: weekPage });
    renderApp("/contractor_portal/1", { authCode: "N" });
    await waitFor(() => expect(cardsOf(gridNamed("Weekly order log"))).toHaveLength(1));
    const card = cardsOf(gridNamed("Weekly order log"))[0]!;
    expect(card.fields).toContain("Submitted Cost: £320.00");
    expect(card.fields.join(" ")).not.toMatch(/Estimated|Approved|Val/);
  });

  it("sends staff looking at a contractor's portal to the reports (the list has no contractor argument)", async () => {
    const calls = mockApi({ me: ADMIN });
    renderApp("/contractor_portal/2");
    expect(await screen.findByText(/The weekly order log shows a contractor user its own orders/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Reports" }).getAttribute("href")).toBe("#/reports");
    expect(callsOf(calls, "ContractorWeeklyLog_OrderLog")).toEqual([]);
  });
});
