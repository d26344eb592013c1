import { useEffect, useState } from "react";
import { fetchFile, saveFile, type FetchedFile } from "../../../app/download";
import { Button, NonIdealState, Popup, Spinner } from "../../../ui";
import "./work-order-pdf.css";

/** GET /api/pdf/workorderpdf/{id}: the order's PDF, named by its Content-Disposition (§7). */
export const workOrderPdfUrl = (workOrderId: number) => `/api/pdf/workorderpdf/${workOrderId}`;

/** A PDF that could not be fetched or saved is logged only (§8): no notice, the loader hidden. */
function logFailure(workOrderId: number, e: unknown) {
  console.error(`Work order ${workOrderId}: the PDF could not be downloaded`, e);
}

/**
 * Saves the order's PDF under the server's file name (the contractor portal's PDF action: a phone
 * saves or opens a file better than it shows one in a frame). A failure is logged only (§8).
 */
export async function downloadWorkOrderPdf(workOrderId: number): Promise<void> {
  try {
    saveFile(await fetchFile(workOrderPdfUrl(workOrderId), `WorkOrder-${workOrderId}.pdf`));
  } catch (e) {
    logFailure(workOrderId, e);
  }
}

export type WorkOrderPdfViewProps = { workOrderId: number };

/**
 * The PDF view of a work order (the "PDF view" tab, and the portals' PDF popup): the PDF the
 * contractor gets, fetched with the bearer token and shown in a frame from an object URL (released
 * when the view closes), with a Download button that saves it under the server's file name.
 */
export function WorkOrderPdfView({ workOrderId }: WorkOrderPdfViewProps) {
  const [file, setFile] = useState<(FetchedFile & { url: string }) | null>(null);
  const [state, setState] = useState<"loading" | "shown" | "failed">("loading");

  useEffect(() => {
    const abort = new AbortController();
    let url: string | null = null;
    setState("loading");
    setFile(null);
    fetchFile(workOrderPdfUrl(workOrderId), `WorkOrder-${workOrderId}.pdf`, abort.signal).then(
      (fetched) => {
        url = URL.createObjectURL(fetched.blob);
        setFile({ ...fetched, url });
        setState("shown");
      },
      (e: unknown) => {
        if (abort.signal.aborted) return;
        logFailure(workOrderId, e);
        setState("failed");
      },
    );
    return () => {
      abort.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [workOrderId]);

  const download = async () => {
    try {
      saveFile(file ?? (await fetchFile(workOrderPdfUrl(workOrderId), `WorkOrder-${workOrderId}.pdf`)));
    } catch (e) {
      logFailure(workOrderId, e);
    }
  };

  return (
    <div className="wo-pdf">
      <div className="wo-pdf__bar">
        <Button icon="download" text="Download" onClick={() => void download()} disabled={state === "loading"} />
        {file ? <span className="wo-pdf__name">{file.fileName}</span> : null}
      </div>
      {state === "loading" ? <Spinner aria-label="Loading the PDF" /> : null}
      {file ? <iframe className="wo-pdf__frame" title={`PDF of work order ${file.fileName}`} src={file.url} /> : null}
      {state === "failed" ? <NonIdealState icon="document" title="No PDF to show." className="wo-tabs__empty" /> : null}
    </div>
  );
}

/** The action's words: the client's "View PDF" (§2.8), the contractor's "PDF" (§2.9). */
export const portalPdfText = (kind: string) => (kind === "CLIENT" ? "View PDF" : "PDF");

export type WorkOrderPdfButtonProps = { workOrderId: number; refNo: string; text: string };

/**
 * The portals' PDF action (portals §2.8 the client's view-PDF button, §2.9 the contractor's PDF):
 * opens the order's PDF view in a popup of its own.
 */
export function WorkOrderPdfButton({ workOrderId, refNo, text }: WorkOrderPdfButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon="document" text={text} onClick={() => setOpen(true)} />
      {open ? (
        <Popup isOpen onClose={() => setOpen(false)} title={`Work Order ${refNo} PDF`}>
          <WorkOrderPdfView workOrderId={workOrderId} />
        </Popup>
      ) : null}
    </>
  );
}
