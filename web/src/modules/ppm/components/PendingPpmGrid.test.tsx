import { screen, waitFor, within } from "@testing-library/react";
import { graphql } from "msw";
import { failedReply, mockApi, okReply } from "../../../test/api";
import { workOrder, workOrderPage } from "../../../test/fixtures";
import { findNotice } from "../../../test/notices";
import { columnTitles, gridNamed, rowsOf } from "../../../test/grid";
import { renderApp } from "../../../test/render";
import { server } from "../../../test/server";

type Vars = Record<string, unknown>;

const pending = (id: number) =>
  workOrder(id, {
    workOrderStatus: "Pending",
    requestedBy: null,
    issue: "Weekly fire alarm test",
    subTradeName: "Fire Alarms",
    dueDate: "2026-12-02T17:00:00Z",
  });

function mockPending(
  convert: (ids: number[]) => ReturnType<typeof okReply> = (ids) =>
    okReply({ convertPpmWorkOrders: { __typename: "ConvertPpmWorkOrdersPayload", workOrderIds: ids, error: null } }),
) {
  const calls: Record<string, Vars[]> = { list: [], convert: [], raise: [] };
  server.use(
    graphql.query("PendingPpmGrid_WorkOrders", ({ variables }) => {
      calls.list!.push(variables);
      return okReply({ pendingPpmWorkOrders: workOrderPage([pending(2001), pending(2002)], 2) });
    }),
    graphql.mutation("PendingPpmGrid_Convert", ({ variables }) => {
      calls.convert!.push(variables);
      return convert(variables.ids as number[]);
    }),
    graphql.mutation("PendingPpmGrid_Raise", ({ variables }) => {
      calls.raise!.push(variables);
      return okReply({ raisePendingPpmOrdersNow: { __typename: "RaisePendingPpmOrdersPayload", created: 3, horizonDays: 28 } });
    }),
  );
  return calls;
}

async function openTab() {
  const utils = renderApp("/ppm?tab=work-orders");
  await waitFor(() => expect(rowsOf(gridNamed("PPM work orders")).length).toBe(2));
  return utils;
}

describe("#/ppm, the PPM work orders tab", () => {
  beforeEach(() => jest.spyOn(window, "alert").mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it("lists the pending PPM work orders with tick boxes, sorted by reference", async () => {
    mockApi();
    const calls = mockPending();
    await openTab();
    const grid = gridNamed("PPM work orders");
    expect(columnTitles(grid)).toEqual([
      " ",
      "Reference",
      "Client",
      "Site",
      "Date Opened",
      "Due Date",
      "Issue",
      "Details",
      "Contractor",
      "Sub-Trade",
      "Status",
    ]);
    expect(rowsOf(grid)[0]!.slice(1, 3)).toEqual(["WO0002001", "Client 2001"]);
    expect(within(grid).getAllByRole("checkbox")).toHaveLength(2);
    expect(calls.list[0]).toMatchObject({ page: 1, pageSize: 20 });
  });

  it("says 'Please select Pending Work Order' when none is ticked, converting nothing", async () => {
    mockApi();
    const calls = mockPending();
    const { user } = await openTab();
    await user.click(screen.getByRole("button", { name: "Convert" }));
    await findNotice("Please select Pending Work Order");
    expect(calls.convert).toEqual([]);
  });

  it("converts the ticked ones and reloads the grid", async () => {
    mockApi();
    const calls = mockPending();
    const { user } = await openTab();
    await user.click(screen.getByRole("checkbox", { name: "Select WO0002002" }));
    expect((screen.getByRole("checkbox", { name: "Select WO0002002" }) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole("button", { name: "Convert" }));
    await findNotice("1 PPM converted to Work Order", "success");
    expect(calls.convert).toEqual([{ ids: [2002] }]);
    await waitFor(() => expect(calls.list.length).toBeGreaterThan(1));
  });

  it("shows the server's text and ' PPM not converted ...' as notice and alert when the conversion fails, and lets the user try again", async () => {
    mockApi();
    const calls = mockPending(() =>
      okReply({
        convertPpmWorkOrders: {
          __typename: "ConvertPpmWorkOrdersPayload",
          workOrderIds: [],
          error: { __typename: "PpmError", code: "NOT_PENDING", message: "WO0002001 is not a pending PPM work order." },
        },
      }),
    );
    const { user } = await openTab();
    await user.click(screen.getByRole("checkbox", { name: "Select WO0002001" }));
    await user.click(screen.getByRole("button", { name: "Convert" }));
    const text = "WO0002001 is not a pending PPM work order. PPM not converted to Work Order, please check all the details and try again";
    await findNotice(text, "error");
    expect(window.alert).toHaveBeenCalledWith(text);
    await waitFor(() => expect(calls.list.length).toBeGreaterThan(1));
    expect((screen.getByRole("button", { name: "Convert" }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("answers a failed call the same way", async () => {
    mockApi();
    mockPending(() => failedReply([{ message: "Something went wrong" }]));
    const { user } = await openTab();
    await user.click(screen.getByRole("checkbox", { name: "Select WO0002001" }));
    await user.click(screen.getByRole("button", { name: "Convert" }));
    await findNotice("Something went wrong PPM not converted to Work Order, please check all the details and try again", "error");
  });

  it("raises the pending work orders now and says how many", async () => {
    mockApi();
    const calls = mockPending();
    const { user } = await openTab();
    await user.click(screen.getByRole("button", { name: "Raise pending work orders now" }));
    await findNotice("3 pending PPM work orders raised (visits within 28 days)", "success");
    expect(calls.raise).toHaveLength(1);
  });
});
