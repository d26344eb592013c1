import { Counter, H4 } from "../../../ui";
import { ContractorWeeklyLog } from "../components/ContractorWeeklyLog";
import { ContractorWorkOrderGrid } from "../components/ContractorWorkOrderGrid";

/** Work orders requiring the contractor's action: Open (2) and Awaiting Quote (3) */
export const REQUIRING_ACTION_STATUSES = [2, 3];
/** The upcoming PPM visits: the contractor's PPM orders (type 3) still Open (2), soonest due first */
export const UPCOMING_PPM_STATUSES = [2];

/** The dashboard lists' page size (portals §9) */
export const DASHBOARD_PAGE_SIZE = 10;

export type ContractorDashboardPageProps = {
  contractorId: number;
  /** The open requests (status 1) among the contractor's orders; null while loading */
  openRequests: number | null;
};

/**
 * #/contractor_portal/{id}: the contractor dashboard (portals §2.2): the open-requests counter, the
 * work orders requiring action and the upcoming PPM visits, each server paged with its counter, and
 * the weekly order log of the contractor's own orders.
 */
export function ContractorDashboardPage({ contractorId, openRequests }: ContractorDashboardPageProps) {
  return (
    <div className="wo-cportal__panels">
      <div className="wo-cportal__section">
        <H4>Work orders requiring action</H4>
        <ContractorWorkOrderGrid
          contractorId={contractorId}
          label="Work orders requiring action"
          stateKey="contractor-requiring-action"
          statuses={REQUIRING_ACTION_STATUSES}
          pageSize={DASHBOARD_PAGE_SIZE}
          counters={<Counter label="Open requests" value={openRequests} />}
        />
      </div>
      <div className="wo-cportal__section">
        <H4>Upcoming PPM</H4>
        <ContractorWorkOrderGrid
          contractorId={contractorId}
          label="Upcoming PPM"
          stateKey="contractor-upcoming-ppm"
          kind="ppm"
          ppm
          statuses={UPCOMING_PPM_STATUSES}
          pageSize={DASHBOARD_PAGE_SIZE}
          defaultSort={{ field: "DueDate", direction: "ASC" }}
        />
      </div>
      <div className="wo-cportal__section">
        <H4>Weekly order log</H4>
        <ContractorWeeklyLog contractorId={contractorId} />
      </div>
    </div>
  );
}
