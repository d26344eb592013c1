import { NavLink } from "react-router-dom";
import { paths } from "../../../app/paths";

export type ClientPortalMenuProps = {
  clientId: number;
};

/**
 * The portal's page menu (spec §2.1: sites, work-orders, ppms, quotes, reports). Only the screens
 * built so far are linked: the dashboard and the reports; the others come with their issues.
 */
export function ClientPortalMenu({ clientId }: ClientPortalMenuProps) {
  const cls = ({ isActive }: { isActive: boolean }) => (isActive ? "wo-portal__link active" : "wo-portal__link");
  return (
    <nav className="wo-portal__menu" aria-label="Portal menu">
      <NavLink to={paths.clientPortal(clientId)} end className={cls}>
        Dashboard
      </NavLink>
      <NavLink to={paths.clientReports(clientId)} className={cls}>
        Reports
      </NavLink>
    </nav>
  );
}
