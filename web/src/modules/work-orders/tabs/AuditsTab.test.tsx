import { waitFor } from "@testing-library/react";
import { graphql } from "msw";
import { okReply } from "../../../test/api";
import { columnTitles, gridNamed, rowsOf } from "../../../test/grid";
import { server } from "../../../test/server";
import { AuditsTab } from "./AuditsTab";
import { renderTab } from "./test/render-tab";

describe("AuditsTab", () => {
  it("lists the work order's audits as the server orders them (newest first): date and time in London, who, what", async () => {
    const calls: Array<Record<string, unknown>> = [];
    server.use(
      graphql.query("AuditsTab_Audits", ({ variables }) => {
        calls.push(variables);
        const nodes = [
          {
            __typename: "WorkOrderAudit",
            id: "work-orders:2",
            actionDate: "2026-07-01T08:05:09Z",
            actionByName: "Olivia Bennett",
            actionTaken: "Note added",
          },
          {
            __typename: "WorkOrderAudit",
            id: "work-orders:1",
            actionDate: "2026-06-30T23:30:00Z",
            actionByName: "Alex Morgan",
            actionTaken: "Work order created",
          },
        ];
        return okReply({ workOrderAudits: { __typename: "WorkOrderAuditPage", totalCount: 2, totalCountExact: true, nodes } });
      }),
    );
    renderTab(<AuditsTab workOrderId={7} />);
    await waitFor(() => expect(rowsOf(gridNamed("Audits")).length).toBe(2));
    const grid = gridNamed("Audits");
    expect(columnTitles(grid)).toEqual(["Action Date", "Action By", "Action Taken"]);
    expect(rowsOf(grid)).toEqual([
      ["01/07/2026 09:05:09", "Olivia Bennett", "Note added"],
      ["01/07/2026 00:30:00", "Alex Morgan", "Work order created"],
    ]);
    expect(calls).toEqual([{ workOrderId: 7, page: 1, pageSize: 20 }]);
  });
});
