import { lazy, Suspense, useState } from "react";
import { NavLink, Outlet, useNavigate } from "react-router-dom";
import { useQuery } from "@apollo/client/react";
import { paths } from "../../../app/paths";
import { graphql } from "../../../gql";
import { H3, Spinner } from "../../../ui";
import { usePortalPage, type PortalPageName } from "../portal-pages";
import { ContractorDashboardPage } from "./ContractorDashboardPage";
import { ContractorWorkOrdersPage } from "./ContractorWorkOrdersPage";
import "./contractor-portal.css";

// the SLA page (and its chart) loads when first opened
const ContractorSlaPage = lazy(() => import("./ContractorSlaPage").then((m) => ({ default: m.ContractorSlaPage })));
// the popup loads when an order is first opened: the dashboard on a phone does not wait for it
const ContractorWorkOrderPopup = lazy(() =>
  import("../components/details/ContractorWorkOrderPopup").then((m) => ({ default: m.ContractorWorkOrderPopup })),
);

export const ContractorPortalLayout_Contractor = graphql(`
  query ContractorPortalLayout_Contractor($id: Int!) {
    contractor(id: $id) {
      id
      name
    }
    workOrderCounters(contractorId: $id) {
      requestAwaitingAResponse
    }
  }
`);

type ListPage = Exclude<PortalPageName, "work-order">;

/**
 * #/contractor_portal/{id}/...: the contractor's portal (portals §2.2): its name, links between the
 * dashboard and the work orders and to My Account (no search box, menu or sidebar: the shell leaves
 * them out for contractors), the page, and over it the work-order popup at .../work_order/{wo_id}.
 * The page behind the popup is the one the user was on (the dashboard when the popup was opened
 * by its address), kept as it was; closing the popup goes back to it.
 */
export function ContractorPortalLayout() {
  const { page, contractorId, workOrderId } = usePortalPage();
  const navigate = useNavigate();
  const { data } = useQuery(ContractorPortalLayout_Contractor, { variables: { id: contractorId }, skip: !(contractorId > 0) });
  // the list page last shown, and whether the user came to the popup from it (then closing goes back in history)
  const [behind, setBehind] = useState<ListPage | null>(null);
  if (page && page !== "work-order" && behind !== page) setBehind(page);
  const shown: ListPage | null = page === "work-order" ? (behind ?? "dashboard") : page;

  const close = () => {
    if (behind) navigate(-1);
    else navigate(paths.contractorPortal(contractorId), { replace: true });
  };

  const link = ({ isActive }: { isActive: boolean }) => (isActive ? "wo-cportal__link active" : "wo-cportal__link");
  return (
    <div className="wo-cportal">
      <header className="wo-cportal__header">
        <H3 className="wo-cportal__title">{data?.contractor.name ?? "Contractor portal"}</H3>
        <nav className="wo-cportal__nav" aria-label="Contractor portal">
          <NavLink to={paths.contractorPortal(contractorId)} end className={link}>
            Dashboard
          </NavLink>
          <NavLink to={paths.contractorWorkOrders(contractorId)} className={link}>
            All work orders
          </NavLink>
          <NavLink to={paths.contractorSla(contractorId)} className={link}>
            SLA
          </NavLink>
          <NavLink to={paths.userProfile()} className={link}>
            My Account
          </NavLink>
        </nav>
      </header>
      {shown === "dashboard" ? (
        <ContractorDashboardPage contractorId={contractorId} openRequests={data ? data.workOrderCounters.requestAwaitingAResponse : null} />
      ) : null}
      {shown === "work-orders" ? <ContractorWorkOrdersPage contractorId={contractorId} /> : null}
      {shown === "sla" ? (
        <Suspense fallback={<Spinner aria-label="Loading" className="wo-cportal__loading" />}>
          <ContractorSlaPage contractorId={contractorId} />
        </Suspense>
      ) : null}
      <Outlet />
      {workOrderId ? (
        <Suspense fallback={<Spinner aria-label="Loading" className="wo-cportal__loading" />}>
          <ContractorWorkOrderPopup key={workOrderId} id={workOrderId} onClose={close} />
        </Suspense>
      ) : null}
    </div>
  );
}
