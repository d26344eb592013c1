import { useParams } from "react-router-dom";
import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../gql";
import { Counter, H3, H4 } from "../../../ui";
import { ContractorActionGrid } from "../components/ContractorActionGrid";
import "./contractor-portal.css";

export const ContractorDashboardPage_Dashboard = graphql(`
  query ContractorDashboardPage_Dashboard($id: Int!) {
    contractor(id: $id) {
      id
      name
    }
    workOrderCounters(contractorId: $id) {
      requestAwaitingAResponse
    }
  }
`);

/** The dashboard list's page size (portals §9) */
const DASHBOARD_PAGE_SIZE = 10;

/**
 * #/contractor_portal/{id}: the contractor dashboard (portals §2.2): the open-requests counter
 * (status 1, within the contractor's own orders) and the work orders requiring action with theirs.
 * The upcoming PPM grid and the weekly order log grid come with the PPM and reports issues.
 */
export function ContractorDashboardPage() {
  const id = Number(useParams().contractorId);
  const { data } = useQuery(ContractorDashboardPage_Dashboard, { variables: { id }, skip: !(id > 0) });
  return (
    <div className="wo-contractor-portal">
      <header className="wo-contractor-portal__header">
        <H3>{data?.contractor.name ?? "Contractor portal"}</H3>
      </header>
      <section aria-label="Dashboard">
        <H4>Work orders requiring action</H4>
        <ContractorActionGrid
          contractorId={id}
          pageSize={DASHBOARD_PAGE_SIZE}
          counters={<Counter label="Open requests" value={data ? data.workOrderCounters.requestAwaitingAResponse : null} />}
        />
      </section>
    </div>
  );
}
