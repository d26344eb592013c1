import { useMatches, useParams } from "react-router-dom";

/** The contractor portal's pages: each of its routes names one in its handle (area.tsx) */
export type PortalPageName = "dashboard" | "work-orders" | "sla" | "work-order";

export type PortalPageHandle = { portalPage: PortalPageName };

function isPortalHandle(handle: unknown): handle is PortalPageHandle {
  return typeof handle === "object" && handle !== null && "portalPage" in handle;
}

/** The page the address shows (null: no page of the portal, its 404), the contractor and the work order opened */
export function usePortalPage(): { page: PortalPageName | null; contractorId: number; workOrderId: number | null } {
  const params = useParams();
  const leaf = useMatches().at(-1);
  const page = leaf && isPortalHandle(leaf.handle) ? leaf.handle.portalPage : null;
  const wo = Number(params.workOrderId);
  return { page, contractorId: Number(params.contractorId), workOrderId: page === "work-order" && Number.isInteger(wo) && wo > 0 ? wo : null };
}
