import { CostTotals, useCostCounters } from "./CostTotals";

/** The quick view's cost totals and quoted cost (§2); its Costs tab holds the materials and time logs */
export function QuickViewCostTotals({ workOrderId }: { workOrderId: number }) {
  const { data, loading, error } = useCostCounters(workOrderId);
  return <CostTotals data={data} loading={loading} error={error} compact />;
}
