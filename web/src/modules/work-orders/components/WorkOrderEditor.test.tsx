import { screen, waitFor, within } from "@testing-library/react";
import { callsOf } from "../../../test/api";
import { findNotice } from "../../../test/notices";
import { renderApp } from "../../../test/render";
import { SLA_CLOCKS } from "../../../test/fixtures";
import { editableWorkOrder, mockEditorApi, viewerCan } from "../test/editor-api";

const el = <T extends HTMLElement = HTMLSelectElement>(name: string) => document.getElementById(`wo-${name}`) as T;
const optionsOf = (name: string) => Array.from(el(name).options).map((o) => o.textContent);
const input = (name: string) => el<HTMLInputElement>(name);

async function openWorkOrder(options: Parameters<typeof mockEditorApi>[0] = {}, path = "/work-order/42") {
  const api = mockEditorApi(options);
  const rendered = renderApp(path);
  await screen.findByRole("form", { name: "Work order details" });
  // the lookups have arrived
  await waitFor(() => expect(optionsOf("workOrderTypeId")).toContain("Reactive"));
  return { ...api, ...rendered };
}

async function answer(text: "Yes" | "No") {
  const alert = await screen.findByRole("alertdialog");
  const { user } = { user: (await import("@testing-library/user-event")).default.setup() };
  await user.click(within(alert).getByRole("button", { name: text }));
}

