import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../gql";
import { H4 } from "../../../ui";
import { useViewer } from "../../../app/access/ViewerContext";
import { BiReportFrame } from "../../bi-reports/components/BiReportFrame";

export const BiDashboard_Report = graphql(`
  query BiDashboard_Report($userId: Int) {
    biDashboard(userId: $userId) {
      id
      name
      embedUrl
    }
  }
`);

/** The viewer's BI dashboard report (portals §2.1: bidashboard), in the sandboxed frame; nothing when none is set */
export function BiDashboard() {
  const viewer = useViewer();
  const { data } = useQuery(BiDashboard_Report, { variables: { userId: viewer.userId } });
  const report = data?.biDashboard;
  if (!report) return null;
  return (
    <section className="wo-portal__section wo-portal__bi" aria-labelledby="wo-portal-bi">
      <H4 id="wo-portal-bi">{report.name}</H4>
      <BiReportFrame embedUrl={report.embedUrl} name={report.name} />
    </section>
  );
}
