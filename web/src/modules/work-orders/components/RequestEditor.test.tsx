import { screen, waitFor, within } from "@testing-library/react";
import { callsOf } from "../../../test/api";
import { findNotice } from "../../../test/notices";
import { renderApp } from "../../../test/render";
import { editableWorkOrder, mockEditorApi, viewerCan } from "../test/editor-api";

const el = <T extends HTMLElement = HTMLSelectElement>(name: string) => document.getElementById(`wo-${name}`) as T;
const optionsOf = (name: string) => Array.from(el(name).options).map((o) => o.textContent);

async function openRequest(path: string, options: Parameters<typeof mockEditorApi>[0] = {}) {
  const api = mockEditorApi({
    workOrder: editableWorkOrder(42, {
      workOrderStatusId: 1,
      workOrderStatus: "Awaiting Response",
      nextStatuses: [1],
      viewerCan: viewerCan({ approveAndConvert: true, decline: true, cancel: true }),
    }),
    ...options,
  });
  const rendered = renderApp(path);
  await screen.findByRole("form", { name: "Request details" });
  await waitFor(() => expect(optionsOf("workOrderTypeId")).toContain("Reactive"));
  return { ...api, ...rendered };
}

describe("the request page (staff)", () => {
  it("saves a new request with status 1 and its answers, then opens it at #/wo-request/{id}", async () => {
    const { user, calls } = await openRequest("/wo-request/0");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await findNotice("Required fields", "required");
    expect(callsOf(calls, "WorkOrderActions_Save")).toEqual([]);

    await user.selectOptions(el("clientId"), "Harbour Retail Group");
    await waitFor(() => expect(optionsOf("siteId")).toContain("Harbour Home Manchester (HRG001)"));
    await user.selectOptions(el("siteId"), "Harbour Home Manchester (HRG001)");
    await user.selectOptions(el("tradeId"), "Electrical");
    await waitFor(() => expect(optionsOf("subTradeId")).toContain("Lighting"));
    await user.selectOptions(el("subTradeId"), "Lighting");
    // job type PPM on the request screen sets no financial code
    await user.selectOptions(el("workOrderTypeId"), "PPM");
    expect(el("financialCodeId").value).toBe("");
    await user.selectOptions(el("methodOfRequestId"), "Telephone");
    await user.type(el<HTMLInputElement>("issue"), "No heating");
    const qa = screen.getByRole("table", { name: "Questions and answers" });
    await waitFor(() => expect(within(qa).getByLabelText("Question 1")).toHaveProperty("value", "Is the area safe?"));
    await user.type(within(qa).getByLabelText("Answer 1"), "Yes");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await findNotice("Work Order Created", "success");
    expect(callsOf(calls, "WorkOrderActions_Save")[0]!.input).toMatchObject({
      id: 0,
      asRequest: true,
      workOrderStatusId: 1,
      clientId: 1,
      siteId: 11,
      subTradeId: 21,
      workOrderTypeId: 3,
      financialCodeId: 0,
      methodOfRequestId: 2,
      answers: [{ questionContent: "Is the area safe?", answerContent: "Yes" }],
    });
    await waitFor(() => expect(window.location.hash).toBe("#/wo-request/77"));
  });

  it("declines with a subject and a note: 'Subject and note required' without them, then the list after 600 ms", async () => {
    const { user, calls } = await openRequest("/wo-request/42");
    await user.click(screen.getByRole("button", { name: "Decline" }));
    const popup = await screen.findByRole("dialog", { name: "Decline Request" });
    await user.type(within(popup).getByLabelText(/^Subject/), "Not our site");
    await user.click(within(popup).getByRole("button", { name: "Decline" }));
    await findNotice("Subject and note required", "required");
    expect(callsOf(calls, "DeclinePopup_Decline")).toEqual([]);
    expect(within(popup).getByLabelText(/^Note/).getAttribute("aria-invalid")).toBe("true");
    await user.type(within(popup).getByLabelText(/^Note/), "The site belongs to another client");
    await user.click(within(popup).getByRole("button", { name: "Decline" }));
    await findNotice("Message was sent!", "success");
    expect(callsOf(calls, "DeclinePopup_Decline")).toEqual([{ id: 42, subject: "Not our site", note: "The site belongs to another client" }]);
    await waitFor(() => expect(window.location.hash).toBe("#/work_orders"), { timeout: 2000 });
  });

  it("saves an answer row only with both texts", async () => {
    const { user, calls } = await openRequest("/wo-request/42");
    const qa = await screen.findByRole("table", { name: "Questions and answers" });
    await waitFor(() => expect(within(qa).getByLabelText("Answer 1")).toHaveProperty("value", "Yes"));
    // the sub-trade's question not answered yet is offered
    await waitFor(() => expect(within(qa).getByLabelText("Question 2")).toHaveProperty("value", "How many fittings?"));
    await user.clear(within(qa).getByLabelText("Answer 1"));
    await user.click(within(qa).getByRole("button", { name: "Save row 1" }));
    await findNotice("Required fields", "required");
    expect(within(qa).getByLabelText("Answer 1").getAttribute("aria-invalid")).toBe("true");
    expect(callsOf(calls, "WorkOrderAnswers_Save")).toEqual([]);
    await user.type(within(qa).getByLabelText("Answer 1"), "No");
    await user.click(within(qa).getByRole("button", { name: "Save row 1" }));
    await findNotice("Answer Updated", "success");
    expect(callsOf(calls, "WorkOrderAnswers_Save")).toEqual([
      { input: { id: 5, workOrderId: 42, questionContent: "Is the area safe?", answerContent: "No" } },
    ]);
  });

  it("approves and converts for a matching contractor after 'Are you sure that you want to proceed?': 'Request approved!' and the work-order page", async () => {
    const { user, calls } = await openRequest("/wo-request/42");
    await user.click(screen.getByRole("button", { name: "Approve and convert" }));
    const popup = await screen.findByRole("dialog", { name: "Approve and convert" });
    await waitFor(() =>
      expect(
        within(popup)
          .getAllByRole("option")
          .map((o) => o.textContent),
      ).toContain("Brightline Electrical (preferred) - site listed - Harbour 2026"),
    );
    await user.selectOptions(within(popup).getByLabelText(/^Contractor/), "Brightline Electrical (preferred) - site listed - Harbour 2026");
    await user.click(within(popup).getByRole("button", { name: "Approve" }));
    const alert = await screen.findByRole("alertdialog");
    expect(alert.textContent).toContain("Are you sure that you want to proceed?");
    await user.click(within(alert).getByRole("button", { name: "Yes" }));
    await findNotice("Request approved!", "success");
    expect(callsOf(calls, "ApproveConvertPopup_Matching")).toEqual([{ workOrderId: 42 }]);
    expect(callsOf(calls, "ApproveConvertPopup_Convert")).toEqual([{ id: 42, contractorId: 2 }]);
    await waitFor(() => expect(window.location.hash).toBe("#/work-order/42"));
  });

  it("says 'Something wrong!' when the conversion fails", async () => {
    const { user } = await openRequest("/wo-request/42", { failConvert: true });
    await user.click(screen.getByRole("button", { name: "Approve and convert" }));
    const popup = await screen.findByRole("dialog", { name: "Approve and convert" });
    await user.click(within(popup).getByRole("button", { name: "Approve" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Yes" }));
    await findNotice("Something wrong!", "error");
    expect(window.location.hash).toBe("#/wo-request/42");
  });

  it("#/work-order/0/new-request is a new request: the request form, status Awaiting Response", async () => {
    await openRequest("/work-order/0/new-request");
    expect(screen.getByRole("heading", { name: "New work order request" })).toBeTruthy();
    expect(el("workOrderStatusId").value).toBe("1");
    expect(el("workOrderStatusId").disabled).toBe(true);
  });
});