describe("the work-order page (staff)", () => {
  it("refuses to save without the required fields: 'Required fields', flagged, cleared on change", async () => {
    const { user, calls } = await openWorkOrder({}, "/work-order/0");
    expect(input("dateOpened").value).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    await user.click(screen.getByRole("button", { name: "Save" }));
    await findNotice("Required fields", "required");
    for (const name of ["clientId", "siteId", "workOrderTypeId", "issue"])
      expect([name, el(name).getAttribute("aria-invalid")]).toEqual([name, "true"]);
    expect(el("contractorId").getAttribute("aria-invalid")).toBeNull();
    expect(callsOf(calls, "WorkOrderActions_Save")).toEqual([]);
    await user.selectOptions(el("clientId"), "Harbour Retail Group");
    expect(el("clientId").getAttribute("aria-invalid")).toBeNull();
    expect(input("issue").getAttribute("aria-invalid")).toBe("true");
  });

  it("creates a work order: 'Work Order Created', contractor 'Select ...' as 0, then its page", async () => {
    const { user, calls } = await openWorkOrder({}, "/work-order/0");
    await user.selectOptions(el("clientId"), "Harbour Retail Group");
    await waitFor(() => expect(optionsOf("siteId")).toContain("Harbour Home Manchester (HRG001)"));
    await user.selectOptions(el("siteId"), "Harbour Home Manchester (HRG001)");
    await user.selectOptions(el("workOrderTypeId"), "Reactive");
    // job type Reactive sets financial code 1, which sets the estimated cost to 150
    expect(el("financialCodeId").value).toBe("1");
    expect(input("estimatedCost").value).toBe("150");
    await user.type(input("issue"), "Leak");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await findNotice("Work Order Created", "success");
    expect(callsOf(calls, "WorkOrderActions_Save")[0]!.input).toMatchObject({
      id: 0,
      clientId: 1,
      siteId: 11,
      contractorId: 0,
      financialCodeId: 1,
      estimatedCost: "150",
      issue: "Leak",
    });
    await waitFor(() => expect(window.location.hash).toBe("#/work-order/77"));
  });

  it("applies the financial code rules: 5 requires a capital code, 2 sets the cost to 0, none clears the capital code", async () => {
    const { user, calls } = await openWorkOrder();
    await waitFor(() => expect(input("issue").value).toBe("Lights out in aisle 4"));
    await user.selectOptions(el("financialCodeId"), "Capital");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await findNotice("Required fields", "required");
    expect(el("capitalCodeId").getAttribute("aria-invalid")).toBe("true");
    expect(callsOf(calls, "WorkOrderActions_Save")).toEqual([]);
    await user.selectOptions(el("capitalCodeId"), "CAP-02 HVAC");
    await user.selectOptions(el("financialCodeId"), "Planned");
    expect(input("estimatedCost").value).toBe("0");
    expect(el("capitalCodeId").value).toBe("2");
    await user.selectOptions(el("financialCodeId"), "Select ...");
    expect(el("capitalCodeId").value).toBe("");
    await user.selectOptions(el("workOrderTypeId"), "Quote");
    expect(el("financialCodeId").value).toBe("3");
  });

  it("takes dates as DD/MM/YYYY and refuses text that is no date", async () => {
    const { user, calls } = await openWorkOrder();
    await waitFor(() => expect(input("dueDate").value).toBe("05/11/2026"));
    await user.clear(input("dueDate"));
    await user.type(input("dueDate"), "31/02/2026");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await findNotice("Unable to update - please ensure all data is valid.", "warning");
    expect(input("dueDate").getAttribute("aria-invalid")).toBe("true");
    expect(callsOf(calls, "WorkOrderActions_Save")).toEqual([]);
    await user.clear(input("dueDate"));
    await user.type(input("dueDate"), "06/11/2026");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await findNotice("Work Order Updated", "success");
    expect(callsOf(calls, "WorkOrderActions_Save")[0]!.input).toMatchObject({
      dueDate: "2026-11-06T00:00:00.000Z",
      dateOpened: "2026-11-02T09:00:00.000Z",
    });
  });

  it("offers only the next statuses in the status dropdown, as the server sends them", async () => {
    await openWorkOrder({ workOrder: editableWorkOrder(42, { nextStatuses: [2, 3] }) });
    expect(optionsOf("workOrderStatusId")).toEqual(["Select ...", "Open", "Awaiting Quote"]);
  });

  it("shows the order's SLA clocks as the server computes them, a paused one as paused", async () => {
    const paused = { ...SLA_CLOCKS, fix: { ...SLA_CLOCKS.fix, state: "PAUSED", minutesLeft: 185, pausedMinutes: 60 } };
    await openWorkOrder({ workOrder: editableWorkOrder(42, { slaClocks: paused }) });
    const clocks = await screen.findByLabelText("SLA clocks");
    expect(clocks.textContent).toContain("Response: Met");
    expect(clocks.textContent).toContain("Fix: Paused · 3 h 05 min left");
  });

  it("shows an action's button only when the server says the viewer may take it now (viewerCan)", async () => {
    await openWorkOrder({ workOrder: editableWorkOrder(42, { workOrderStatusId: 12, nextStatuses: [12], viewerCan: viewerCan() }) });
    await waitFor(() => expect(el("workOrderStatusId").value).toBe("12"));
    for (const name of ["Cancel work order", "Mark complete", "Submit costs", "Approve", "Query"])
      expect(screen.queryByRole("button", { name })).toBeNull();
    expect(el("queryReasonId").disabled).toBe(true);
  });

  it("asks before cancelling: no cancels nothing, yes cancels and goes back to the list after 1 s", async () => {
    const { user, calls } = await openWorkOrder();
    await user.click(await screen.findByRole("button", { name: "Cancel work order" }));
    expect((await screen.findByRole("alertdialog")).textContent).toContain("Are you sure you wish to set this work order to cancelled?");
    await answer("No");
    expect(callsOf(calls, "WorkOrderActions_Cancel")).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Cancel work order" }));
    await answer("Yes");
    await findNotice("Work Order Updated", "success");
    expect(callsOf(calls, "WorkOrderActions_Cancel")).toEqual([{ id: 42, version: 3 }]);
    await waitFor(() => expect(window.location.hash).toBe("#/work_orders"), { timeout: 3000 });
  });

  it("shows a stale save's message as the server gives it, and offers a reload", async () => {
    const message = "WO0000042 was changed by someone else since you opened it: reload to see the changes";
    const { user, calls } = await openWorkOrder({ refuseSave: { code: "STALE", message } });
    await waitFor(() => expect(input("issue").value).toBe("Lights out in aisle 4"));
    await user.click(screen.getByRole("button", { name: "Save" }));
    await findNotice(message, "error");
    expect(callsOf(calls, "WorkOrderActions_Save")[0]!.input).toMatchObject({ id: 42, version: 3 });
    const loads = callsOf(calls, "StaffWorkOrder_Load").length;
    await user.click(screen.getByRole("button", { name: "Reload" }));
    await waitFor(() => expect(callsOf(calls, "StaffWorkOrder_Load").length).toBe(loads + 1));
  });

  it("shows an illegal transition's message as the server gives it", async () => {
    const message = "A work order cannot go from Open to Closed";
    const { user } = await openWorkOrder({ refuseSave: { code: "ILLEGAL_TRANSITION", message } });
    await waitFor(() => expect(input("issue").value).toBe("Lights out in aisle 4"));
    await user.click(screen.getByRole("button", { name: "Save" }));
    await findNotice(message, "error");
    expect(screen.queryByRole("button", { name: "Reload" })).toBeNull();
  });

  it("marks the work complete; with costs logged it asks the server's question, and submits them on yes", async () => {
    const { user, calls } = await openWorkOrder({ loggedOnComplete: "£123.45" });
    await user.click(await screen.findByRole("button", { name: "Mark complete" }));
    expect((await screen.findByRole("alertdialog")).textContent).toContain(
      "Costs of £123.45 are logged on this work order. Do you want to submit them for payment?",
    );
    await answer("Yes");
    await findNotice("Your costs have been submitted", "success");
    expect(callsOf(calls, "WorkOrderActions_Complete")).toEqual([{ id: 42, version: 3 }]);
    expect(callsOf(calls, "WorkOrderActions_Submit")).toEqual([{ id: 42, version: 4 }]);
  });

  it("marks the work complete with nothing logged: 'Work order marked as complete', then offers the submission", async () => {
    const { user, calls } = await openWorkOrder();
    await user.click(await screen.findByRole("button", { name: "Mark complete" }));
    await findNotice("Work order marked as complete", "success");
    expect(callsOf(calls, "WorkOrderActions_Submit")).toEqual([]);
    await user.click(await screen.findByRole("button", { name: "Submit costs" }));
    expect((await screen.findByRole("alertdialog")).textContent).toContain("Are you sure that you want to proceed?");
    await answer("Yes");
    await findNotice("Your costs have been submitted", "success");
    expect(callsOf(calls, "WorkOrderActions_Submit")).toEqual([{ id: 42, version: 4 }]);
  });

  it("approves the costs with the approved cost; approved locks the finance section and hides approve", async () => {
    const { user, calls } = await openWorkOrder({
      workOrder: editableWorkOrder(42, { workOrderStatusId: 12, nextStatuses: [12], viewerCan: viewerCan({ approveCosts: true, queryCosts: true }) }),
    });
    await user.type(await screen.findByLabelText(/^Approved cost/), "180.5");
    await user.click(screen.getByRole("button", { name: "Approve" }));
    await findNotice("Work Order Updated", "success");
    expect(callsOf(calls, "WorkOrderActions_Approve")).toEqual([{ id: 42, version: 3, approvedCost: "180.5", valuationNumber: null }]);
    await waitFor(() => expect(el("financialCodeId").disabled).toBe(true));
    expect(screen.queryByRole("button", { name: "Approve" })).toBeNull();
    // leaving approved asks first
    await user.selectOptions(el("workOrderStatusId"), "Closed");
    expect((await screen.findByRole("alertdialog")).textContent).toContain("Are you sure that you want to proceed?");
    await answer("No");
    await waitFor(() => expect(el("workOrderStatusId").value).toBe("10"));
  });

  it("queries the costs with a reason after 'You are about to query the costings!'", async () => {
    const { user, calls } = await openWorkOrder({
      workOrder: editableWorkOrder(42, { workOrderStatusId: 12, nextStatuses: [12], viewerCan: viewerCan({ approveCosts: true, queryCosts: true }) }),
    });
    await user.selectOptions(el("queryReasonId"), "Cost too high");
    expect((await screen.findByRole("alertdialog")).textContent).toContain("You are about to query the costings!");
    await answer("Yes");
    await findNotice("Work Order Updated", "success");
    expect(callsOf(calls, "WorkOrderActions_Query")).toEqual([{ id: 42, version: 3, queryReasonId: 1 }]);
  });

  it("asks before changing a stored valuation number", async () => {
    const { user } = await openWorkOrder({ workOrder: editableWorkOrder(42, { valuationNumber: "VAL-9" }) });
    await waitFor(() => expect(input("valuationNumber").value).toBe("VAL-9"));
    await user.type(input("valuationNumber"), "1");
    expect((await screen.findByRole("alertdialog")).textContent).toContain("You are about to change an existing value!");
    await answer("No");
    expect(input("valuationNumber").value).toBe("VAL-9");
  });

  it("warns when the chosen asset is in warranty, and offers a contact's mobile for texts", async () => {
    const { user } = await openWorkOrder({ inWarranty: true });
    await waitFor(() => expect(optionsOf("assetId")).toContain("AC-001"));
    await user.selectOptions(el("assetId"), "AC-001");
    expect((await screen.findByRole("alert")).textContent).toContain("Please be aware that this asset is in warranty!");
    await user.selectOptions(el("contactId"), "Fiona Sinclair");
    expect((await screen.findByRole("alertdialog")).textContent).toContain("Use this mobile number for text notifications?");
    await answer("Yes");
    await waitFor(() => expect(input("smsNumber").value).toBe("07700 900123"));
  });
});
