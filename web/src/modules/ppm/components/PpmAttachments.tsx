import { Callout } from "../../../ui";

/**
 * SLOT FOR THE DOCUMENTS PART (DocumentsPanel, web/src/modules/documents, branch wt-docs): the PPM
 * schedule's attachments grid and uploader, entityName "PPM". Until that part is merged here this
 * renders no attachments, only a note saying so.
 */
export function PpmAttachments({ ppmId }: { ppmId: number | null }) {
  return (
    <Callout compact className="wo-ppm__attachments">
      {ppmId ? "Attachments are not available yet." : "Save the PPM to add attachments."}
    </Callout>
  );
}
