import { useMemo, useRef, useState } from "react";
import { graphql } from "../../../gql";
import type { LogTimeField, LogMaterialField, CostsTab_LogTimesQuery, CostsTab_LogMaterialsQuery } from "../../../gql/graphql";
import { Button, CONFIRM_PROCEED, failedNotice, H4, Intent, useConfirm, useSaveForm } from "../../../ui";
import { DataGrid, moneyColumn, numberColumn, textColumn, unitPriceColumn, useServerGrid, type GridColumn } from "../../../ui/grid";
import { formatDateMinutes, formatDay } from "../../../ui/format";
import { CostTotals, useCostCounters } from "./CostTotals";
import { LogMaterialPopup, type LogMaterialEntry } from "./LogMaterialPopup";
import { LogTimePopup, type LogTimeEntry } from "./LogTimePopup";
import { logMaterialOf, logTimeOf } from "./log-rows";
import "./costs.css";

export const CostsTab_LogTimes = graphql(`
  query CostsTab_LogTimes($workOrderId: Int!, $page: Int!, $pageSize: Int!, $sort: [LogTimeSortInput!]) {
    logTimes(workOrderId: $workOrderId, page: $page, pageSize: $pageSize, sort: $sort) {
      totalCount
      totalCountExact
      nodes {
        ...LogTimeRow_LogTime
        costPerHour
        progressCode
        dateCreated
      }
    }
  }
`);

export const CostsTab_LogMaterials = graphql(`
  query CostsTab_LogMaterials($workOrderId: Int!, $page: Int!, $pageSize: Int!, $sort: [LogMaterialSortInput!]) {
    logMaterials(workOrderId: $workOrderId, page: $page, pageSize: $pageSize, sort: $sort) {
      totalCount
      totalCountExact
      nodes {
        ...LogMaterialRow_LogMaterial
        dateCreated
      }
    }
  }
`);

export const CostsTab_DeleteTime = graphql(`
  mutation CostsTab_DeleteTime($id: Int!) {
    deleteLogTime(id: $id) {
      deletedId
    }
  }
`);

export const CostsTab_DeleteMaterial = graphql(`
  mutation CostsTab_DeleteMaterial($id: Int!) {
    deleteLogMaterial(id: $id) {
      deletedId
    }
  }
`);

/** The spec's notice after a log is deleted (portals §8) */
export const LOG_DELETED = "Log deleted";

type TimeRow = CostsTab_LogTimesQuery["logTimes"]["nodes"][number];
type MaterialRow = CostsTab_LogMaterialsQuery["logMaterials"]["nodes"][number];
type Editing = { kind: "time"; entry: LogTimeEntry | null } | { kind: "material"; entry: LogMaterialEntry | null } | null;

/** A failed call's own message (a locked order's reason), else the spec's notice naming the log */
const failure = (error: unknown) => ({
  message: error instanceof Error && error.message ? error.message : failedNotice("Log"),
  kind: "error" as const,
});

export type CostsTabProps = { workOrderId: number };

/**
 * A work order's costs tab (§2): the cost counters and quoted cost row, the logged materials and the
 * logged time, each with add, edit and delete for whoever may log on the order now (the server says:
 * costCounters.mayLog); 'Log deleted' after a delete.
 */
