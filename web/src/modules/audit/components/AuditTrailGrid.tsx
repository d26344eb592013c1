import { useState } from "react";
import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../gql";
import type { AuditSortField, AuditTrailGrid_AuditTrailQuery } from "../../../gql/graphql";
import { HTMLSelect } from "../../../ui";
import { DataGrid, dateTimeColumn, textColumn, useServerGrid, type GridColumn, type GridSort } from "../../../ui/grid";

export const AuditTrailGrid_AuditTrail = graphql(`
  query AuditTrailGrid_AuditTrail($page: Int!, $pageSize: Int!, $search: String, $entityName: String, $sort: [AuditSortInput!]) {
    auditTrail(page: $page, pageSize: $pageSize, search: $search, entityName: $entityName, sort: $sort) {
      totalCount
      totalCountExact
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

/** Spec §9: the audit trail by action date, newest first */
export const AUDIT_DEFAULT_SORT: GridSort = { field: "ActionDate", direction: "DESC" };

const COLUMNS: GridColumn<Row, AuditSortField>[] = [
  textColumn("EntityName", "Entity", (r) => r.entityName, { width: 130, apiField: "ENTITY_NAME" }),
  textColumn("ActionByName", "By", (r) => r.actionByName, { width: 180, apiField: "ACTION_BY_NAME" }),
  dateTimeColumn("ActionDate", "Action Date", (r) => r.actionDate, { width: 170, apiField: "ACTION_DATE" }),
  textColumn("ActionTaken", "Action Taken", (r) => r.actionTaken, { width: 560, apiField: "ACTION_TAKEN" }),
];

/** The audit trail (§2.11): server paged and sorted, searched (250 ms), optionally one entity's */
export function AuditTrailGrid() {
  const [entityName, setEntityName] = useState("");
  const grid = useServerGrid(AuditTrailGrid_AuditTrail, {
    stateKey: "audit_trail",
    columns: COLUMNS,
    defaultSort: AUDIT_DEFAULT_SORT,
    page: (data) => data.auditTrail,
    variables: { entityName: entityName || null },
    fetchPolicy: "cache-and-network",
  });
  const entityNames = useQuery(AuditTrailGrid_EntityNames).data?.auditEntityNames ?? [];
  return (
    <DataGrid
      {...grid}
      label="Audit trail"
      toolbar={
        <HTMLSelect
          aria-label="Entity"
          value={entityName}
          onChange={(e) => {
            setEntityName(e.currentTarget.value);
            grid.view.setPage(1);
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
