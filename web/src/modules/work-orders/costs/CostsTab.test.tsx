import { screen, waitFor, within } from "@testing-library/react";
import { findNotice } from "../../../test/notices";
import { columnTitles, gridNamed, rowsOf } from "../../../test/grid";
import type { Viewer } from "../../../app/access/ViewerContext";
import { renderTab } from "../tabs/test/render-tab";
import { CostsTab, LOG_DELETED } from "./CostsTab";
import { CONFIRM_LOG_TIME, DATE_REQUIRED } from "./LogTimePopup";
import { mockCostsApi } from "./test/costs-api";

async function shown() {
  await waitFor(() => expect(rowsOf(gridNamed("Logged time")).length).toBeGreaterThan(0));
  await waitFor(() => expect(rowsOf(gridNamed("Logged materials")).length).toBeGreaterThan(0));
}

/** Answers the confirmation shown */
async function answer(user: ReturnType<typeof renderTab>["user"], button: "Yes" | "No") {
  const alert = await screen.findByRole("alertdialog");
  await user.click(within(alert).getByRole("button", { name: button }));
}

describe("CostsTab", () => {
  it("shows the counters on red when over budget, the quoted cost row and both logs", async () => {
    const calls = mockCostsApi({
      quotedCost: { __typename: "QuotedCost", workOrderId: 7, quoteId: 3, quoteText: "QT000003 – Replace the valve", quoteTotal: "245.50" },
    });
    renderTab(<CostsTab workOrderId={7} />);
    await shown();
    const totals = await screen.findByRole("group", { name: "Logged totals, over budget" });
    expect(totals.className).toContain("wo-costs__counters--over");
    expect(totals.textContent).toContain("Total hours4.00");
    expect(totals.textContent).toContain("Hours cost£160.00");
    expect(totals.textContent).toContain("Materials£37.04");
    expect(totals.textContent).toContain("Call-out charges£35.00");
    expect(totals.textContent).toContain("Logged total£232.04");
    expect(totals.textContent).toContain("Over budget");
    const quote = screen.getByRole("row", { name: /Quoted cost/ });
    expect(quote.textContent).toBe("Quoted costQT000003 – Replace the valve£245.50");
    expect(screen.getByRole("row", { name: /Budget/ }).textContent).toContain("£150.00");

    const time = gridNamed("Logged time");
    expect(columnTitles(time)).toEqual([
      "Date",
      "From",
      "To",
      "Engineers",
      "Man-hours",
      "Cost per hour",
      "Hours cost",
      "Call-out",
      "Bank holiday",
      "Progress code",
      "Logged",
      " ",
    ]);
    expect(rowsOf(time)[0]!.slice(0, 11)).toEqual([
      "02/11/2026",
      "09:00",
      "11:00",
      "2",
      "4.00",
      "£40.00",
      "£160.00",
      "£35.00",
      "No",
      "Complete",
      "02/11/2026 12:05",
    ]);
    // the cost per item as typed (3 decimals), so that it times the quantity makes the total shown
    expect(rowsOf(gridNamed("Logged materials"))[0]!.slice(0, 5)).toEqual(["Parts", "Float valve", "£12.345", "3.000", "£37.04"]);
    expect(calls.times![0]).toMatchObject({ workOrderId: 7, page: 1, pageSize: 20 });
  });

  it("is not red within budget, and offers nothing to change to whom may not log", async () => {
    mockCostsApi({ counters: { overBudget: false, mayLog: false } });
    renderTab(<CostsTab workOrderId={7} />);
    await shown();
    expect(screen.getByRole("group", { name: "Logged totals" }).className).not.toContain("--over");
    expect(screen.getByRole("row", { name: /Quoted cost/ }).textContent).toContain("No accepted quote");
    expect(screen.queryByRole("button", { name: "Log Time" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Log Materials" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Delete logged time 1" })).toBeNull();
  });

  it("asks for the budget only as staff: a contractor's counters show its logs and its quote, never the budget", async () => {
    const contractor: Viewer = { kind: "CONTRACTOR", userId: 11, fullName: "Dan Carter", contractorId: 1, permissions: [] };
    const calls = mockCostsApi({
      quotedCost: { __typename: "QuotedCost", workOrderId: 7, quoteId: 3, quoteText: "QT000003 – Replace the valve", quoteTotal: "245.50" },
    });
    renderTab(<CostsTab workOrderId={7} />, contractor);
    await shown();
    expect(calls.counters![0]).toEqual({ workOrderId: 7, isStaff: false });
    const totals = screen.getByRole("group", { name: "Logged totals" });
    expect(totals.textContent).toContain("Logged total£232.04");
    expect(totals.textContent).not.toContain("Over budget");
    expect(screen.getByRole("row", { name: /Quoted cost/ }).textContent).toContain("£245.50");
    expect(screen.queryByRole("row", { name: /Budget/ })).toBeNull();
  });

  it("asks staff for the budget", async () => {
    const calls = mockCostsApi();
    renderTab(<CostsTab workOrderId={7} />);
    await shown();
    expect(calls.counters![0]).toEqual({ workOrderId: 7, isStaff: true });
  });

  it("logs time: 'Date is a required field', then 'Are you sure these values are correct?' before saving", async () => {
    const calls = mockCostsApi();
    const { user } = renderTab(<CostsTab workOrderId={7} />);
    await shown();
    await user.click(screen.getByRole("button", { name: "Log Time" }));
    const dialog = await screen.findByRole("dialog", { name: "Log Time" });
    const date = within(dialog).getByLabelText(/^Date/) as HTMLInputElement;
    await user.clear(date);
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await findNotice(DATE_REQUIRED, "required");
    expect(within(dialog).getByText(DATE_REQUIRED)).toBeTruthy();

    await user.type(date, "02/11/2026");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await findNotice("Required fields", "required");

    const from = within(dialog).getByLabelText(/^Time from/) as HTMLInputElement;
    expect(from.type).toBe("time");
    expect(from.step).toBe("60");
    await user.type(from, "22:30");
    await user.type(within(dialog).getByLabelText(/^Time to/), "01:15");
    const engineers = within(dialog).getByLabelText(/^Number of engineers/) as HTMLInputElement;
    await user.clear(engineers);
    await user.type(engineers, "2");
    expect(within(dialog).getByLabelText("Man-hours").textContent).toBe("Man-hours: 5.50");
    await user.click(within(dialog).getByLabelText("Bank holiday"));

    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect((await screen.findByRole("alertdialog")).textContent).toContain(CONFIRM_LOG_TIME);
    await answer(user, "No");
    expect(calls.saveTime).toBeUndefined();

    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await answer(user, "Yes");
    await findNotice("Log Time Created", "success");
    expect(calls.saveTime).toEqual([
      {
        input: {
          workOrderId: 7,
          workDate: "2026-11-02",
          timeFrom: "22:30",
          timeTo: "01:15",
          numberOfEngineers: 2,
          bankHoliday: true,
          progressCodeId: null,
        },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Log Time" })).toBeNull());
    await waitFor(() => expect(rowsOf(gridNamed("Logged time"))).toHaveLength(2));
    // the counters are read again after the change
    expect(calls.counters!.length).toBeGreaterThan(1);
  });

  it("refuses engineers that are not a whole number, and shows the server's refusal on its field", async () => {
    const calls = mockCostsApi();
    const { user } = renderTab(<CostsTab workOrderId={7} />);
    await shown();
    await user.click(screen.getByRole("button", { name: "Edit logged time 1" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Logged Time" });
    expect((within(dialog).getByLabelText(/^Date/) as HTMLInputElement).value).toBe("02/11/2026");
    const engineers = within(dialog).getByLabelText(/^Number of engineers/);
    await user.clear(engineers);
    await user.type(engineers, "1.5");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await findNotice("Number of engineers must be a whole number of at least 0", "warning");
    await user.clear(engineers);
    await user.type(engineers, "3");
    const date = within(dialog).getByLabelText(/^Date/);
    await user.clear(date);
    await user.type(date, "01/01/2026");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await answer(user, "Yes");
    await findNotice("Date cannot be in the future", "error");
    expect(within(dialog).getByText("Date cannot be in the future")).toBeTruthy();
    expect(calls.saveTime![0]).toMatchObject({ input: { id: 1, version: 1, numberOfEngineers: 3, progressCodeId: 5 } });
  });

  it("logs materials with the total shown to the penny ('Required fields' when empty)", async () => {
    const calls = mockCostsApi();
    const { user } = renderTab(<CostsTab workOrderId={7} />);
    await shown();
    await user.click(screen.getByRole("button", { name: "Log Materials" }));
    const dialog = await screen.findByRole("dialog", { name: "Log Materials" });
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await findNotice("Required fields", "required");
    await user.selectOptions(within(dialog).getByLabelText(/^Type/), "2");
    await user.type(within(dialog).getByLabelText(/^Description/), "Silicone sealant");
    await user.type(within(dialog).getByLabelText(/^Cost per item/), "12.345");
    const quantity = within(dialog).getByLabelText(/^Quantity/);
    await user.clear(quantity);
    await user.type(quantity, "3");
    expect(within(dialog).getByLabelText("Total").textContent).toBe("Total: £37.04");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await findNotice("Log Material Created", "success");
    expect(calls.saveMaterial).toEqual([
      { input: { workOrderId: 7, logMaterialTypeId: 2, description: "Silicone sealant", costPerItem: "12.345", quantity: "3" } },
    ]);
    await waitFor(() => expect(rowsOf(gridNamed("Logged materials"))).toHaveLength(2));
  });

  it("deletes a log after confirming ('Log deleted'), and shows why when it cannot", async () => {
    const calls = mockCostsApi();
    const { user } = renderTab(<CostsTab workOrderId={7} />);
    await shown();
    await user.click(screen.getByRole("button", { name: "Delete logged material 2" }));
    await answer(user, "No");
    expect(calls.deleteMaterial).toBeUndefined();
    await user.click(screen.getByRole("button", { name: "Delete logged material 2" }));
    await answer(user, "Yes");
    await findNotice(LOG_DELETED, "success");
    expect(calls.deleteMaterial).toEqual([{ id: 2 }]);
    await waitFor(() => expect(screen.getByText("No materials logged")).toBeTruthy());
  });

  it("shows the server's reason when a delete is refused", async () => {
    mockCostsApi({ deleteError: "Time and materials cannot be logged, changed or deleted while the work order is Submitted" });
    const { user } = renderTab(<CostsTab workOrderId={7} />);
    await shown();
    await user.click(screen.getByRole("button", { name: "Delete logged time 1" }));
    await answer(user, "Yes");
    await findNotice("Time and materials cannot be logged, changed or deleted while the work order is Submitted", "error");
  });
});
