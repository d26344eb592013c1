import { Link, useParams } from "react-router-dom";
import { useQuery } from "@apollo/client/react";
import { paths } from "../../../app/paths";
import { graphql } from "../../../gql";
import { Callout, H4, Intent, Spinner } from "../../../ui";
import { BiReportFrame } from "../../bi-reports/components/BiReportFrame";

export const ClientReportViewPage_Report = graphql(`
  query ClientReportViewPage_Report($id: Int!) {
    biReport(id: $id) {
      id
      name
      description
      embedUrl
    }
  }
`);

/** #/client_portal/{id}/reports_view/{reportId}: one BI report, in the sandboxed frame */
export function ClientReportViewPage() {
  const params = useParams();
  const clientId = Number(params.clientId);
  const id = Number(params.reportId);
  const valid = Number.isInteger(id) && id > 0;
  const { data, loading, error } = useQuery(ClientReportViewPage_Report, { variables: { id }, skip: !valid });
  const report = data?.biReport;
  return (
    <section className="wo-portal__section" aria-label="Report">
      <Link to={paths.clientReports(clientId)}>Reports</Link>
      {report ? (
        <>
          <H4>{report.name}</H4>
          {report.description ? <p>{report.description}</p> : null}
          <BiReportFrame embedUrl={report.embedUrl} name={report.name} />
        </>
      ) : null}
      {valid && !report && loading ? <Spinner aria-label="Loading" /> : null}
      {!valid || (!report && error) ? <Callout intent={Intent.WARNING}>No data found!</Callout> : null}
    </section>
  );
}
