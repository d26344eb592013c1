import { screen, waitFor, within } from "@testing-library/react";
import { graphql } from "msw";
import { okReply } from "../../../../test/api";
import { workOrder } from "../../../../test/fixtures";
import { columnTitles, rowsOf } from "../../../../test/grid";
import { findNotice } from "../../../../test/notices";
import { server } from "../../../../test/server";
import { CLIENT_VIEWER, renderTab, STAFF_VIEWER } from "../../../work-orders/tabs/test/render-tab";
import { mockRequestApi } from "../../test/portal-api";
import { WorkOrderDetailsPopup } from "./WorkOrderDetailsPopup";

type Vars = Record<string, unknown>;

function mockDetails(edit: boolean) {
  const calls: Record<string, Vars[]> = { details: [], notes: [], noteSave: [] };
  const saves = mockRequestApi();
  server.use(
    graphql.query("ClientWorkOrderDetails_WorkOrder", ({ variables }) => {
      calls.details!.push(variables);
      return okReply({
        workOrder: workOrder(7, {
          version: 3,
          workOrderStatusId: edit ? 1 : 2,
          workOrderStatus: edit ? "Awaiting Response" : "Open",
          contractorId: edit ? null : 4,
          siteId: 5,
          assetId: null,
          tradeId: 3,
          subTradeId: 31,
          viewerCan: { __typename: "WorkOrderViewerCan", edit },
          progress: [
            { __typename: "WorkOrderProgressStep", step: "RAISED", at: "2026-10-20T09:00:00Z", label: "Request raised" },
            ...(edit ? [] : [{ __typename: "WorkOrderProgressStep", step: "ASSIGNED", at: "2026-10-21T10:30:00Z", label: "Given to a contractor" }]),
          ],
        }),
      });
    }),
    graphql.query("NotesTab_Notes", ({ variables }) => {
      calls.notes!.push(variables);
      return okReply({
        workOrderNotes: {
          __typename: "WorkOrderNotePage",
          totalCount: 1,
          totalCountExact: true,
          nodes: [
            {
              __typename: "WorkOrderNote",
              id: 81,
              note: "Engineer booked for Tuesday",
              noteTime: "2026-10-21T10:30:00Z",
              userId: 2,
              userName: "Olivia Bennett",
            },
          ],
        },
      });
    }),
  );
  return { calls, saves };
}

describe("client work-order details popup", () => {
  it("shows an order the client may not change read-only: its fields, progress, PDF, contractor and tabs; notes open read-only", async () => {
    const { calls } = mockDetails(false);
    const { user } = renderTab(<WorkOrderDetailsPopup clientId={1} id={7} onClose={() => undefined} />, CLIENT_VIEWER);
    const dialog = await screen.findByRole("dialog", { name: "Work Order WO0000007" });
    expect(calls.details![0]).toEqual({ id: 7, isStaff: false, isClient: true });
    const progress = within(dialog).getByRole("list", { name: "Progress" });
    expect(
      within(progress)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Request raised20/10/2026 10:00", "Given to a contractor21/10/2026 11:30"]);
    expect(within(dialog).queryByRole("form", { name: "Edit request" })).toBeNull();
    expect(within(dialog).getByText("Issue 7")).toBeTruthy();
    expect(within(dialog).getByRole("button", { name: "View PDF" })).toBeTruthy();
    expect(within(dialog).getByRole("button", { name: "Contractor: Contractor 7" })).toBeTruthy();
    expect(
      within(dialog)
        .getAllByRole("tab")
        .map((t) => t.textContent),
    ).toEqual(["Notes", "Quotes", "Attachments"]);

    const notes = await within(dialog).findByRole("region", { name: "Notes" });
    await waitFor(() => expect(rowsOf(notes)).toHaveLength(1));
    expect(columnTitles(notes)).toEqual(["Note", "Date", " "]);
    expect(calls.notes![0]).toMatchObject({ workOrderId: 7, privateNote: false });
    await user.click(within(notes).getByRole("button", { name: "View note 81" }));
    const view = await screen.findByRole("dialog", { name: "View Note" });
    expect(within(view).getByText("Engineer booked for Tuesday")).toBeTruthy();
    expect(within(view).queryByRole("textbox")).toBeNull();
  });

  it("lets the client change its own request awaiting response, saved with the version read", async () => {
    const { saves } = mockDetails(true);
    const { user } = renderTab(<WorkOrderDetailsPopup clientId={1} id={7} onClose={() => undefined} />, CLIENT_VIEWER);
    const form = await screen.findByRole("form", { name: "Edit request" });
    const issue = within(form).getByLabelText(/What is wrong/);
    await waitFor(() => expect((issue as HTMLTextAreaElement).value).toBe("Issue 7"));
    await user.clear(issue);
    await user.type(issue, "Leak is worse");
    await user.click(within(form).getByRole("button", { name: "Save" }));
    await findNotice("Work Order Updated", "success");
    expect(saves[0]!.variables.input).toMatchObject({
      id: 7,
      version: 3,
      clientId: 1,
      siteId: 5,
      tradeId: 3,
      subTradeId: 31,
      issue: "Leak is worse",
    });
    expect(saves[0]!.variables.input).not.toHaveProperty("answers");
  });

  it("never offers staff the client's request form in the portal", async () => {
    mockDetails(true);
    renderTab(<WorkOrderDetailsPopup clientId={1} id={7} onClose={() => undefined} />, STAFF_VIEWER);
    const dialog = await screen.findByRole("dialog", { name: "Work Order WO0000007" });
    expect(within(dialog).getByText("Issue 7")).toBeTruthy();
    expect(within(dialog).queryByRole("form", { name: "Edit request" })).toBeNull();
  });
});
