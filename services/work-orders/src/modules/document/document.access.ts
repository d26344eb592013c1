import type { EntityManager } from "@mikro-orm/postgresql";
import {
  ATTACH_CLOSED_MESSAGE,
  attachRefusal,
  ForbiddenError,
  NotFoundError,
  STAFF_ONLY,
  tenantScope,
  tenantSql,
  type Tenancy,
  type TenantScope,
  type Viewer,
} from "@wo/shared";
import { visibleWorkOrderKey } from "../work-order/work-order.visible";
import { DocumentEntityName, SITE_DOCUMENTS_TENANCY } from "./document.entity";

/**
 * Who may read and write the documents of an entity (docs/documents.md):
 * - a work order's: staff, as the order itself (any department); a client user its own client's
 *   orders; a contractor user its own orders. Portal users may upload to those orders, a contractor
 *   not while the order is Closed, Cancelled or Submitted (portals §4).
 * - a site's: staff holding `customers` or `documents` (read to read, full to write), as the sites
 *   screen; a client user reads its own client's sites' documents; contractors none.
 * - a PPM schedule's: staff only, of a schedule that exists.
 * Which entities a portal user sees is the tenancy of each (WORK_ORDER_TENANCY, SITE_DOCUMENTS_TENANCY,
 * STAFF_ONLY), as DOCUMENT_TENANCY says of the documents themselves. Another tenant's entity, or one
 * that does not exist, is NOT_FOUND.
 */
export type DocumentAccess = "read" | "write";

/** Portals §4: a contractor attaches nothing while its order is Closed (6), Cancelled (9) or Submitted (12): services/shared/src/rules. */
export const ATTACH_CLOSED = ATTACH_CLOSED_MESSAGE;

export interface EntityAccess {
  /** The client the entity belongs to. */
  clientId: number | null;
  /** For a work order: its site. */
  siteId?: number | null;
}

/** The client of a row of `from` (aliased as its tenancy says) that the scope sees, or NOT_FOUND. */
async function visibleClient(em: EntityManager, scope: TenantScope, from: string, id: number, tenancy: Tenancy): Promise<number> {
  const [where, params] = tenantSql(scope, tenancy);
  const alias = from.split(" ").pop()!;
  const [row] = await em
    .getConnection()
    .execute<{ client_id: number }[]>(`select ${alias}.client_id from ${from} where ${alias}.id = ? and (${where})`, [id, ...params]);
  if (!row) throw new NotFoundError();
  return row.client_id;
}

/** Checks that the viewer may `access` the documents of an entity; answers what the rules read of it. */
export async function assertEntityAccess(
  em: EntityManager,
  viewer: Viewer,
  entityName: DocumentEntityName,
  entityId: number,
  access: DocumentAccess,
): Promise<EntityAccess> {
  const scope = tenantScope(viewer);
  switch (entityName) {
    case DocumentEntityName.WorkOrder: {
      const wo = await visibleWorkOrderKey(em, scope, entityId);
      const closed = access === "write" ? attachRefusal(viewer, wo.workOrderStatusId) : null;
      if (closed) throw new ForbiddenError(closed);
      return { clientId: wo.clientId, siteId: wo.siteId };
    }
    case DocumentEntityName.Site: {
      const clientId = await visibleClient(em, scope, "assets.v_site s", entityId, SITE_DOCUMENTS_TENANCY);
      if (viewer.isStaff) {
        const level = access === "write" ? "full" : "read";
        if (!viewer.can("customers", level) && !viewer.can("documents", level)) throw new ForbiddenError();
      } else if (access === "write") throw new ForbiddenError();
      return { clientId };
    }
    case DocumentEntityName.PPM:
      return { clientId: await visibleClient(em, scope, "work_orders.ppm e", entityId, STAFF_ONLY) };
  }
}

/**
 * What a viewer may do with a document it reads, decided once here and sent with it
 * (`Document.viewerCan`), by the same rules as the writes themselves (getDocument, staffDocument):
 * - edit (its type, its certificate date): staff by the entity's write rule (a site's needs
 *   `customers` or `documents` at full); a portal user what it uploaded to a work order, a contractor
 *   not while the order is Closed, Cancelled or Submitted;
 * - manage (archive, delete): staff by the same rule; portal users never.
 */
export function documentViewerCan(
  viewer: Viewer,
  doc: { entityName: DocumentEntityName; uploadedById?: number | null },
  orderStatusId: number | null,
): { edit: boolean; manage: boolean } {
  if (viewer.isStaff) {
    const write = doc.entityName !== DocumentEntityName.Site || viewer.can("customers", "full") || viewer.can("documents", "full");
    return { edit: write, manage: write };
  }
  const own = doc.entityName === DocumentEntityName.WorkOrder && doc.uploadedById === viewer.userId;
  const closed = orderStatusId != null && attachRefusal(viewer, orderStatusId) != null;
  return { edit: own && !closed, manage: false };
}
