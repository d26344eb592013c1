import { H3 } from "../../../ui";
import { SiteGrid } from "../components/SiteGrid";

/** #/sites (§2.7): staff with customers read; writes need customers full (the server decides) */
export function SitesPage() {
  return (
    <div className="wo-sites">
      <H3>Sites</H3>
      <SiteGrid />
    </div>
  );
}
