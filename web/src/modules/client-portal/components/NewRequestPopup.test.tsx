import { screen, waitFor, within } from "@testing-library/react";
import { findNotice, notices } from "../../../test/notices";
import { CLIENT_VIEWER, renderTab } from "../../work-orders/tabs/test/render-tab";
import { mockRequestApi } from "../test/portal-api";
import { NewRequestPopup, REQUEST_FILE_ACCEPT } from "./NewRequestPopup";
import { NEW_REQUEST_TEXT } from "./request/useNewRequest";

const photo = () => new File(["\xff\xd8\xff"], "leak.jpg", { type: "image/jpeg" });

function open() {
  const onClose = jest.fn();
  const utils = renderTab(<NewRequestPopup clientId={1} onClose={onClose} />, CLIENT_VIEWER);
  return { ...utils, onClose };
}

/** Fills the request: its one site is chosen already; trade, sub-trade, what is wrong, the question's answer */
async function fill(user: ReturnType<typeof open>["user"], dialog: HTMLElement) {
  await waitFor(() => expect((within(dialog).getByRole("combobox", { name: /^Site/ }) as HTMLSelectElement).value).toBe("5"));
  await user.selectOptions(within(dialog).getByRole("combobox", { name: /^Trade/ }), "3");
  await user.selectOptions(await within(dialog).findByRole("combobox", { name: /^Sub-Trade/ }), "31");
  await user.type(within(dialog).getByLabelText(/What is wrong/), "Water through the ceiling");
  await user.type(await within(dialog).findByLabelText(/Where is the leak\?/), "Stock room");
}

