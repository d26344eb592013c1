import { screen, waitFor, within } from "@testing-library/react";
import { graphql } from "msw";
import type { ResultOf } from "@graphql-typed-document-node/core";
import { okReply } from "../../../test/api";
import { findNotice } from "../../../test/notices";
import { columnTitles, gridNamed, rowsOf } from "../../../test/grid";
import { server } from "../../../test/server";
import type { Viewer } from "../../../app/access/ViewerContext";
import { CLIENT_VIEWER, renderTab, STAFF_VIEWER } from "../../work-orders/tabs/test/render-tab";
import { CONFIRM_DELETE_DOCUMENT, DocumentsPanel } from "./DocumentsPanel";
import type { UploadDocumentPopup_ComplianceTypes } from "./UploadDocumentPopup";

type Vars = Record<string, unknown>;
const CONTRACTOR_VIEWER: Viewer = { kind: "CONTRACTOR", userId: 11, fullName: "Dan Carter", contractorId: 1, permissions: [] };

const can = (edit: boolean, manage: boolean) => ({ __typename: "DocumentViewerCan", edit, manage });

const doc = (id: number, over: Record<string, unknown> = {}) => ({
  __typename: "Document",
  id,
  dateUploaded: "2026-07-01T23:30:00Z",
  certDate: null,
  originalFilename: `File ${id}.pdf`,
  documentTypeId: 1,
  archived: false,
  viewerCan: can(true, true),
  ...over,
});

const TYPES = [
  { __typename: "DocumentType", id: 1, name: "Job Sheet" },
  { __typename: "DocumentType", id: 2, name: "Certificate" },
  { __typename: "DocumentType", id: 3, name: "Work Sheet" },
  { __typename: "DocumentType", id: 4, name: "Report" },
];

/** The compliance types the upload popup's picker offers, as the server answers them */
const COMPLIANCE_TYPES: Array<ResultOf<typeof UploadDocumentPopup_ComplianceTypes>["complianceTypes"][number] & { __typename: "ComplianceType" }> = [
  { __typename: "ComplianceType", id: 1, name: "Gas safety" },
  { __typename: "ComplianceType", id: 2, name: "Fixed-wire testing (EICR)" },
];

