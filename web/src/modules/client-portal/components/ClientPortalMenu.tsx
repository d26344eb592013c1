import { useState } from "react";
import { NavLink, useLocation } from "react-router-dom";
import { paths } from "../../../app/paths";
import { Button } from "../../../ui";

export type ClientPortalMenuProps = {
  clientId: number;
};

/** The portal's pages, in the menu's order (spec §2.1: dashboard, sites, work orders, PPMs, quotes, reports) */
export function portalMenuLinks(clientId: number): Array<{ to: string; text: string; end?: boolean }> {
  return [
    { to: paths.clientPortal(clientId), text: "Dashboard", end: true },
    { to: paths.clientSites(clientId), text: "Sites" },
    { to: paths.clientCompliance(clientId), text: "Compliance" },
    { to: paths.clientWorkOrders(clientId), text: "Work Orders" },
    { to: paths.clientPpms(clientId), text: "PPMs" },
    { to: paths.clientQuotes(clientId), text: "Quotes" },
    { to: paths.clientSla(clientId), text: "SLA" },
    { to: paths.clientReports(clientId), text: "Reports" },
  ];
}

/**
 * The portal's page menu. On a phone it folds behind a 'Menu' button (the links wrap when shown),
 * and closes again once a page is chosen.
 */
export function ClientPortalMenu({ clientId }: ClientPortalMenuProps) {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const [at, setAt] = useState(location.pathname);
  if (at !== location.pathname) {
    setAt(location.pathname);
    setOpen(false);
  }
  const cls = ({ isActive }: { isActive: boolean }) => (isActive ? "wo-portal__link active" : "wo-portal__link");
  return (
    <>
      <Button
        className="wo-portal__menu-toggle"
        icon={open ? "cross" : "menu"}
        text="Menu"
        aria-expanded={open}
        aria-controls="wo-portal-menu"
        onClick={() => setOpen(!open)}
      />
      <nav id="wo-portal-menu" className={open ? "wo-portal__menu wo-portal__menu--open" : "wo-portal__menu"} aria-label="Portal menu">
        {portalMenuLinks(clientId).map((l) => (
          <NavLink key={l.text} to={l.to} end={l.end} className={cls}>
            {l.text}
          </NavLink>
        ))}
      </nav>
    </>
  );
}