describe("New Request", () => {
  it("warns 'Required fields' and flags them when submitted empty; nothing is saved", async () => {
    const order = mockRequestApi({
      sites: [
        { id: 5, name: "Harbour Street" },
        { id: 6, name: "Quay Road" },
      ],
    });
    const { user } = open();
    const dialog = await screen.findByRole("dialog", { name: "New Request" });
    // two sites: none is chosen for the user, and the asset waits for one
    await waitFor(() => expect(within(dialog).getAllByRole("option", { name: /Quay Road/ })).toHaveLength(1));
    expect(within(dialog).queryByRole("combobox", { name: /^Asset/ })).toBeNull();
    expect(within(dialog).queryByRole("combobox", { name: /^Sub-Trade/ })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Submit request" }));
    await findNotice("Required fields", "required");
    for (const name of [/^Site/, /^Trade/]) expect(within(dialog).getByRole("combobox", { name }).getAttribute("aria-invalid")).toBe("true");
    expect(
      within(dialog)
        .getByLabelText(/What is wrong/)
        .getAttribute("aria-invalid"),
    ).toBe("true");
    expect(order).toEqual([]);
  });

  it("saves the request with its answers in one call, then copies the ticked documents, then uploads the file, then says so", async () => {
    const order = mockRequestApi();
    const { user, onClose } = open();
    const dialog = await screen.findByRole("dialog", { name: "New Request" });
    await fill(user, dialog);
    expect(await within(dialog).findByRole("combobox", { name: /^Asset/ })).toBeTruthy();
    await user.click(await within(dialog).findByRole("checkbox", { name: /Asbestos register\.pdf/ }));
    const input = within(dialog).getByLabelText(/^File$/) as HTMLInputElement;
    expect(input.getAttribute("accept")).toBe(REQUEST_FILE_ACCEPT);
    expect(input.hasAttribute("capture")).toBe(true);
    await user.upload(input, photo());
    await user.click(screen.getByRole("button", { name: "Submit request" }));

    await findNotice(NEW_REQUEST_TEXT.created, "success");
    expect(order.map((c) => c.op)).toEqual(["save", "copy", "upload"]);
    expect(order[0]!.variables.input).toMatchObject({
      id: 0,
      asRequest: true,
      clientId: 1,
      siteId: 5,
      tradeId: 3,
      subTradeId: 31,
      issue: "Water through the ceiling",
      requestedBy: "Fiona Sinclair",
      answers: [{ questionContent: "Where is the leak?", answerContent: "Stock room" }],
    });
    expect(order[0]!.variables.input).not.toHaveProperty("contractorId");
    expect(order[1]!.variables).toEqual({ workOrderId: 900, documentIds: [61] });
    expect(order[2]!.variables.input).toMatchObject({ entityName: "WorkOrder", entityId: 900, documentTypeId: 1 });
    expect(notices().filter(([, text]) => text === NEW_REQUEST_TEXT.documentCreated)).toHaveLength(1);
    expect(onClose).toHaveBeenCalled();
  });

  it("asks for every question's answer", async () => {
    const order = mockRequestApi();
    const { user } = open();
    const dialog = await screen.findByRole("dialog", { name: "New Request" });
    await waitFor(() => expect((within(dialog).getByRole("combobox", { name: /^Site/ }) as HTMLSelectElement).value).toBe("5"));
    await user.selectOptions(within(dialog).getByRole("combobox", { name: /^Trade/ }), "3");
    await user.selectOptions(await within(dialog).findByRole("combobox", { name: /^Sub-Trade/ }), "31");
    await user.type(within(dialog).getByLabelText(/What is wrong/), "Leak");
    const answer = await within(dialog).findByLabelText(/Where is the leak\?/);
    await user.click(screen.getByRole("button", { name: "Submit request" }));
    await findNotice("Required fields", "required");
    expect(answer.getAttribute("aria-invalid")).toBe("true");
    expect(order).toEqual([]);
  });

  it("names a failed copy, keeps the request, and retries the copy (and what follows) without saving again", async () => {
    const order = mockRequestApi({ copyFailures: 1 });
    const { user, onClose } = open();
    const dialog = await screen.findByRole("dialog", { name: "New Request" });
    await fill(user, dialog);
    await user.click(await within(dialog).findByRole("checkbox", { name: /Asbestos register\.pdf/ }));
    await user.upload(within(dialog).getByLabelText(/^File$/), photo());
    await user.click(screen.getByRole("button", { name: "Submit request" }));

    await findNotice(NEW_REQUEST_TEXT.copyFailed, "warning");
    expect(order.map((c) => c.op)).toEqual(["save", "copy"]);
    expect(within(dialog).getByText("Request WO0000900 was created")).toBeTruthy();
    expect(notices().map(([, t]) => t)).not.toContain(NEW_REQUEST_TEXT.created);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByRole("button", { name: "Submit request" })).toBeNull();

    await user.click(screen.getByRole("button", { name: "Retry copying documents" }));
    await findNotice(NEW_REQUEST_TEXT.created, "success");
    expect(order.map((c) => c.op)).toEqual(["save", "copy", "copy", "upload"]);
    expect(order[2]!.variables).toEqual({ workOrderId: 900, documentIds: [61] });
    expect(onClose).toHaveBeenCalled();
  });

  it("names a failed upload and retries only the upload", async () => {
    const order = mockRequestApi({ uploadFailures: 1 });
    const { user, onClose } = open();
    const dialog = await screen.findByRole("dialog", { name: "New Request" });
    await fill(user, dialog);
    await user.click(await within(dialog).findByRole("checkbox", { name: /Asbestos register\.pdf/ }));
    await user.upload(within(dialog).getByLabelText(/^File$/), photo());
    await user.click(screen.getByRole("button", { name: "Submit request" }));
    await findNotice(NEW_REQUEST_TEXT.uploadFailed, "warning");
    await user.click(screen.getByRole("button", { name: "Retry upload" }));
    await findNotice(NEW_REQUEST_TEXT.created, "success");
    expect(order.map((c) => c.op)).toEqual(["save", "copy", "upload", "upload"]);
    expect(onClose).toHaveBeenCalled();
  });

  it("shows the server's refusal of the request and takes no later step", async () => {
    const order = mockRequestApi({ saveRefusal: "The site is not the client's" });
    const { user } = open();
    const dialog = await screen.findByRole("dialog", { name: "New Request" });
    await fill(user, dialog);
    await user.click(await within(dialog).findByRole("checkbox", { name: /Asbestos register\.pdf/ }));
    await user.click(screen.getByRole("button", { name: "Submit request" }));
    await findNotice("The site is not the client's", "error");
    expect(order.map((c) => c.op)).toEqual(["save"]);
  });
});
