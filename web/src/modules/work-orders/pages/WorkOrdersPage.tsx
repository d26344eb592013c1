import { useCallback, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { H3 } from "../../../ui";
import { useSavedGridState } from "../../grid-state/hooks/useSavedGridState";
import { WorkOrderQuickView } from "../components/WorkOrderQuickView";
import { WorkOrderTabs } from "../components/WorkOrderTabs";
import { STATUS_TABS, tabByKey, type StatusTab } from "../status-tabs";
import "./work-orders.css";

export const WORK_ORDERS_GRID = "work_orders";

/** #/work_orders: the work orders by status, one tab each (?tab= keeps the open one) */
export function WorkOrdersPage() {
  const [params, setParams] = useSearchParams();
  const selected = tabByKey(params.get("tab")) ?? STATUS_TABS[0]!;
  const gridState = useSavedGridState(WORK_ORDERS_GRID);
  const [quickViewId, setQuickViewId] = useState<number | null>(null);
  const onQuickView = useCallback((id: number) => setQuickViewId(id), []);
  const onSelect = useCallback((tab: StatusTab) => setParams({ tab: tab.key }, { replace: true }), [setParams]);

  return (
    <div className="wo-work-orders">
      <H3>Work orders</H3>
      <WorkOrderTabs selected={selected} onSelect={onSelect} gridState={gridState} onQuickView={onQuickView} />
      {quickViewId !== null ? <WorkOrderQuickView id={quickViewId} onClose={() => setQuickViewId(null)} /> : null}
    </div>
  );
}
