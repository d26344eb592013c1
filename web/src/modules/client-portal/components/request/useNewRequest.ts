import { useState } from "react";
import { useApolloClient } from "@apollo/client/react";
import { graphql } from "../../../../gql";
import { notify, useSaveForm, type Notice } from "../../../../ui";
import { CopySiteDocumentsPopup_Copy } from "../../../documents/components/CopySiteDocumentsPopup";
import { UploadDocumentPopup_Upload } from "../../../documents/components/UploadDocumentPopup";
import type { SaveWorkOrderInput } from "../../../../gql/graphql";

export const NewRequest_Save = graphql(`
  mutation NewRequest_Save($input: SaveWorkOrderInput!) {
    saveWorkOrder(input: $input) {
      workOrder {
        id
        refNo
      }
      error {
        ...SaveForm_Error
      }
    }
  }
`);

/** The spec's notices of the request flow (portals §4, §8) and ours for a step that failed after the request was made */
export const NEW_REQUEST_TEXT = {
  created: "Work Order Created",
  documentCreated: "Document Created",
  copyFailed: "Work Order Created, but the documents were not copied",
  uploadFailed: "Work Order Created, but the file was not uploaded",
} as const;

/** The steps after the request itself, in their order */
export type LaterStep = "copy" | "upload";

export type RequestExtras = {
  /** Site documents to copy onto the request */
  documentIds: number[];
  /** A file to upload onto it, with its document type */
  file: File | null;
  documentTypeId: number;
};

/** The operations the portal refetches when a request is made: the dashboard's and the work orders page's grids */
export const RELOAD_ON_REQUEST = ["ClientWorkOrderGrid_WorkOrders", "ClientWorkOrdersPage_WorkOrders"];

/**
 * The New Request flow (portals §4): the request and its answers in one save (one server
 * transaction), then the ticked site documents copied, then the file uploaded ('Document Created'),
 * then 'Work Order Created' and done. A later step that fails is named and can be retried alone:
 * the request is never made twice.
 */
export function useNewRequest(onDone: () => void) {
  const client = useApolloClient();
  const [created, setCreated] = useState<{ id: number; refNo: string } | null>(null);
  const [failed, setFailed] = useState<LaterStep | null>(null);
  const [done, setDone] = useState<ReadonlySet<LaterStep>>(new Set());
  const [busy, setBusy] = useState(false);
  const { save } = useSaveForm(NewRequest_Save, { payload: (d) => d.saveWorkOrder, saved: (p) => Boolean(p.workOrder) });
  // a refusal or a failed call of a later step says which step failed, not the server's words alone
  const copyFailed: Notice = { message: NEW_REQUEST_TEXT.copyFailed, kind: "warning" };
  const uploadFailed: Notice = { message: NEW_REQUEST_TEXT.uploadFailed, kind: "warning" };
  const copy = useSaveForm(CopySiteDocumentsPopup_Copy, {
    payload: (d) => d.copySiteDocuments,
    refusal: () => copyFailed,
    failure: copyFailed,
  });
  const upload = useSaveForm(UploadDocumentPopup_Upload, {
    payload: (d) => d.uploadDocument,
    saved: (p) => Boolean(p.document),
    success: NEW_REQUEST_TEXT.documentCreated,
    refusal: () => uploadFailed,
    failure: uploadFailed,
  });

  const runStep = async (step: LaterStep, workOrderId: number, extras: RequestExtras): Promise<boolean> => {
    if (step === "copy") return Boolean(await copy.save({ workOrderId, documentIds: extras.documentIds }));
    const input = { entityName: "WorkOrder" as const, entityId: workOrderId, documentTypeId: extras.documentTypeId, certDate: null };
    return Boolean(await upload.save({ input, file: extras.file }));
  };

  /** The steps still to take for this request, from the first not yet done */
  const continueFrom = async (workOrderId: number, extras: RequestExtras) => {
    const steps: LaterStep[] = [];
    if (extras.documentIds.length) steps.push("copy");
    if (extras.file) steps.push("upload");
    const finished = new Set(done);
    for (const step of steps) {
      if (finished.has(step)) continue;
      if (!(await runStep(step, workOrderId, extras))) {
        setFailed(step);
        setDone(finished);
        return;
      }
      finished.add(step);
    }
    setDone(finished);
    setFailed(null);
    notify(NEW_REQUEST_TEXT.created, "success");
    void client.refetchQueries({ include: RELOAD_ON_REQUEST });
    onDone();
  };

  /** Makes the request (once) and takes the later steps */
  const submit = async (input: SaveWorkOrderInput, extras: RequestExtras) => {
    setBusy(true);
    try {
      let made = created;
      if (!made) {
        const payload = await save({ input });
        if (!payload?.workOrder) return;
        made = { id: payload.workOrder.id, refNo: payload.workOrder.refNo };
        setCreated(made);
      }
      await continueFrom(made.id, extras);
    } finally {
      setBusy(false);
    }
  };

  /** Retries the step that failed, and those after it */
  const retry = async (extras: RequestExtras) => {
    if (!created) return;
    setBusy(true);
    try {
      await continueFrom(created.id, extras);
    } finally {
      setBusy(false);
    }
  };

  return { submit, retry, created, failed, busy };
}
