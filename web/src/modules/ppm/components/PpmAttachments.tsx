import { Callout } from "../../../ui";
import { DocumentsPanel } from "../../documents/components/DocumentsPanel";

/**
 * The PPM schedule's attachments (portals §2.9: an attachments grid with add-attachment): the
 * documents part's DocumentsPanel on entity "PPM". A new schedule has none until it is saved.
 */
export function PpmAttachments({ ppmId }: { ppmId: number | null }) {
  if (!ppmId) return <Callout compact>Save the PPM to add attachments.</Callout>;
  return <DocumentsPanel entityName="PPM" entityId={ppmId} label="Attachments" />;
}
