import { hasPermission, type AccessViewer } from "../../app/access/viewer";

/**
 * Whether the user may change quotes in the back office (set the AMPM Quote Ref, delete a quote):
 * staff whose department holds reporting at full, and administrators, as the server's rule
 * (docs/billing.md "Quotes"). Everyone else reads them.
 */
export function mayWriteQuotes(viewer: AccessViewer): boolean {
  return (viewer.kind === "ADMIN" || viewer.kind === "STAFF") && hasPermission(viewer, "reporting", "full");
}
