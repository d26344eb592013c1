import { useMemo } from "react";
import { graphql } from "../../../gql";
import type { AuditsTab_AuditsQuery } from "../../../gql/graphql";
import { DataGrid, dateTimeColumn, textColumn, useServerGrid, type GridColumn } from "../../../ui/grid";

export const AuditsTab_Audits = graphql(`
  query AuditsTab_Audits($workOrderId: Int!, $page: Int!, $pageSize: Int!) {
    workOrderAudits(workOrderId: $workOrderId, page: $page, pageSize: $pageSize) {
      totalCount
      totalCountExact
      nodes {
        id
        actionDate
        actionByName
        actionTaken
      }
    }
  }
`);

type Row = AuditsTab_AuditsQuery["workOrderAudits"]["nodes"][number];

export type AuditsTabProps = { workOrderId: number };

/** The audits of a work order (staff): ActionDate, ActionByName, ActionTaken, newest first (§9) */
export function AuditsTab({ workOrderId }: AuditsTabProps) {
  const columns = useMemo<GridColumn<Row, never>[]>(
    () => [
      dateTimeColumn("ActionDate", "Action Date", (r) => r.actionDate, { width: 160 }),
      textColumn("ActionByName", "Action By", (r) => r.actionByName, { width: 180 }),
      textColumn("ActionTaken", "Action Taken", (r) => r.actionTaken, { width: 520 }),
    ],
    [],
  );
  const grid = useServerGrid(AuditsTab_Audits, {
    stateKey: "work-order-audits",
    columns,
    page: (d) => d.workOrderAudits,
    variables: { workOrderId },
    fetchPolicy: "network-only",
  });
  return <DataGrid {...grid} label="Audits" searchable={false} columnChooser={false} emptyText="No audits yet" />;
}
