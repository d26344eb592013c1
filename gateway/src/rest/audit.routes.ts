import { z } from "zod";
import { list, pageArgs, parseSort, text } from "./legacy";
import { shim } from "./shim";

const SORTS = { Id: "ID", ActionDate: "ACTION_DATE", EntityName: "ENTITY_NAME", Entity: "ENTITY_NAME", ActionByName: "ACTION_BY_NAME", ActionTaken: "ACTION_TAKEN" } as const;

const params = z.object({ search: text(200), entityname: text(100), entityid: text(100) });

interface Entry {
  id: string;
  entityName: string;
  entityId: string | null;
  action: string;
  actionTaken: string;
  actionByName: string;
  actionDate: string;
}

export const auditRoutes = [
  shim({
    method: "get",
    path: "/AuditTrails",
    operation: `query AuditTrailsList($page: Int!, $pageSize: Int!, $search: String, $entityName: String, $entityId: String,
        $sort: [AuditSortInput!]) {
      auditTrail(page: $page, pageSize: $pageSize, search: $search, entityName: $entityName, entityId: $entityId, sort: $sort) {
        totalCount nodes { id entityName entityId action actionTaken actionByName actionDate }
      }
    }`,
    variables: ({ args }) => {
      const p = params.parse(args);
      return {
        ...pageArgs(args),
        search: p.search,
        entityName: p.entityname,
        entityId: p.entityid,
        sort: parseSort(args.sort, SORTS) ?? [{ field: "ACTION_DATE", direction: "DESC" }],
      };
    },
    result: (data: { auditTrail: { totalCount: number; nodes: Entry[] } }) =>
      list(
        data.auditTrail.nodes.map((e) => ({
          id: e.id,
          EntityName: e.entityName,
          EntityId: e.entityId,
          Action: e.action,
          ActionByName: e.actionByName,
          ActionDate: e.actionDate,
          ActionTaken: e.actionTaken,
        })),
        data.auditTrail.totalCount,
      ),
  }),
];
