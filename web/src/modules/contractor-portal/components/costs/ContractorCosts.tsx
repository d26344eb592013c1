import { useMemo, useRef, useState } from "react";
import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { graphql } from "../../../../gql";
import type { ContractorCosts_LogMaterialsQuery, ContractorCosts_LogTimesQuery, LogMaterialField, LogTimeField } from "../../../../gql/graphql";
import { Button, Callout, CONFIRM_PROCEED, failedNotice, H4, Intent, useConfirm, useNarrowScreen, useSaveForm } from "../../../../ui";
import { formatDay, formatMoney } from "../../../../ui/format";
import { DataGrid, moneyColumn, numberColumn, textColumn, unitPriceColumn, useServerGrid, type GridColumn } from "../../../../ui/grid";
import { CostTotals, useCostCounters } from "../../../work-orders/costs/CostTotals";
import { LOG_DELETED } from "../../../work-orders/costs/CostsTab";
import { logMaterialOf, logTimeOf } from "../../../work-orders/costs/log-rows";
import { ContractorLogPopup, type LogPopupMode, type LogResult } from "./ContractorLogPopup";
import "./contractor-costs.css";

export const ContractorCosts_LogTimes = graphql(`
  query ContractorCosts_LogTimes($workOrderId: Int!, $page: Int!, $pageSize: Int!, $sort: [LogTimeSortInput!]) {
    logTimes(workOrderId: $workOrderId, page: $page, pageSize: $pageSize, sort: $sort) {
      totalCount
      totalCountExact
      nodes {
        ...LogTimeRow_LogTime
      }
    }
  }
`);

export const ContractorCosts_LogMaterials = graphql(`
  query ContractorCosts_LogMaterials($workOrderId: Int!, $page: Int!, $pageSize: Int!, $sort: [LogMaterialSortInput!]) {
    logMaterials(workOrderId: $workOrderId, page: $page, pageSize: $pageSize, sort: $sort) {
      totalCount
      totalCountExact
      nodes {
        ...LogMaterialRow_LogMaterial
      }
    }
  }
`);

export const ContractorCosts_DeleteTime = graphql(`
  mutation ContractorCosts_DeleteTime($id: Int!) {
    deleteLogTime(id: $id) {
      deletedId
    }
  }
`);

export const ContractorCosts_DeleteMaterial = graphql(`
  mutation ContractorCosts_DeleteMaterial($id: Int!) {
    deleteLogMaterial(id: $id) {
      deletedId
    }
  }
`);

type TimeRow = ContractorCosts_LogTimesQuery["logTimes"]["nodes"][number];
type MaterialRow = ContractorCosts_LogMaterialsQuery["logMaterials"]["nodes"][number];

/** A refused delete's own reason (a locked order), else the spec's notice naming the log */
const failure = (error: unknown) => ({
  message: CombinedGraphQLErrors.is(error) && error.errors[0]?.message ? error.errors[0].message : failedNotice("Log"),
  kind: "error" as const,
});

/** Hours as the API gives them ("4.50"), without a needless ".00" */
const hours = (v: string) => v.replace(/\.00$/, "");

/** What was just logged, costed by the server: the time's hours and cost, each material's total */
function LoggedResult({ result }: { result: LogResult }) {
  const { time, materials } = result;
  return (
    <Callout intent={Intent.SUCCESS} className="wo-contractor-costs__result" title={result.edited ? "Log updated" : "Logged"}>
      <ul aria-label="Logged now">
        {time ? (
          <li>
            {formatDay(time.workDate)} {time.timeFrom}–{time.timeTo}, {time.numberOfEngineers} engineer{time.numberOfEngineers === 1 ? "" : "s"}
            {time.bankHoliday ? ", bank holiday" : ""}: <strong>{hours(time.manHours)} hours</strong>
            {Number(time.oohHours) > 0 ? ` (${hours(time.oohHours)} out of hours)` : ""}, cost <strong>{formatMoney(time.costhours)}</strong>
            {Number(time.callOutCharge) > 0 ? <>, call-out {formatMoney(time.callOutCharge)}</> : null}
          </li>
        ) : null}
        {materials.map((m) => (
          <li key={m.id}>
            {m.description}
            {m.materialType ? ` (${m.materialType})` : ""} × {m.quantity.replace(/\.?0+$/, "")}: <strong>{formatMoney(m.totalCost)}</strong>
          </li>
        ))}
      </ul>
    </Callout>
  );
}

