import { useMemo, useRef, useSyncExternalStore } from "react";
import { graphql } from "../../../gql";
import type { PendingPpmGrid_WorkOrdersQuery, WorkOrderField } from "../../../gql/graphql";
import { paths } from "../../../app/paths";
import { Button, Checkbox, Intent, notify, useSaveForm, type Notice } from "../../../ui";
import { DataGrid, dateColumn, linkColumn, textColumn, useServerGrid, type GridColumn } from "../../../ui/grid";
import "../ppm.css";

export const PendingPpmGrid_WorkOrders = graphql(`
  query PendingPpmGrid_WorkOrders($page: Int!, $pageSize: Int!, $search: String, $filters: [WorkOrderFilterInput!], $sort: [WorkOrderSortInput!]) {
    pendingPpmWorkOrders(page: $page, pageSize: $pageSize, search: $search, filters: $filters, sort: $sort) {
      totalCount
      totalCountExact
      page
      pageSize
      nodes {
        id
        refNo
        requestedBy
        clientName
        siteName
        dateOpened
        dueDate
        issue
        details
        contractorName
        subTradeName
        workOrderStatus
      }
    }
  }
`);

export const PendingPpmGrid_Convert = graphql(`
  mutation PendingPpmGrid_Convert($ids: [Int!]!) {
    convertPpmWorkOrders(ids: $ids) {
      workOrderIds
      error {
        ...SaveForm_Error
      }
    }
  }
`);

export const PendingPpmGrid_Raise = graphql(`
  mutation PendingPpmGrid_Raise {
    raisePendingPpmOrdersNow {
      created
      horizonDays
    }
  }
`);

/** §5, §8: the conversion with no row ticked */
export const SELECT_PENDING = "Please select Pending Work Order";
/** §8: added to the server's text when the conversion fails */
export const NOT_CONVERTED = " PPM not converted to Work Order, please check all the details and try again";
/** The button that runs the scheduler now (the product's wording; the spec has no such button) */
export const RAISE_NOW = "Raise pending work orders now";

type Row = PendingPpmGrid_WorkOrdersQuery["pendingPpmWorkOrders"]["nodes"][number];

/** The ticked rows, kept outside the table so that ticking re-renders only the tick box (Blueprint's cells do not follow state) */
function createTicks() {
  let ticked = new Set<number>();
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((l) => l());
  return {
    subscribe: (l: () => void) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    snapshot: () => ticked,
    toggle: (id: number) => {
      ticked = new Set(ticked);
      if (ticked.has(id)) ticked.delete(id);
      else ticked.add(id);
      emit();
    },
    clear: () => {
      ticked = new Set();
      emit();
    },
  };
}
type Ticks = ReturnType<typeof createTicks>;

function TickBox({ ticks, row }: { ticks: Ticks; row: Row }) {
  const ticked = useSyncExternalStore(ticks.subscribe, ticks.snapshot);
  return <Checkbox className="wo-ppm__tick" checked={ticked.has(row.id)} onChange={() => ticks.toggle(row.id)} aria-label={`Select ${row.refNo}`} />;
}

function pendingColumns(ticks: Ticks): GridColumn<Row, WorkOrderField>[] {
  return [
    { field: "Select", title: " ", width: 44, locked: true, sortable: false, render: (r) => <TickBox ticks={ticks} row={r} /> },
    linkColumn("Reference", "Reference", { to: (r) => paths.workOrder(r.id), text: (r) => r.refNo }, { width: 110, apiField: "REFERENCE" }),
    textColumn("Client", "Client", (r) => r.clientName, { width: 160, apiField: "CLIENT" }),
    textColumn("Site", "Site", (r) => r.siteName, { width: 160, apiField: "SITE" }),
    dateColumn("DateOpened", "Date Opened", (r) => r.dateOpened, { width: 110, apiField: "DATE_OPENED" }),
    dateColumn("DueDate", "Due Date", (r) => r.dueDate, { width: 110, apiField: "DUE_DATE" }),
    textColumn("Issue", "Issue", (r) => r.issue, { width: 230, apiField: "ISSUE" }),
    textColumn("Details", "Details", (r) => r.details, { width: 260, apiField: "DETAILS" }),
    textColumn("ContractorName", "Contractor", (r) => r.contractorName, { width: 180, apiField: "CONTRACTOR" }),
    textColumn("SubTradeName", "Sub-Trade", (r) => r.subTradeName, { width: 140, apiField: "SUB_TRADE" }),
    textColumn("Requested", "Requested", (r) => r.requestedBy, { width: 120, apiField: "REQUESTED", hiddenByDefault: true }),
    textColumn("Status", "Status", (r) => r.workOrderStatus, { width: 90, apiField: "STATUS" }),
  ];
}

/**
 * The PPM work orders tab (portals §2.9): the pending PPM work orders (status 8, type 3) with tick
 * boxes; 'Convert' turns the ticked ones into open work orders for their contractors, all or none
 * ('Please select Pending Work Order' when none is ticked; a failure shows the server's text and
 * ' PPM not converted to Work Order, ...' as notice and alert, reloads the grid and enables the
 * button again). 'Raise pending work orders now' runs the scheduler at once.
 */
export function PendingPpmGrid() {
  const ticksRef = useRef<Ticks | null>(null);
  ticksRef.current ??= createTicks();
  const ticks = ticksRef.current;
  const columns = useMemo(() => pendingColumns(ticks), [ticks]);
  const grid = useServerGrid(PendingPpmGrid_WorkOrders, {
    stateKey: "ppm-work-orders",
    columns,
    defaultSort: { field: "Reference", direction: "ASC" },
    page: (data) => data.pendingPpmWorkOrders,
    fetchPolicy: "cache-and-network",
  });
  /** §8: a failed conversion says why, as a notice and an alert */
  const notConverted = (text: string): Notice => {
    const message = `${text}${NOT_CONVERTED}`;
    window.alert(message);
    return { message, kind: "error" };
  };
  const convert = useSaveForm(PendingPpmGrid_Convert, {
    payload: (d) => d.convertPpmWorkOrders,
    success: ({ workOrderIds: { length: n } }) => `${n} PPM converted to Work Order${n === 1 ? "" : "s"}`,
    onSaved: () => ticks.clear(),
    refusal: (r) => notConverted(r.message),
    failure: (e) => notConverted(e instanceof Error ? e.message : String(e)),
  });
  const raise = useSaveForm(PendingPpmGrid_Raise, {
    payload: (d) => ({ ...d.raisePendingPpmOrdersNow, error: null }),
    success: (r) => `${r.created} pending PPM work order${r.created === 1 ? "" : "s"} raised (visits within ${r.horizonDays} days)`,
    failure: { message: "Something wrong!", kind: "error" },
  });

  const onConvert = async () => {
    const ids = [...ticks.snapshot()];
    if (ids.length === 0) {
      notify(SELECT_PENDING, "required");
      return;
    }
    await convert.save({ ids });
    grid.onReload?.();
  };

  const onRaise = async () => {
    await raise.save({});
    grid.onReload?.();
  };

  const toolbar = (
    <>
      <Button icon="refresh" text={RAISE_NOW} loading={raise.saving} onClick={() => void onRaise()} />
      <Button
        icon="exchange"
        intent={Intent.PRIMARY}
        text="Convert"
        loading={convert.saving}
        disabled={convert.saving}
        onClick={() => void onConvert()}
      />
    </>
  );
  return <DataGrid {...grid} label="PPM work orders" toolbar={toolbar} emptyText="No pending PPM work orders" columnChooser={false} />;
}
