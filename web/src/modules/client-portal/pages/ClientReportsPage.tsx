import { Link, useParams } from "react-router-dom";
import { useQuery } from "@apollo/client/react";
import { paths } from "../../../app/paths";
import { graphql } from "../../../gql";
import { Callout, H4, HTMLTable, Spinner } from "../../../ui";

export const ClientReportsPage_Reports = graphql(`
  query ClientReportsPage_Reports {
    biReports {
      id
      name
      description
    }
  }
`);

/** #/client_portal/{id}/reports: the signed-in user's BI reports (portals §2.1 item 7) */
export function ClientReportsPage() {
  const clientId = Number(useParams().clientId);
  const { data, loading } = useQuery(ClientReportsPage_Reports, { fetchPolicy: "cache-and-network" });
  const reports = data?.biReports;
  return (
    <section className="wo-portal__section" aria-label="Reports">
      <H4>Reports</H4>
      {!reports && loading ? <Spinner aria-label="Loading" /> : null}
      {reports && reports.length === 0 ? <Callout>No reports</Callout> : null}
      {reports && reports.length > 0 ? (
        <HTMLTable compact striped className="wo-table">
          <thead>
            <tr>
              <th>Report</th>
              <th>Description</th>
            </tr>
          </thead>
          <tbody>
            {reports.map((r) => (
              <tr key={r.id}>
                <td>
                  <Link to={paths.clientReport(clientId, r.id)}>{r.name}</Link>
                </td>
                <td>{r.description ?? ""}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      ) : null}
    </section>
  );
}