export type ContractorCostsProps = {
  workOrderId: number;
  /** The viewer may log, change and delete time and materials on this order now (WorkOrder.viewerCan.logTime) */
  canLog: boolean;
  /** A log was saved or deleted: the order's own flags (missing time, costs to submit) may have changed */
  onChanged?: () => void;
};

/**
 * The contractor's costs of a work order (portals §2.2, §5): the order's cost counters (the staff
 * Costs tab's: hours, hours cost, materials, call-out charges, logged total and its own accepted
 * quote; never the budget), the time and the materials it logged (cards on a phone), and, while it
 * may log, 'Log time' (the log time / additional costs popup with the materials sub-form) and 'Log
 * materials', each entry's edit and delete ('Log deleted'). After a save the server's costing of
 * what was logged shows above the counters, which are read again.
 */
export function ContractorCosts({ workOrderId, canLog, onChanged }: ContractorCostsProps) {
  const counters = useCostCounters(workOrderId);
  const narrow = useNarrowScreen();
  const [popup, setPopup] = useState<LogPopupMode | null>(null);
  const [result, setResult] = useState<LogResult | null>(null);
  const { confirm, dialog } = useConfirm();
  const actions = useRef<{ edit: (mode: LogPopupMode) => void; remove: (kind: "time" | "material", id: number) => void }>({
    edit: () => undefined,
    remove: () => undefined,
  });

  const actionsColumn = <R,>(
    label: string,
    mode: (r: R) => LogPopupMode,
    kind: "time" | "material",
    idOf: (r: R) => number,
  ): GridColumn<R, never> => ({
    field: "Actions",
    title: " ",
    width: 90,
    template: "actions",
    render: (r) =>
      canLog ? (
        <span className="wo-contractor-costs__row-actions">
          <Button variant="minimal" icon="edit" aria-label={`Edit ${label} ${idOf(r)}`} onClick={() => actions.current.edit(mode(r))} />
          <Button
            variant="minimal"
            icon="trash"
            intent={Intent.DANGER}
            aria-label={`Delete ${label} ${idOf(r)}`}
            onClick={() => actions.current.remove(kind, idOf(r))}
          />
        </span>
      ) : null,
  });

  const timeColumns = useMemo<GridColumn<TimeRow, LogTimeField>[]>(
    () => [
      textColumn("WorkDate", "Date", (r) => formatDay(logTimeOf(r).workDate), { width: 100, apiField: "WORK_DATE" }),
      textColumn("TimeFrom", "Start", (r) => logTimeOf(r).timeFrom, { width: 70, apiField: "TIME_FROM" }),
      textColumn("TimeTo", "Finish", (r) => logTimeOf(r).timeTo, { width: 70, apiField: "TIME_TO" }),
      numberColumn("NumberOfEngineers", "Engineers", (r) => logTimeOf(r).numberOfEngineers, { width: 90, apiField: "NUMBER_OF_ENGINEERS" }),
      numberColumn("ManHours", "Hours", (r) => logTimeOf(r).manHours, { width: 80, apiField: "MAN_HOURS" }),
      moneyColumn("Costhours", "Cost", (r) => logTimeOf(r).costhours, { width: 100, apiField: "COSTHOURS" }),
      moneyColumn("CallOutCharge", "Call-out", (r) => logTimeOf(r).callOutCharge, { width: 90, apiField: "CALL_OUT_CHARGE" }),
      textColumn("BankHoliday", "Bank holiday", (r) => (logTimeOf(r).bankHoliday ? "Yes" : "No"), { width: 100 }),
      actionsColumn<TimeRow>(
        "logged time",
        (r) => ({ kind: "time", entry: logTimeOf(r) }),
        "time",
        (r) => logTimeOf(r).id,
      ) as GridColumn<TimeRow, LogTimeField>,
    ],
    // the actions show while the viewer may log
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [canLog],
  );
  const materialColumns = useMemo<GridColumn<MaterialRow, LogMaterialField>[]>(
    () => [
      textColumn("Description", "Description", (r) => logMaterialOf(r).description, { width: 240, apiField: "DESCRIPTION" }),
      textColumn("MaterialType", "Type", (r) => logMaterialOf(r).materialType, { width: 120, apiField: "MATERIAL_TYPE" }),
      unitPriceColumn("CostPerItem", "Cost per item", (r) => logMaterialOf(r).costPerItem, { width: 110, apiField: "COST_PER_ITEM" }),
      numberColumn("Quantity", "Quantity", (r) => logMaterialOf(r).quantity.replace(/\.?0+$/, ""), { width: 90, apiField: "QUANTITY" }),
      moneyColumn("TotalCost", "Total", (r) => logMaterialOf(r).totalCost, { width: 100, apiField: "TOTAL_COST" }),
      actionsColumn<MaterialRow>(
        "logged material",
        (r) => ({ kind: "material", entry: logMaterialOf(r) }),
        "material",
        (r) => logMaterialOf(r).id,
      ) as GridColumn<MaterialRow, LogMaterialField>,
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [canLog],
  );

  const times = useServerGrid(ContractorCosts_LogTimes, {
    stateKey: "contractor-log-times",
    columns: timeColumns,
    page: (d) => d.logTimes,
    variables: { workOrderId },
    fetchPolicy: "network-only",
  });
  const materials = useServerGrid(ContractorCosts_LogMaterials, {
    stateKey: "contractor-log-materials",
    columns: materialColumns,
    page: (d) => d.logMaterials,
    variables: { workOrderId },
    fetchPolicy: "network-only",
  });

  const reload = () => {
    void counters.refetch().catch(() => undefined);
    times.onReload();
    materials.onReload();
    onChanged?.();
  };
  const deleted = () => {
    setResult(null);
    reload();
  };
  const { save: deleteTime } = useSaveForm(ContractorCosts_DeleteTime, { success: LOG_DELETED, failure, onSaved: deleted });
  const { save: deleteMaterial } = useSaveForm(ContractorCosts_DeleteMaterial, { success: LOG_DELETED, failure, onSaved: deleted });
  actions.current = {
    edit: setPopup,
    remove: (kind, id) =>
      void confirm(CONFIRM_PROCEED).then((yes) => {
        if (yes) void (kind === "time" ? deleteTime({ id }) : deleteMaterial({ id }));
      }),
  };

  return (
    <section className={`wo-contractor-costs${narrow ? " wo-contractor-costs--narrow" : ""}`} aria-label="Costs">
      {canLog ? (
        <div className="wo-contractor-costs__actions">
          <Button icon="time" intent={Intent.PRIMARY} text="Log time" onClick={() => setPopup({ kind: "time", entry: null })} />
          <Button icon="add" text="Log materials" onClick={() => setPopup({ kind: "materials" })} />
        </div>
      ) : null}
      {result ? <LoggedResult result={result} /> : null}
      <CostTotals data={counters.data} loading={counters.loading} error={counters.error} compact={narrow} />
      <section className="wo-costs__section" aria-label="Time log">
        <H4>Logged time</H4>
        <DataGrid {...times} label="Logged time" searchable={false} columnChooser={false} emptyText="No time logged" />
      </section>
      <section className="wo-costs__section" aria-label="Materials log">
        <H4>Logged materials</H4>
        <DataGrid {...materials} label="Logged materials" searchable={false} columnChooser={false} emptyText="No materials logged" />
      </section>
      {popup ? (
        <ContractorLogPopup
          workOrderId={workOrderId}
          mode={popup}
          onClose={() => setPopup(null)}
          onSaved={(saved) => {
            setResult(saved);
            reload();
          }}
        />
      ) : null}
      {dialog}
    </section>
  );
}
