import { H3 } from "../../../ui";
import "../reports.css";

/** #/reports (portals §2.13): its tabs come with the reports' GraphQL fields */
export function ReportsPage() {
  return (
    <div className="wo-reports">
      <H3>Reports</H3>
    </div>
  );
}
