import { useState } from "react";
import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../gql";
import { H4, HTMLSelect } from "../../../ui";
import { ContractorWorkOrderGrid } from "../components/ContractorWorkOrderGrid";

/** The status filter's choices: the statuses' names, and how many of the contractor's orders each holds */
export const ContractorPortalWorkOrdersPage_Statuses = graphql(`
  query ContractorPortalWorkOrdersPage_Statuses($contractorId: Int) {
    workOrderStatuses {
      id
      name
    }
    workOrderCounters(contractorId: $contractorId) {
      byStatus {
        statusId
        count
      }
    }
  }
`);

export type ContractorWorkOrdersPageProps = {
  contractorId: number;
};

/**
 * #/contractor_portal/{id}/work-orders (portals §2.2): the contractor's own work orders, searched
 * (250 ms), by status (the statuses its orders are in, with their counts), sorted and paged on the
 * server; each reference opens the order's popup over the list.
 */
export function ContractorWorkOrdersPage({ contractorId }: ContractorWorkOrdersPageProps) {
  const [status, setStatus] = useState("");
  const { data } = useQuery(ContractorPortalWorkOrdersPage_Statuses, { variables: { contractorId } });
  const counts = new Map((data?.workOrderCounters.byStatus ?? []).map((s) => [s.statusId, s.count]));
  const total = Array.from(counts.values()).reduce((a, b) => a + b, 0);
  // the statuses its orders are in (and the one chosen), in the lifecycle's order
  const options = (data?.workOrderStatuses ?? [])
    .filter((s) => (counts.get(s.id) ?? 0) > 0 || String(s.id) === status)
    .map((s) => ({ value: String(s.id), label: `${s.name} (${counts.get(s.id) ?? 0})` }));
  const statusFilter = (
    <div className="wo-cportal__status">
      <label htmlFor="contractor-status-filter">Status</label>
      <HTMLSelect
        id="contractor-status-filter"
        value={status}
        onChange={(e) => setStatus(e.currentTarget.value)}
        options={[{ value: "", label: data ? `All statuses (${total})` : "All statuses" }, ...options]}
      />
    </div>
  );
  return (
    <div className="wo-cportal__section">
      <H4>Work orders</H4>
      <ContractorWorkOrderGrid
        contractorId={contractorId}
        label="Work orders"
        stateKey="contractor-work-orders"
        statuses={status ? [Number(status)] : null}
        searchable
        counter={false}
        toolbar={statusFilter}
        ownFiltersActive={status !== ""}
        onClearOwnFilters={() => setStatus("")}
      />
    </div>
  );
}