export function CostsTab({ workOrderId }: CostsTabProps) {
  const counters = useCostCounters(workOrderId);
  const mayLog = counters.data?.costCounters.mayLog ?? false;
  const [editing, setEditing] = useState<Editing>(null);
  const { confirm, dialog } = useConfirm();
  const actions = useRef<{
    editTime: (r: TimeRow) => void;
    editMaterial: (r: MaterialRow) => void;
    remove: (kind: "time" | "material", id: number) => void;
  }>({
    editTime: () => undefined,
    editMaterial: () => undefined,
    remove: () => undefined,
  });

  const actionsColumn = <R,>(kind: "time" | "material", label: string, idOf: (r: R) => number): GridColumn<R, never> => ({
    field: "Actions",
    title: " ",
    width: 80,
    template: "actions",
    render: (r) =>
      mayLog ? (
        <>
          <Button
            variant="minimal"
            size="small"
            icon="edit"
            aria-label={`Edit ${label} ${idOf(r)}`}
            onClick={() =>
              kind === "time" ? actions.current.editTime(r as unknown as TimeRow) : actions.current.editMaterial(r as unknown as MaterialRow)
            }
          />
          <Button
            variant="minimal"
            size="small"
            icon="trash"
            aria-label={`Delete ${label} ${idOf(r)}`}
            onClick={() => actions.current.remove(kind, idOf(r))}
          />
        </>
      ) : null,
  });

  const timeColumns = useMemo<GridColumn<TimeRow, LogTimeField>[]>(
    () => [
      textColumn("WorkDate", "Date", (r) => formatDay(logTimeOf(r).workDate), { width: 100, apiField: "WORK_DATE" }),
      textColumn("TimeFrom", "From", (r) => logTimeOf(r).timeFrom, { width: 70, apiField: "TIME_FROM" }),
      textColumn("TimeTo", "To", (r) => logTimeOf(r).timeTo, { width: 70, apiField: "TIME_TO" }),
      numberColumn("NumberOfEngineers", "Engineers", (r) => logTimeOf(r).numberOfEngineers, { width: 90, apiField: "NUMBER_OF_ENGINEERS" }),
      numberColumn("ManHours", "Man-hours", (r) => logTimeOf(r).manHours, { width: 90, apiField: "MAN_HOURS" }),
      unitPriceColumn("CostPerHour", "Cost per hour", (r) => r.costPerHour, { width: 110, apiField: "COST_PER_HOUR" }),
      moneyColumn("Costhours", "Hours cost", (r) => logTimeOf(r).costhours, { width: 100, apiField: "COSTHOURS" }),
      moneyColumn("CallOutCharge", "Call-out", (r) => logTimeOf(r).callOutCharge, { width: 90, apiField: "CALL_OUT_CHARGE" }),
      textColumn("BankHoliday", "Bank holiday", (r) => (logTimeOf(r).bankHoliday ? "Yes" : "No"), { width: 100 }),
      textColumn("ProgressCode", "Progress code", (r) => r.progressCode, { width: 160 }),
      textColumn("DateCreated", "Logged", (r) => formatDateMinutes(r.dateCreated), { width: 130, apiField: "DATE_CREATED" }),
      actionsColumn<TimeRow>("time", "logged time", (r) => logTimeOf(r).id) as GridColumn<TimeRow, LogTimeField>,
    ],
    // the actions depend only on whether the viewer may log now
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [mayLog],
  );
  const materialColumns = useMemo<GridColumn<MaterialRow, LogMaterialField>[]>(
    () => [
      textColumn("MaterialType", "Type", (r) => logMaterialOf(r).materialType, { width: 130, apiField: "MATERIAL_TYPE" }),
      textColumn("Description", "Description", (r) => logMaterialOf(r).description, { width: 260, apiField: "DESCRIPTION" }),
      unitPriceColumn("CostPerItem", "Cost per item", (r) => logMaterialOf(r).costPerItem, { width: 110, apiField: "COST_PER_ITEM" }),
      numberColumn("Quantity", "Quantity", (r) => logMaterialOf(r).quantity, { width: 90, apiField: "QUANTITY" }),
      moneyColumn("TotalCost", "Total", (r) => logMaterialOf(r).totalCost, { width: 100, apiField: "TOTAL_COST" }),
      textColumn("DateCreated", "Logged", (r) => formatDateMinutes(r.dateCreated), { width: 130, apiField: "DATE_CREATED" }),
      actionsColumn<MaterialRow>("material", "logged material", (r) => logMaterialOf(r).id) as GridColumn<MaterialRow, LogMaterialField>,
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [mayLog],
  );

  const times = useServerGrid(CostsTab_LogTimes, {
    stateKey: "work-order-log-times",
    columns: timeColumns,
    page: (d) => d.logTimes,
    variables: { workOrderId },
    fetchPolicy: "network-only",
  });
  const materials = useServerGrid(CostsTab_LogMaterials, {
    stateKey: "work-order-log-materials",
    columns: materialColumns,
    page: (d) => d.logMaterials,
    variables: { workOrderId },
    fetchPolicy: "network-only",
  });

  const reload = () => {
    void counters.refetch().catch(() => undefined);
    times.onReload();
    materials.onReload();
  };
  const { save: deleteTime } = useSaveForm(CostsTab_DeleteTime, { success: LOG_DELETED, failure, onSaved: reload });
  const { save: deleteMaterial } = useSaveForm(CostsTab_DeleteMaterial, { success: LOG_DELETED, failure, onSaved: reload });
  actions.current = {
    editTime: (r) => setEditing({ kind: "time", entry: logTimeOf(r) }),
    editMaterial: (r) => setEditing({ kind: "material", entry: logMaterialOf(r) }),
    remove: (kind, id) =>
      void confirm(CONFIRM_PROCEED).then((yes) => {
        if (yes) void (kind === "time" ? deleteTime({ id }) : deleteMaterial({ id }));
      }),
  };

  return (
    <div className="wo-costs">
      <CostTotals data={counters.data} loading={counters.loading} error={counters.error} />
      <section className="wo-costs__section" aria-label="Materials log">
        <H4>Logged materials</H4>
        <DataGrid
          {...materials}
          label="Logged materials"
          searchable={false}
          columnChooser={false}
          emptyText="No materials logged"
          toolbar={
            mayLog ? (
              <Button icon="add" intent={Intent.PRIMARY} text="Log Materials" onClick={() => setEditing({ kind: "material", entry: null })} />
            ) : null
          }
        />
      </section>
      <section className="wo-costs__section" aria-label="Time log">
        <H4>Logged time</H4>
        <DataGrid
          {...times}
          label="Logged time"
          searchable={false}
          columnChooser={false}
          emptyText="No time logged"
          toolbar={
            mayLog ? <Button icon="add" intent={Intent.PRIMARY} text="Log Time" onClick={() => setEditing({ kind: "time", entry: null })} /> : null
          }
        />
      </section>
      {editing?.kind === "time" ? (
        <LogTimePopup workOrderId={workOrderId} entry={editing.entry} onClose={() => setEditing(null)} onSaved={reload} />
      ) : null}
      {editing?.kind === "material" ? (
        <LogMaterialPopup workOrderId={workOrderId} entry={editing.entry} onClose={() => setEditing(null)} onSaved={reload} />
      ) : null}
      {dialog}
    </div>
  );
}
