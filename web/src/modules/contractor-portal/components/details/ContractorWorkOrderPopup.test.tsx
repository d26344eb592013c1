import { screen, waitFor, within } from "@testing-library/react";
import type { Viewer } from "../../../../app/access/ViewerContext";
import { findNotice, notices } from "../../../../test/notices";
import { renderTab, STAFF_VIEWER } from "../../../work-orders/tabs/test/render-tab";
import { ALL_CLOSED, ALL_OPEN, COST_QUESTION, mockPopupApi, type Can } from "../../test/contractor-api";
import { ContractorWorkOrderPopup } from "./ContractorWorkOrderPopup";

const CONTRACTOR_VIEWER: Viewer = { kind: "CONTRACTOR", userId: 11, fullName: "Mark Stevens", contractorId: 1, permissions: [] };

function openPopup() {
  const utils = renderTab(<ContractorWorkOrderPopup id={7} onClose={() => undefined} />, CONTRACTOR_VIEWER);
  return { ...utils, dialog: () => screen.findByRole("dialog", { name: "Work Order WO0000007" }) };
}

const ACTIONS = ["Note", "Quote", "Attachment", "Log time", "PDF", "Mark complete", "Mark as submitted", "Save"];

function actionsShown(dialog: HTMLElement): string[] {
  return ACTIONS.filter((name) => within(dialog).queryByRole("button", { name }) !== null);
}