function mockDocuments(initial = [doc(1, { certDate: "2027-03-05", documentTypeId: 2 }), doc(2)]) {
  let docs = [...initial];
  const calls: Record<string, Vars[]> = { list: [], update: [], archive: [], delete: [], upload: [], link: [], copy: [], site: [] };
  server.use(
    graphql.query("DocumentTypes_List", () => okReply({ documentTypes: TYPES })),
    graphql.query("UploadDocumentPopup_ComplianceTypes", () => okReply({ complianceTypes: COMPLIANCE_TYPES })),
    graphql.query("DocumentsPanel_Documents", ({ variables }) => {
      calls.list!.push(variables);
      const rows = variables.archived ? docs : docs.filter((d) => !d.archived);
      return okReply({ documents: { __typename: "DocumentPage", totalCount: rows.length, totalCountExact: true, nodes: rows } });
    }),
    graphql.mutation("DocumentsPanel_Update", ({ variables }) => {
      calls.update!.push(variables);
      const input = variables.input as { id: number; documentTypeId: number };
      docs = docs.map((d) => (d.id === input.id ? { ...d, documentTypeId: input.documentTypeId } : d));
      const d = docs.find((x) => x.id === input.id)!;
      return okReply({
        updateDocument: {
          __typename: "DocumentPayload",
          document: { __typename: "Document", id: d.id, documentTypeId: d.documentTypeId, certDate: d.certDate },
          error: null,
        },
      });
    }),
    graphql.mutation("DocumentsPanel_Archive", ({ variables }) => {
      calls.archive!.push(variables);
      docs = docs.map((d) => (d.id === variables.id ? { ...d, archived: !d.archived } : d));
      return okReply({
        toggleDocumentArchived: { __typename: "Document", id: variables.id, archived: docs.find((d) => d.id === variables.id)!.archived },
      });
    }),
    graphql.mutation("DocumentsPanel_Delete", ({ variables }) => {
      calls.delete!.push(variables);
      docs = docs.filter((d) => d.id !== variables.id);
      return okReply({ deleteDocument: variables.id });
    }),
    graphql.mutation("UploadDocumentPopup_Upload", ({ variables }) => {
      calls.upload!.push(variables);
      const added = doc(50 + docs.length, { originalFilename: "report.pdf" });
      docs = [...docs, added];
      return okReply({ uploadDocument: { __typename: "DocumentPayload", document: { __typename: "Document", id: added.id }, error: null } });
    }),
    graphql.query("DocumentLink_Query", ({ variables }) => {
      calls.link!.push(variables);
      return okReply({
        documentDownloadLink: {
          __typename: "DocumentLink",
          id: variables.id,
          url: `/files/documents/x/${variables.id}.pdf?expires=1&signature=s`,
          fileName: `File ${variables.id}.pdf`,
          contentType: "application/pdf",
          expiresAt: "2026-07-01T00:15:00Z",
        },
      });
    }),
    graphql.query("CopySiteDocumentsPopup_SiteDocuments", ({ variables }) => {
      calls.site!.push(variables);
      return okReply({
        documents: {
          __typename: "DocumentPage",
          nodes: [
            { __typename: "Document", id: 70, originalFilename: "Gas-Safety.pdf", documentTypeId: 2, certDate: "2027-01-31" },
            { __typename: "Document", id: 71, originalFilename: "Site-report.pdf", documentTypeId: 4, certDate: null },
          ],
        },
      });
    }),
    graphql.mutation("CopySiteDocumentsPopup_Copy", ({ variables }) => {
      calls.copy!.push(variables);
      const ids = variables.documentIds as number[];
      docs = [...docs, ...ids.map((id) => doc(id + 100, { originalFilename: `Copy of ${id}.pdf` }))];
      return okReply({
        copySiteDocuments: {
          __typename: "CopyDocumentsPayload",
          documents: ids.map((id) => ({ __typename: "Document", id: id + 100 })),
          error: null,
        },
      });
    }),
  );
  return calls;
}

async function shown(label = "Documents") {
  await waitFor(() => expect(rowsOf(gridNamed(label)).length).toBeGreaterThan(0));
  return gridNamed(label);
}

