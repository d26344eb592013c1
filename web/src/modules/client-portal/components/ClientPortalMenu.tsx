import { NavLink } from "react-router-dom";

export type ClientPortalMenuProps = {
  clientId: number;
};

/**
 * The portal's page menu (spec §2.1: sites, work-orders, ppms, quotes, reports). Only the screens
 * built so far are linked: the dashboard and the reports; the others come with their issues.
 */
export function ClientPortalMenu({ clientId }: ClientPortalMenuProps) {
  const base = `/client_portal/${clientId}`;
  const cls = ({ isActive }: { isActive: boolean }) => (isActive ? "wo-portal__link active" : "wo-portal__link");
  return (
    <nav className="wo-portal__menu" aria-label="Portal menu">
      <NavLink to={base} end className={cls}>
        Dashboard
      </NavLink>
      <NavLink to={`${base}/reports`} className={cls}>
        Reports
      </NavLink>
    </nav>
  );
}
