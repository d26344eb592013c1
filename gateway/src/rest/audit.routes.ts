import { z } from "zod";
import { graphql } from "../gql";
import { pageArgs, parseSort, text } from "./legacy";
import { legacy, list } from "./shape";
import { shim } from "./shim";

const SORTS = {
  Id: "ID",
  ActionDate: "ACTION_DATE",
  EntityName: "ENTITY_NAME",
  Entity: "ENTITY_NAME",
  ActionByName: "ACTION_BY_NAME",
  ActionTaken: "ACTION_TAKEN",
} as const;

const params = z.object({ search: text(200), entityname: text(100), entityid: text(100) });

export const auditRoutes = [
  shim({
    method: "get",
    path: "/AuditTrails",
    tenancy: "staff",
    operation: graphql(`
      query AuditTrailsList($page: Int!, $pageSize: Int!, $search: String, $entityName: String, $entityId: String, $sort: [AuditSortInput!]) {
        auditTrail(page: $page, pageSize: $pageSize, search: $search, entityName: $entityName, entityId: $entityId, sort: $sort) {
          totalCount
          nodes {
            id
            entityName
            entityId
            action
            actionTaken
            actionByName
            actionDate
          }
        }
      }
    `),
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
    result: ({ auditTrail }) => list(auditTrail.nodes.map(legacy()), auditTrail.totalCount),
  }),
];
