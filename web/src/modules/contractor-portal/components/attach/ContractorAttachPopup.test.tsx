import { screen, waitFor, within } from "@testing-library/react";
import { graphql } from "msw";
import type { ResultOf } from "@graphql-typed-document-node/core";
import { failedReply, okReply } from "../../../../test/api";
import { findNotice, notices } from "../../../../test/notices";
import { server } from "../../../../test/server";
import type { Viewer } from "../../../../app/access/ViewerContext";
import { renderTab } from "../../../work-orders/tabs/test/render-tab";
import type { UploadDocumentPopup_ComplianceTypes } from "../../../documents/components/UploadDocumentPopup";
import { ContractorAttachPopup } from "./ContractorAttachPopup";

type Vars = Record<string, unknown>;
const CONTRACTOR: Viewer = { kind: "CONTRACTOR", userId: 11, fullName: "Dan Carter", contractorId: 1, permissions: [] };

const TYPES = [
  { __typename: "DocumentType", id: 1, name: "Job Sheet" },
  { __typename: "DocumentType", id: 2, name: "Certificate" },
  { __typename: "DocumentType", id: 3, name: "Work Sheet" },
  { __typename: "DocumentType", id: 4, name: "Report" },
];

/** The compliance types a certificate may prove (the server's complianceTypes) */
const COMPLIANCE_TYPES: Array<ResultOf<typeof UploadDocumentPopup_ComplianceTypes>["complianceTypes"][number] & { __typename: "ComplianceType" }> = [
  { __typename: "ComplianceType", id: 1, name: "Gas safety" },
  { __typename: "ComplianceType", id: 3, name: "Fire alarm service" },
];

type Answer = "ok" | { refused: string; field?: string } | { forbidden: string } | Promise<void>;

/** The document types and the upload, answering as told; the uploads are recorded with the file's name */
function mockUpload(answers: Answer[] = []) {
  const uploads: Vars[] = [];
  server.use(
    graphql.query("DocumentTypes_List", () => okReply({ documentTypes: TYPES })),
    graphql.query("UploadDocumentPopup_ComplianceTypes", () => okReply({ complianceTypes: COMPLIANCE_TYPES })),
    graphql.mutation("UploadDocumentPopup_Upload", async ({ variables }) => {
      const file = variables.file as File | null;
      uploads.push({ input: variables.input, file: file?.name ?? null });
      const answer = answers.shift() ?? "ok";
      if (answer instanceof Promise) await answer;
      if (typeof answer === "object" && "forbidden" in answer) return failedReply([{ message: answer.forbidden, extensions: { code: "FORBIDDEN" } }]);
      if (typeof answer === "object" && "refused" in answer)
        return okReply({
          uploadDocument: {
            __typename: "DocumentPayload",
            document: null,
            error: {
              __typename: "DocumentError",
              code: "REQUIRED",
              message: answer.refused,
              fieldErrors: answer.field ? [{ __typename: "FieldError", field: answer.field, message: answer.refused }] : [],
            },
          },
        });
      return okReply({ uploadDocument: { __typename: "DocumentPayload", document: { __typename: "Document", id: 90 }, error: null } });
    }),
  );
  return uploads;
}

function open() {
  const onClose = jest.fn();
  const onUploaded = jest.fn();
  const utils = renderTab(<ContractorAttachPopup workOrderId={7} onClose={onClose} onUploaded={onUploaded} />, CONTRACTOR);
  return { ...utils, onClose, onUploaded };
}

const photo = () => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], "job-sheet.jpg", { type: "image/jpeg" });
const pdf = () => new File(["%PDF-1.4 certificate"], "gas-safe.pdf", { type: "application/pdf" });

