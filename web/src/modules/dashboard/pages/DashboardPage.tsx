import { useCallback, useState } from "react";
import { useQuery } from "@apollo/client/react";
import { Link } from "react-router-dom";
import { graphql } from "../../../gql";
import { paths } from "../../../app/paths";
import { Callout, Counter, H3, H4, Intent } from "../../../ui";
import { WorkOrderQuickView } from "../../work-orders/components/WorkOrderQuickView";
import { LatestWorkOrdersGrid } from "../components/LatestWorkOrdersGrid";
import { SlaEscalationsGrid } from "../components/SlaEscalationsGrid";
import { WeeksChart } from "../components/WeeksChart";
import "../components/dashboard.css";

export const DashboardPage_Dashboard = graphql(`
  query DashboardPage_Dashboard {
    dashboard {
      overdueWorkOrders
      overdueWorkOrderAverage
      workOrdersLoggedThisWeek
      workOrdersClosedThisWeek
      weeks {
        weekStart
        logged
        closed
      }
    }
  }
`);

/** The average days overdue, to one decimal place */
export function averageDays(value: number): number {
  return Math.round(value * 10) / 10;
}

/**
 * #/ for staff (§2): the four counters, the last 12 weeks logged against closed, the SLA escalations
 * (issue 27), and the latest work orders this browser opened, each with its quick view.
 */
export function DashboardPage() {
  const { data, error } = useQuery(DashboardPage_Dashboard, { fetchPolicy: "cache-and-network" });
  const d = data?.dashboard;
  const [quickViewId, setQuickViewId] = useState<number | null>(null);
  const onQuickView = useCallback((id: number) => setQuickViewId(id), []);
  return (
    <div className="wo-dashboard">
      <H3>Dashboard</H3>
      {error && !d ? <Callout intent={Intent.DANGER}>{error.message || "Something wrong! Try again!"}</Callout> : null}
      <div className="wo-dashboard__counters">
        <Counter label="Overdue work orders" value={d ? d.overdueWorkOrders : null} />
        <Counter label="Average days overdue" value={d ? averageDays(d.overdueWorkOrderAverage) : null} />
        <Counter label="Logged this week" value={d ? d.workOrdersLoggedThisWeek : null} />
        <Counter label="Closed this week" value={d ? d.workOrdersClosedThisWeek : null} />
        <Link className="wo-dashboard__overdue-link" to={paths.overdueWorkOrders()}>
          View overdue work orders
        </Link>
      </div>
      {d ? <WeeksChart weeks={d.weeks} /> : null}
      <div className="wo-dashboard__escalations">
        <H4>SLA escalations</H4>
        <p className="wo-dashboard__hint">About to breach or breached, and e-mailed to each order's staff contact and contractor.</p>
        <SlaEscalationsGrid onQuickView={onQuickView} />
      </div>
      <div className="wo-dashboard__latest">
        <H4>Latest work orders</H4>
        <LatestWorkOrdersGrid onQuickView={onQuickView} />
      </div>
      {quickViewId !== null ? <WorkOrderQuickView id={quickViewId} onClose={() => setQuickViewId(null)} /> : null}
    </div>
  );
}
