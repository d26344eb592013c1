import { UploadDocumentPopup } from "../../../documents/components/UploadDocumentPopup";

export type ContractorAttachPopupProps = {
  workOrderId: number;
  onClose: () => void;
  /** A document was uploaded ('Document Created'): the order's documents reload */
  onUploaded: () => void;
};

/**
 * The contractor's attachment popup (portals §2.2, §4; staff §5): the shared upload-document popup
 * titled 'Attachment', for the work order: the document type (1 Job Sheet by default, 2 Certificate,
 * 3 Work Sheet, 4 Report); the certificate date, shown here (the contractor portal) and required for
 * a certificate, from the phone's date picker; the file chooser (documents, and photos from the
 * phone's camera) and a 'Take a photo' button that opens the camera straight away; a progress bar
 * while the file goes up; 'Document Created' once. Whether the order takes attachments now (not
 * Closed, Cancelled or Submitted) is the server's: the portal shows the action from
 * `WorkOrder.viewerCan.attach`, and a refusal shows the server's message.
 */
export function ContractorAttachPopup({ workOrderId, onClose, onUploaded }: ContractorAttachPopupProps) {
  return (
    <UploadDocumentPopup
      entityName="WorkOrder"
      entityId={workOrderId}
      title="Attachment"
      certDateRequired="certificates"
      datePicker
      camera
      onClose={onClose}
      onUploaded={onUploaded}
    />
  );
}