describe("ContractorAttachPopup", () => {
  it("uploads a job sheet photo: Job Sheet by default, the camera offered, 'Document Created' once", async () => {
    const uploads = mockUpload();
    const { user, onClose, onUploaded } = open();
    const dialog = await screen.findByRole("dialog", { name: "Attachment" });
    const type = within(dialog).getByLabelText("Document type") as HTMLSelectElement;
    await waitFor(() =>
      expect(
        within(type)
          .getAllByRole("option")
          .map((o) => o.textContent),
      ).toEqual(["", "Job Sheet", "Certificate", "Work Sheet", "Report"]),
    );
    expect(type.value).toBe("1");
    // the file chooser takes documents and photos (a phone offers its camera with them), and a button opens the camera at once
    const file = within(dialog).getByLabelText(/^File/) as HTMLInputElement;
    expect(file.accept).toContain("image/*");
    expect(file.accept).toContain("application/pdf");
    const camera = within(dialog).getByLabelText("Take a photo") as HTMLInputElement;
    expect(camera.getAttribute("capture")).toBe("environment");
    expect(camera.accept).toBe("image/*");
    // the certificate date is shown in the contractor portal, not required for a job sheet
    const certDate = within(dialog).getByLabelText(/^Certificate date/) as HTMLInputElement;
    expect(certDate.type).toBe("date");
    expect(certDate.getAttribute("aria-required")).toBeNull();

    await user.click(within(dialog).getByRole("button", { name: "Upload" }));
    await findNotice("No files selected", "required");
    expect(uploads).toEqual([]);
    await user.upload(camera, photo());
    expect(within(dialog).getByText("job-sheet.jpg")).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Upload" }));
    await findNotice("Document Created", "success");
    expect(uploads).toEqual([{ input: { entityName: "WorkOrder", entityId: 7, documentTypeId: 1, certDate: null }, file: "job-sheet.jpg" }]);
    expect(onUploaded).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(notices().filter(([, text]) => text === "Document Created")).toHaveLength(1);
  });

  it("requires the certificate date for a certificate ('Required fields', the field flagged)", async () => {
    const uploads = mockUpload();
    const { user, onUploaded } = open();
    const dialog = await screen.findByRole("dialog", { name: "Attachment" });
    await waitFor(() => expect(within(dialog).getAllByRole("option")).toHaveLength(5));
    await user.selectOptions(within(dialog).getByLabelText("Document type"), "2");
    const certDate = within(dialog).getByLabelText(/^Certificate date/) as HTMLInputElement;
    expect(certDate.getAttribute("aria-required")).toBe("true");
    await user.upload(within(dialog).getByLabelText(/^File/), pdf());
    await user.click(within(dialog).getByRole("button", { name: "Upload" }));
    await findNotice("Required fields", "required");
    expect(certDate.getAttribute("aria-invalid")).toBe("true");
    expect(uploads).toEqual([]);

    await user.type(certDate, "2027-06-30");
    expect(certDate.getAttribute("aria-invalid")).toBeNull();
    await user.click(within(dialog).getByRole("button", { name: "Upload" }));
    await findNotice("Document Created", "success");
    expect(uploads).toEqual([{ input: { entityName: "WorkOrder", entityId: 7, documentTypeId: 2, certDate: "2027-06-30" }, file: "gas-safe.pdf" }]);
    expect(onUploaded).toHaveBeenCalled();
  });

  it("tags a certificate with the compliance type it proves ('None' by default, offered only for a certificate)", async () => {
    const uploads = mockUpload();
    const { user } = open();
    const dialog = await screen.findByRole("dialog", { name: "Attachment" });
    await waitFor(() => expect(within(dialog).getAllByRole("option")).toHaveLength(5));
    expect(within(dialog).queryByLabelText("Compliance type")).toBeNull();
    await user.selectOptions(within(dialog).getByLabelText("Document type"), "2");
    const picker = (await within(dialog).findByLabelText("Compliance type")) as HTMLSelectElement;
    await waitFor(() =>
      expect(
        within(picker)
          .getAllByRole("option")
          .map((o) => o.textContent),
      ).toEqual(["None", "Gas safety", "Fire alarm service"]),
    );
    expect(picker.value).toBe("");
    await user.selectOptions(picker, "Gas safety");
    await user.type(within(dialog).getByLabelText(/^Certificate date/), "2026-11-30");
    await user.upload(within(dialog).getByLabelText(/^File/), pdf());
    await user.click(within(dialog).getByRole("button", { name: "Upload" }));
    await findNotice("Document Created", "success");
    expect(uploads).toEqual([
      { input: { entityName: "WorkOrder", entityId: 7, documentTypeId: 2, certDate: "2026-11-30", complianceTypeId: 1 }, file: "gas-safe.pdf" },
    ]);
  });

  it("sends no compliance type once the type is no longer a certificate", async () => {
    const uploads = mockUpload();
    const { user } = open();
    const dialog = await screen.findByRole("dialog", { name: "Attachment" });
    await waitFor(() => expect(within(dialog).getAllByRole("option")).toHaveLength(5));
    await user.selectOptions(within(dialog).getByLabelText("Document type"), "2");
    const picker = await within(dialog).findByLabelText("Compliance type");
    await waitFor(() => expect(within(picker).getAllByRole("option")).toHaveLength(3));
    await user.selectOptions(picker, "Fire alarm service");
    await user.selectOptions(within(dialog).getByLabelText("Document type"), "4");
    expect(within(dialog).queryByLabelText("Compliance type")).toBeNull();
    await user.upload(within(dialog).getByLabelText(/^File/), pdf());
    await user.click(within(dialog).getByRole("button", { name: "Upload" }));
    await findNotice("Document Created", "success");
    expect(uploads).toEqual([{ input: { entityName: "WorkOrder", entityId: 7, documentTypeId: 4, certDate: null }, file: "gas-safe.pdf" }]);
  });

  it("shows a progress bar while the file goes up", async () => {
    let arrive: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (arrive = resolve));
    mockUpload([held]);
    const { user } = open();
    const dialog = await screen.findByRole("dialog", { name: "Attachment" });
    await user.upload(within(dialog).getByLabelText(/^File/), pdf());
    await user.click(within(dialog).getByRole("button", { name: "Upload" }));
    const bar = await within(dialog).findByRole("progressbar", { name: "Upload progress" });
    expect(bar).toBeTruthy();
    expect(within(dialog).getByRole("status").textContent).toMatch(/Uploading… \d+%|Saving…/);
    arrive();
    await findNotice("Document Created", "success");
  });

  it("shows the server's refusal, flags its field and keeps what was chosen", async () => {
    const uploads = mockUpload([
      { forbidden: "Attachments cannot be added to a work order that is Closed, Cancelled or Submitted" },
      { refused: "This type of file cannot be uploaded (PDF, images, Office documents, text or CSV)", field: "file" },
    ]);
    const { user, onClose, onUploaded } = open();
    const dialog = await screen.findByRole("dialog", { name: "Attachment" });
    await user.upload(within(dialog).getByLabelText(/^File/), pdf());
    await user.click(within(dialog).getByRole("button", { name: "Upload" }));
    await findNotice("Attachments cannot be added to a work order that is Closed, Cancelled or Submitted", "error");
    expect(onClose).not.toHaveBeenCalled();
    expect(within(dialog).getByText("gas-safe.pdf")).toBeTruthy();

    await user.click(within(dialog).getByRole("button", { name: "Upload" }));
    await findNotice("This type of file cannot be uploaded (PDF, images, Office documents, text or CSV)", "error");
    expect(within(dialog).getByLabelText(/^File/).getAttribute("aria-invalid")).toBe("true");
    expect(uploads).toHaveLength(2);
    expect(onUploaded).not.toHaveBeenCalled();
    expect(screen.getByRole("dialog", { name: "Attachment" })).toBeTruthy();
  });
});