describe("the contractor's work-order popup", () => {
  it("shows the order: its site, address, access times, contact, issue, details and questions answered", async () => {
    const calls = mockPopupApi();
    const dialog = await openPopup().dialog();
    await within(dialog).findByText("Issue 7");
    expect(calls.ContractorPortalWorkOrder_WorkOrder![0]).toEqual({ id: 7, isStaff: false, isClient: false });
    for (const text of ["Details of work order 7", "Site 7 (S7)", "7 High Street, Chester, CH1 1AA", "9-5", "Contact 7", "Under the sink"]) {
      expect(within(dialog).getByText(text)).toBeTruthy();
    }
    expect(within(dialog).getByRole("region", { name: "Questions and answers" })).toBeTruthy();
    expect(
      within(dialog)
        .getAllByRole("tab")
        .map((t) => t.textContent),
    ).toEqual(["Details", "Notes", "Quotes", "Costs", "Documents"]);
  });

  it("offers every action the server's viewerCan opens", async () => {
    mockPopupApi({ can: ALL_OPEN });
    const dialog = await openPopup().dialog();
    await waitFor(() => expect(actionsShown(dialog)).toEqual(ACTIONS));
    expect(within(dialog).getByRole("form", { name: "Progress" })).toBeTruthy();
    expect(within(dialog).queryByRole("list", { name: "Why not" })).toBeNull();
  });

  it("offers none of them when viewerCan closes them all (PDF stays), and says why the order cannot move on", async () => {
    mockPopupApi({ can: ALL_CLOSED, order: { workOrderStatusId: 12, workOrderStatus: "Submitted" } });
    const dialog = await openPopup().dialog();
    await within(dialog).findByText("Issue 7");
    expect(actionsShown(dialog)).toEqual(["PDF"]);
    expect(within(dialog).queryByRole("form", { name: "Progress" })).toBeNull();
    const why = within(dialog).getByRole("list", { name: "Why not" });
    expect(
      within(why)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual([
      "Mark complete: Mark complete is not possible while the work order is Submitted",
      "Mark as submitted: The costs are already submitted",
    ]);
  });

  it("never offers staff the contractor's save form (staff change an order on its own screen)", async () => {
    const calls = mockPopupApi({ can: ALL_OPEN });
    renderTab(<ContractorWorkOrderPopup id={7} onClose={() => undefined} />, STAFF_VIEWER);
    const dialog = await screen.findByRole("dialog", { name: "Work Order WO0000007" });
    await within(dialog).findByText("Issue 7");
    expect(calls.ContractorPortalWorkOrder_WorkOrder![0]).toEqual({ id: 7, isStaff: true, isClient: false });
    expect(actionsShown(dialog)).toEqual(ACTIONS.filter((a) => a !== "Save"));
    expect(within(dialog).queryByRole("form", { name: "Progress" })).toBeNull();
  });

  it.each<[string, Partial<Can>, string[]]>([
    ["a note only", { addNote: true }, ["Note", "PDF"]],
    ["attach and submit (a Completed order)", { attach: true, submitCosts: true, amendCosts: true }, ["Attachment", "PDF", "Mark as submitted"]],
    ["quote, log time and complete", { quote: true, logTime: true, complete: true }, ["Quote", "Log time", "PDF", "Mark complete"]],
    ["save only", { edit: true }, ["PDF", "Save"]],
  ])("follows each flag: %s", async (_, open, expected) => {
    mockPopupApi({ can: { ...ALL_CLOSED, whyNot: [], ...open } });
    const dialog = await openPopup().dialog();
    await within(dialog).findByText("Issue 7");
    expect(actionsShown(dialog)).toEqual(expected);
  });

  it("Quote and Log time lead to their tabs, where the tab's own button takes over (one button of each name on the screen)", async () => {
    mockPopupApi();
    const { user, dialog } = openPopup();
    const d = await dialog();
    const bar = await within(d).findByRole("toolbar", { name: "Work order actions" });
    await user.click(within(bar).getByRole("button", { name: "Quote" }));
    expect(within(d).getByRole("tab", { name: "Quotes" }).getAttribute("aria-selected")).toBe("true");
    expect(within(bar).queryByRole("button", { name: "Quote" })).toBeNull();
    await user.click(within(bar).getByRole("button", { name: "Log time" }));
    expect(within(d).getByRole("tab", { name: "Costs" }).getAttribute("aria-selected")).toBe("true");
    expect(within(bar).queryByRole("button", { name: "Log time" })).toBeNull();
    expect(within(d).queryAllByRole("button", { name: "Log time" }).length).toBeLessThanOrEqual(1);
    expect(within(bar).getByRole("button", { name: "Quote" })).toBeTruthy();
  });

  it("adds a public note (no private choice) and shows the notes after", async () => {
    const calls = mockPopupApi();
    const { user, dialog } = openPopup();
    const d = await dialog();
    await user.click(await within(d).findByRole("button", { name: "Note" }));
    const popup = await screen.findByRole("dialog", { name: "New Note" });
    expect(within(popup).queryByRole("checkbox")).toBeNull();
    expect(within(popup).queryByRole("switch")).toBeNull();
    await user.type(within(popup).getByRole("textbox", { name: /Note/ }), "Engineer on site at 10:00");
    await user.click(within(popup).getByRole("button", { name: "Save" }));
    await findNotice("Note Created", "success");
    expect(calls.NotePopup_Save![0]).toEqual({ input: { workOrderId: 7, note: "Engineer on site at 10:00", privateNote: false } });
    await waitFor(() => expect(within(d).getByRole("tab", { name: "Notes" }).getAttribute("aria-selected")).toBe("true"));
    await waitFor(() => expect(calls.NotesTab_Notes?.length).toBeGreaterThan(0));
    expect(calls.NotesTab_Notes![0]).toMatchObject({ workOrderId: 7, privateNote: false });
    // the order is read again: a note may open or close actions
    await waitFor(() => expect(calls.ContractorPortalWorkOrder_WorkOrder!.length).toBeGreaterThan(1));
  });

  it("saves the progress code, the asset and a progress note with the version read", async () => {
    const calls = mockPopupApi();
    const { user, dialog } = openPopup();
    const d = await dialog();
    const form = await within(d).findByRole("form", { name: "Progress" });
    await waitFor(() => expect(within(form).getAllByRole("option", { name: "Parts on order" })).toHaveLength(1));
    await user.selectOptions(within(form).getByLabelText("Progress code"), "Parts on order");
    await user.selectOptions(within(form).getByLabelText("Asset"), "BOILER-1");
    await user.type(within(form).getByLabelText("Progress note"), "Pump ordered, fitting Tuesday");
    await user.click(within(d).getByRole("button", { name: "Save" }));
    await findNotice("Work Order Updated", "success");
    expect(calls.ContractorPortalWorkOrder_Save![0]).toEqual({
      input: { id: 7, version: 3, clientId: 1, siteId: 107, progressCodeId: 2, assetId: 8, progressNote: "Pump ordered, fitting Tuesday" },
    });
    // the note went with the save; the order is read again
    await waitFor(() => expect((within(form).getByLabelText("Progress note") as HTMLTextAreaElement).value).toBe(""));
    await waitFor(() => expect(calls.ContractorPortalWorkOrder_WorkOrder!.length).toBeGreaterThan(1));
  });

  it("keeps what was typed when the save is refused, and shows the server's message", async () => {
    mockPopupApi({ saveRefusal: { code: "STALE", message: "This work order was changed by someone else: reload it" } });
    const { user, dialog } = openPopup();
    const d = await dialog();
    const form = await within(d).findByRole("form", { name: "Progress" });
    await waitFor(() => expect(within(form).getAllByRole("option", { name: "Engineer on site" })).toHaveLength(1));
    await user.selectOptions(within(form).getByLabelText("Progress code"), "Engineer on site");
    await user.type(within(form).getByLabelText("Progress note"), "On site now");
    await user.click(within(d).getByRole("button", { name: "Save" }));
    await findNotice("This work order was changed by someone else: reload it", "error");
    expect((within(form).getByLabelText("Progress note") as HTMLTextAreaElement).value).toBe("On site now");
    expect((within(form).getByLabelText("Progress code") as HTMLSelectElement).value).toBe("1");
  });

  it("marks the work complete: 'Work order marked as complete', no question without costs logged", async () => {
    const calls = mockPopupApi();
    const { user, dialog } = openPopup();
    const d = await dialog();
    await user.click(await within(d).findByRole("button", { name: "Mark complete" }));
    await findNotice("Work order marked as complete", "success");
    expect(calls.ContractorPortalWorkOrder_Complete![0]).toEqual({ id: 7, version: 3 });
    expect(screen.queryByRole("alertdialog")).toBeNull();
    await waitFor(() => expect(within(d).getAllByText("Completed").length).toBeGreaterThan(0));
  });

  it("with costs logged (code 2011) asks the server's question; yes opens Confirm Payment, which submits the costs", async () => {
    const calls = mockPopupApi({
      costsLogged: true,
      canAfterComplete: { ...ALL_CLOSED, whyNot: [], addNote: true, submitCosts: true, amendCosts: true },
    });
    const { user, dialog } = openPopup();
    const d = await dialog();
    await user.click(await within(d).findByRole("button", { name: "Mark complete" }));
    const question = await screen.findByRole("alertdialog");
    expect(within(question).getByText(COST_QUESTION)).toBeTruthy();
    await user.click(within(question).getByRole("button", { name: "Yes" }));
    const payment = await screen.findByRole("dialog", { name: "Confirm Payment" });
    expect(within(payment).getByRole("radio", { name: "Confirm the payment request for £123.45" })).toBeTruthy();
    await user.click(within(payment).getByRole("button", { name: "Confirm payment request" }));
    await findNotice("Your costs have been submitted", "success");
    // the version the order was read at after completing
    expect(calls.ContractorPortalPayment_Submit![0]).toEqual({ id: 7, version: 4 });
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Confirm Payment" })).toBeNull());
  });

  it("with costs logged, no to the question submits nothing", async () => {
    const calls = mockPopupApi({ costsLogged: true });
    const { user, dialog } = openPopup();
    const d = await dialog();
    await user.click(await within(d).findByRole("button", { name: "Mark complete" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "No" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(screen.queryByRole("dialog", { name: "Confirm Payment" })).toBeNull();
    expect(calls.ContractorPortalPayment_Submit).toBeUndefined();
  });

  it("Mark as submitted opens Confirm Payment; an amended price of 0 or none is refused with focus back on the price", async () => {
    const calls = mockPopupApi({
      can: { ...ALL_CLOSED, whyNot: [], submitCosts: true, amendCosts: true },
      order: { workOrderStatusId: 7, workOrderStatus: "Completed", actualCost: "250.000" },
    });
    const { user, dialog } = openPopup();
    const d = await dialog();
    await user.click(await within(d).findByRole("button", { name: "Mark as submitted" }));
    const payment = await screen.findByRole("dialog", { name: "Confirm Payment" });
    expect(within(payment).getByRole("radio", { name: "Confirm the payment request for £250.00" })).toBeTruthy();
    await user.click(within(payment).getByRole("radio", { name: "Amend to a new price" }));
    const price = within(payment).getByLabelText(/New price/) as HTMLInputElement;
    expect(price.getAttribute("inputmode")).toBe("decimal");

    await user.click(within(payment).getByRole("button", { name: "Submit amended price" }));
    await findNotice("Amended price must be greater than 0");
    expect(document.activeElement).toBe(price);

    await user.type(price, "0");
    await user.type(within(payment).getByLabelText(/Reason/), "Extra parts");
    price.blur();
    await user.click(within(payment).getByRole("button", { name: "Submit amended price" }));
    await waitFor(() => expect(notices().filter(([, t]) => t === "Amended price must be greater than 0").length).toBeGreaterThan(0));
    expect(document.activeElement).toBe(price);
    expect(price.getAttribute("aria-invalid")).toBe("true");
    expect(calls.ContractorPortalPayment_Amend).toBeUndefined();

    await user.clear(price);
    await user.type(price, "199.5");
    await user.click(within(payment).getByRole("button", { name: "Submit amended price" }));
    await findNotice("Your costs have been submitted", "success");
    expect(calls.ContractorPortalPayment_Amend![0]).toEqual({ workOrderId: 7, version: 3, newPrice: "199.5", reason: "Extra parts" });
  });

  it("asks for the amendment's reason", async () => {
    const calls = mockPopupApi({ can: { ...ALL_CLOSED, whyNot: [], submitCosts: true, amendCosts: true } });
    const { user, dialog } = openPopup();
    const d = await dialog();
    await user.click(await within(d).findByRole("button", { name: "Mark as submitted" }));
    const payment = await screen.findByRole("dialog", { name: "Confirm Payment" });
    await user.click(within(payment).getByRole("radio", { name: "Amend to a new price" }));
    await user.type(within(payment).getByLabelText(/New price/), "80");
    await user.click(within(payment).getByRole("button", { name: "Submit amended price" }));
    await findNotice("Required fields", "required");
    expect(
      within(payment)
        .getByLabelText(/Reason/)
        .getAttribute("aria-invalid"),
    ).toBe("true");
    expect(calls.ContractorPortalPayment_Amend).toBeUndefined();
  });
});
