import { useMemo, useState } from "react";
import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../gql";
import type { AuditSortField, AuditTrailGrid_AuditTrailQuery } from "../../../gql/graphql";
import { HTMLSelect } from "../../../ui";
import { formatDateTime } from "../../../ui/format";
import { DataGrid, useGridView, type GridColumn, type GridSort } from "../../../ui/grid";

export const AuditTrailGrid_AuditTrail = graphql(`
  query AuditTrailGrid_AuditTrail(
    $page: Int!
    $pageSize: Int!
    $search: String
    $entityName: String
    $sort: [AuditSortInput!]
  ) {
    auditTrail(page: $page, pageSize: $pageSize, search: $search, entityName: $entityName, sort: $sort) {
      totalCount
      page
      pageSize
      nodes {
        id
        entityName
        actionByName
        actionDate
        actionTaken
      }
    }
  }
`);

type Row = AuditTrailGrid_AuditTrailQuery["auditTrail"]["nodes"][number];

/** The kinds of record the trail holds, for the entity filter */
export const AuditTrailGrid_EntityNames = graphql(`
  query AuditTrailGrid_EntityNames {
    auditEntityNames
  }
`);

const SORT_FIELDS: Record<string, AuditSortField> = {
  EntityName: "ENTITY_NAME",
  ActionByName: "ACTION_BY_NAME",
  ActionDate: "ACTION_DATE",
  ActionTaken: "ACTION_TAKEN",
};

/** Spec §9: the audit trail by action date, newest first */
export const AUDIT_DEFAULT_SORT: GridSort = { field: "ActionDate", direction: "DESC" };

const COLUMNS: GridColumn<Row>[] = [
  { field: "EntityName", title: "Entity", width: 130, render: (r) => r.entityName, text: (r) => r.entityName },
  { field: "ActionByName", title: "By", width: 180, render: (r) => r.actionByName, text: (r) => r.actionByName },
  {
    field: "ActionDate",
    title: "Action Date",
    width: 170,
    template: "date-time",
    render: (r) => formatDateTime(r.actionDate),
    text: (r) => formatDateTime(r.actionDate),
  },
  { field: "ActionTaken", title: "Action Taken", width: 560, render: (r) => r.actionTaken, text: (r) => r.actionTaken },
];

/** The audit trail (§2.11): server paged and sorted, searched (250 ms), optionally one entity's */
export function AuditTrailGrid() {
  const columns = useMemo(() => COLUMNS, []);
  const view = useGridView({ stateKey: "audit_trail", columns, defaultSort: AUDIT_DEFAULT_SORT });
  const [entityName, setEntityName] = useState("");
  const q = view.query;
  const sortField = q.sort ? SORT_FIELDS[q.sort.field] : undefined;
  const { data, previousData, loading } = useQuery(AuditTrailGrid_AuditTrail, {
    variables: {
      page: q.page,
      pageSize: q.pageSize,
      search: q.search.trim() || null,
      entityName: entityName || null,
      sort: q.sort && sortField ? [{ field: sortField, direction: q.sort.direction }] : null,
    },
    fetchPolicy: "cache-and-network",
  });
  const page = (data ?? previousData)?.auditTrail;
  const entityNames = useQuery(AuditTrailGrid_EntityNames).data?.auditEntityNames ?? [];
  return (
    <DataGrid
      view={view}
      rows={page?.nodes ?? []}
      totalCount={page?.totalCount ?? 0}
      loading={loading}
      label="Audit trail"
      toolbar={
        <HTMLSelect
          aria-label="Entity"
          value={entityName}
          onChange={(e) => {
            setEntityName(e.currentTarget.value);
            view.setPage(1);
          }}
        >
          <option value="">All entities</option>
          {entityNames.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </HTMLSelect>
      }
    />
  );
}
