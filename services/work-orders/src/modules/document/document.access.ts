import type { EntityManager } from "@mikro-orm/postgresql";
import { ForbiddenError, NotFoundError, tenantScope, type Viewer } from "@wo/shared";
import { visibleWorkOrderKey } from "../work-order/work-order.visible";
import { DocumentEntityName } from "./document.entity";

/**
 * Who may read and write the documents of an entity (docs/documents.md):
 * - a work order's (and a PPM schedule's): staff, as the order itself (any department); a client user
 *   its own client's orders; a contractor user its own orders. Portal users may upload to those orders,
 *   a contractor not while the order is Closed, Cancelled or Submitted (portals §4).
 * - a site's: staff holding `customers` or `documents` (read to read, full to write), as the sites
 *   screen; a client user reads its own client's sites' documents; contractors none.
 * - a PPM schedule's: staff only, of a schedule that exists.
 * Another tenant's entity, or one that does not exist, is NOT_FOUND.
 */
export type DocumentAccess = "read" | "write";

/** Portals §4: a contractor's attach button is hidden while its order is Closed (6), Cancelled (9) or Submitted (12). */
const CONTRACTOR_ATTACH_CLOSED = new Set([6, 9, 12]);
export const ATTACH_CLOSED = "Attachments cannot be added to a work order that is Closed, Cancelled or Submitted";

/** The site's client, or NOT_FOUND (read through the assets service's published view). */
async function siteClient(em: EntityManager, siteId: number): Promise<number> {
  const [row] = await em.getConnection().execute<{ client_id: number }[]>(`select client_id from assets.v_site where id = ?`, [siteId]);
  if (!row) throw new NotFoundError();
  return row.client_id;
}

export interface EntityAccess {
  /** The client the entity belongs to. */
  clientId: number | null;
  /** For a work order: its site. */
  siteId?: number | null;
}

/** Checks that the viewer may `access` the documents of an entity; answers what the rules read of it. */
export async function assertEntityAccess(
  em: EntityManager,
  viewer: Viewer,
  entityName: DocumentEntityName,
  entityId: number,
  access: DocumentAccess,
): Promise<EntityAccess> {
  switch (entityName) {
    case DocumentEntityName.WorkOrder: {
      const wo = await visibleWorkOrderKey(em, tenantScope(viewer), entityId);
      if (access === "write" && viewer.isContractor && CONTRACTOR_ATTACH_CLOSED.has(wo.workOrderStatusId)) throw new ForbiddenError(ATTACH_CLOSED);
      return { clientId: wo.clientId, siteId: wo.siteId };
    }
    case DocumentEntityName.Site: {
      if (viewer.isContractor) throw new NotFoundError();
      const clientId = await siteClient(em, entityId);
      if (viewer.isClient) {
        if (clientId !== viewer.clientId) throw new NotFoundError();
        if (access === "write") throw new ForbiddenError();
      } else if (!viewer.can("customers", access === "write" ? "full" : "read") && !viewer.can("documents", access === "write" ? "full" : "read")) {
        throw new ForbiddenError();
      }
      return { clientId };
    }
    case DocumentEntityName.PPM: {
      if (!viewer.isStaff) throw new NotFoundError();
      const [row] = await em.getConnection().execute<{ client_id: number }[]>(`select client_id from work_orders.ppm where id = ?`, [entityId]);
      if (!row) throw new NotFoundError();
      return { clientId: row.client_id };
    }
  }
}