describe("DocumentsPanel", () => {
  it("lists the documents, 500 a page: date uploaded and cert date DD/MM/YYYY, file name, type, archived", async () => {
    const calls = mockDocuments();
    renderTab(<DocumentsPanel entityName="WorkOrder" entityId={7} />);
    const grid = await shown();
    expect(columnTitles(grid)).toEqual(["Date Uploaded", "Cert Date", "File Name", "Type", "Archived", " "]);
    // 23:30 UTC on 1 July is 2 July in London
    expect(rowsOf(grid)[0]!.slice(0, 3)).toEqual(["02/07/2026", "05/03/2027", "File 1.pdf"]);
    expect(calls.list[0]).toMatchObject({ entityName: "WorkOrder", entityId: 7, archived: false, page: 1, pageSize: 500 });
    expect((screen.getByRole("combobox", { name: "Type of File 1.pdf" }) as HTMLSelectElement).value).toBe("2");
  });

  it("shows the archived ones too with 'Show archived', and toggles a document's archive ('Document Archived')", async () => {
    const calls = mockDocuments();
    const { user } = renderTab(<DocumentsPanel entityName="WorkOrder" entityId={7} />);
    await shown();
    await user.click(screen.getByRole("checkbox", { name: "Archived File 2.pdf" }));
    await findNotice("Document Archived", "success");
    expect(calls.archive).toEqual([{ id: 2 }]);
    await waitFor(() => expect(rowsOf(gridNamed("Documents")).map((r) => r[2])).toEqual(["File 1.pdf"]));
    await user.click(screen.getByRole("checkbox", { name: "Show archived" }));
    await waitFor(() => expect(rowsOf(gridNamed("Documents")).map((r) => r[2])).toEqual(["File 1.pdf", "File 2.pdf"]));
    expect(calls.list.at(-1)).toMatchObject({ archived: true });
  });

  it("changes a document's type ('Document Updated')", async () => {
    const calls = mockDocuments();
    const { user } = renderTab(<DocumentsPanel entityName="WorkOrder" entityId={7} />);
    await shown();
    await user.selectOptions(screen.getByRole("combobox", { name: "Type of File 2.pdf" }), "Report");
    await findNotice("Document Updated", "success");
    expect(calls.update).toEqual([{ input: { id: 2, documentTypeId: 4 } }]);
  });

  it("deletes a document after 'Are you sure you want to permanently delete this file?'; No keeps it", async () => {
    const calls = mockDocuments();
    const { user } = renderTab(<DocumentsPanel entityName="WorkOrder" entityId={7} />);
    await shown();
    await user.click(screen.getByRole("button", { name: "Delete File 1.pdf" }));
    let alert = await screen.findByRole("alertdialog");
    expect(alert.textContent).toContain(CONFIRM_DELETE_DOCUMENT);
    expect(CONFIRM_DELETE_DOCUMENT).toBe("Are you sure you want to permanently delete this file?");
    await user.click(within(alert).getByRole("button", { name: "No" }));
    expect(calls.delete).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Delete File 1.pdf" }));
    alert = await screen.findByRole("alertdialog");
    await user.click(within(alert).getByRole("button", { name: "Yes" }));
    await findNotice("Document Deleted", "success");
    expect(calls.delete).toEqual([{ id: 1 }]);
    await waitFor(() => expect(rowsOf(gridNamed("Documents")).map((r) => r[2])).toEqual(["File 2.pdf"]));
  });

  it("downloads through a fresh signed link, saved under the document's name", async () => {
    const calls = mockDocuments();
    const clicked: HTMLAnchorElement[] = [];
    const spy = jest.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const { user } = renderTab(<DocumentsPanel entityName="WorkOrder" entityId={7} />);
    await shown();
    await user.click(screen.getByRole("button", { name: "Download File 2.pdf" }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(calls.link).toEqual([{ id: 2 }]);
    expect(clicked[0]!.getAttribute("href")).toBe("/files/documents/x/2.pdf?expires=1&signature=s");
    expect(clicked[0]!.download).toBe("File 2.pdf");
    spy.mockRestore();
  });

  it("uploads from the popup without a certificate date for staff: 'No files selected', then 'Document Created'", async () => {
    const calls = mockDocuments();
    const { user } = renderTab(<DocumentsPanel entityName="Site" entityId={3} permissions={{ upload: true, edit: true, manage: true }} />);
    await shown();
    await user.click(screen.getByRole("button", { name: "Upload document" }));
    const dialog = await screen.findByRole("dialog", { name: "Upload document" });
    expect(within(dialog).queryByLabelText(/Certificate date/)).toBeNull();
    await user.click(within(dialog).getByRole("button", { name: "Upload" }));
    await findNotice("No files selected", "required");
    expect(calls.upload).toEqual([]);
    await user.selectOptions(within(dialog).getByLabelText(/Document type/), "Certificate");
    await user.upload(within(dialog).getByLabelText(/File/), new File(["%PDF-1.4"], "report.pdf", { type: "application/pdf" }));
    await user.click(within(dialog).getByRole("button", { name: "Upload" }));
    await findNotice("Document Created", "success");
    expect(calls.upload[0]).toMatchObject({ input: { entityName: "Site", entityId: 3, documentTypeId: 2, certDate: null } });
    // no compliance type chosen ('None'): none sent
    expect(calls.upload[0]!.input).not.toHaveProperty("complianceTypeId");
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Upload document" })).toBeNull());
    await waitFor(() => expect(rowsOf(gridNamed("Documents")).map((r) => r[2])).toContain("report.pdf"));
  });

  it("tags a staff user's certificate with a compliance type, which then needs its certificate date", async () => {
    const calls = mockDocuments();
    const { user } = renderTab(<DocumentsPanel entityName="WorkOrder" entityId={7} permissions={{ upload: true, edit: true, manage: true }} />);
    await shown();
    await user.click(screen.getByRole("button", { name: "Upload document" }));
    const dialog = await screen.findByRole("dialog", { name: "Upload document" });
    // a job sheet proves no compliance type: no picker
    expect(within(dialog).queryByLabelText(/Compliance type/)).toBeNull();
    await user.selectOptions(within(dialog).getByLabelText(/Document type/), "Certificate");
    const picker = (await within(dialog).findByLabelText(/Compliance type/)) as HTMLSelectElement;
    await waitFor(() =>
      expect(
        within(picker)
          .getAllByRole("option")
          .map((o) => o.textContent),
      ).toEqual(["None", "Gas safety", "Fixed-wire testing (EICR)"]),
    );
    expect(picker.value).toBe("");
    expect(within(dialog).queryByLabelText(/Certificate date/)).toBeNull();
    await user.selectOptions(picker, "Gas safety");
    const certDate = within(dialog).getByLabelText(/Certificate date/);
    expect(certDate.getAttribute("aria-required")).toBe("true");
    await user.upload(within(dialog).getByLabelText(/File/), new File(["%PDF-1.4"], "gas.pdf", { type: "application/pdf" }));
    await user.click(within(dialog).getByRole("button", { name: "Upload" }));
    await findNotice("Required fields", "required");
    expect(calls.upload).toEqual([]);
    await user.type(certDate, "01/03/2026");
    await user.click(within(dialog).getByRole("button", { name: "Upload" }));
    await findNotice("Document Created", "success");
    expect(calls.upload[0]).toMatchObject({
      input: { entityName: "WorkOrder", entityId: 7, documentTypeId: 2, certDate: "2026-03-01", complianceTypeId: 1 },
    });
  });

  it("asks a contractor for the certificate date ('Required fields'), and offers it nothing to archive or delete", async () => {
    const calls = mockDocuments();
    const { user } = renderTab(<DocumentsPanel entityName="WorkOrder" entityId={7} />, CONTRACTOR_VIEWER);
    await shown();
    expect(screen.queryByRole("button", { name: /^Delete/ })).toBeNull();
    expect(screen.queryByRole("checkbox", { name: "Show archived" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Upload document" }));
    const dialog = await screen.findByRole("dialog", { name: "Upload document" });
    await user.upload(within(dialog).getByLabelText(/File/), new File(["%PDF-1.4"], "cert.pdf", { type: "application/pdf" }));
    await user.click(within(dialog).getByRole("button", { name: "Upload" }));
    await findNotice("Required fields", "required");
    expect(calls.upload).toEqual([]);
    await user.type(within(dialog).getByLabelText(/Certificate date/), "31/02/2027");
    await user.click(within(dialog).getByRole("button", { name: "Upload" }));
    await findNotice("Certificate date must be a date (DD/MM/YYYY)", "required");
    expect(calls.upload).toEqual([]);
    await user.clear(within(dialog).getByLabelText(/Certificate date/));
    await user.type(within(dialog).getByLabelText(/Certificate date/), "30/06/2027");
    await user.click(within(dialog).getByRole("button", { name: "Upload" }));
    await findNotice("Document Created", "success");
    expect(calls.upload[0]).toMatchObject({ input: { entityName: "WorkOrder", entityId: 7, documentTypeId: 1, certDate: "2027-06-30" } });
  });

  it("hides a contractor's upload while its order is Closed, Cancelled or Submitted, and shows it again once Completed", async () => {
    mockDocuments();
    for (const [status, offered] of [
      [6, false],
      [9, false],
      [12, false],
      [7, true],
    ] as const) {
      const { unmount } = renderTab(<DocumentsPanel entityName="WorkOrder" entityId={7} workOrderStatusId={status} />, CONTRACTOR_VIEWER);
      await shown();
      expect(screen.queryByRole("button", { name: "Upload document" }) !== null).toBe(offered);
      unmount();
    }
    // staff upload whatever the status
    const { unmount } = renderTab(<DocumentsPanel entityName="WorkOrder" entityId={7} workOrderStatusId={12} />);
    await shown();
    expect(screen.getByRole("button", { name: "Upload document" })).toBeTruthy();
    unmount();
  });

  it("offers each row what the server says the viewer may do with it (viewerCan), narrowed by the panel's permissions", async () => {
    mockDocuments([doc(1, { viewerCan: can(true, false) }), doc(2, { viewerCan: can(false, false) }), doc(3)]);
    const { unmount } = renderTab(<DocumentsPanel entityName="WorkOrder" entityId={7} />, STAFF_VIEWER);
    await shown();
    expect(screen.getByRole("combobox", { name: "Type of File 1.pdf" })).toBeTruthy();
    expect(screen.queryByRole("combobox", { name: "Type of File 2.pdf" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Delete File 1.pdf" })).toBeNull();
    expect(screen.getByRole("button", { name: "Delete File 3.pdf" })).toBeTruthy();
    unmount();
    // a read-only panel (a client's site documents) offers nothing, whatever a row says
    renderTab(<DocumentsPanel entityName="WorkOrder" entityId={7} permissions={{ upload: false, edit: false, manage: false }} />, STAFF_VIEWER);
    await shown();
    expect(screen.queryByRole("combobox", { name: "Type of File 3.pdf" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Delete File 3.pdf" })).toBeNull();
  });

  it("lets a client change the type of only what the server says it may (what it uploaded)", async () => {
    mockDocuments([doc(1, { certDate: "2027-03-05", documentTypeId: 2, viewerCan: can(false, false) }), doc(2, { viewerCan: can(true, false) })]);
    renderTab(<DocumentsPanel entityName="WorkOrder" entityId={7} />, CLIENT_VIEWER);
    const grid = await shown();
    expect(screen.queryByRole("combobox", { name: "Type of File 1.pdf" })).toBeNull();
    expect(rowsOf(grid)[0]![3]).toBe("Certificate");
    expect(screen.getByRole("combobox", { name: "Type of File 2.pdf" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Copy site documents" })).toBeNull();
  });

  it("copies the chosen site documents onto the work order", async () => {
    const calls = mockDocuments();
    const { user } = renderTab(<DocumentsPanel entityName="WorkOrder" entityId={7} copyFromSiteId={3} />, STAFF_VIEWER);
    await shown();
    await user.click(screen.getByRole("button", { name: "Copy site documents" }));
    const dialog = await screen.findByRole("dialog", { name: "Copy site documents" });
    await within(dialog).findByLabelText("Gas-Safety.pdf (Certificate, 31/01/2027)");
    await user.click(within(dialog).getByRole("button", { name: "Copy" }));
    await findNotice("Please select a document", "required");
    await user.click(within(dialog).getByLabelText("Gas-Safety.pdf (Certificate, 31/01/2027)"));
    await user.click(within(dialog).getByRole("button", { name: "Copy" }));
    await findNotice("Document Created", "success");
    expect(calls.site[0]).toEqual({ siteId: 3 });
    expect(calls.copy).toEqual([{ workOrderId: 7, documentIds: [70] }]);
    await waitFor(() => expect(rowsOf(gridNamed("Documents")).map((r) => r[2])).toContain("Copy of 70.pdf"));
  });
});
