import { graphql, HttpResponse } from "msw";
import type { ResultOf } from "@graphql-typed-document-node/core";
import { server } from "../../../test/server";
import type { Answer } from "../../../test/typed";
import type { SlaAttainmentFigures_Report } from "../components/SlaAttainmentFigures";

type Report = Answer<ResultOf<typeof SlaAttainmentFigures_Report>>;
type Row = Report["total"];

/** One group's figures (75% attained, 3 h 05 min paused) */
export const attainmentRow = (groupId: number | null, groupName: string, over: Partial<Row> = {}): Row => ({
  __typename: "SlaAttainmentRow",
  groupId,
  groupName,
  orders: 6,
  responseMet: 5,
  responseBreached: 1,
  fixMet: 4,
  fixBreached: 2,
  attainmentPercent: 75,
  pausedMinutes: 185,
  averagePausedMinutes: 15.4,
  ...over,
});

const GROUP_NAMES: Record<string, string> = { CLIENT: "Harbour Retail Group", CONTRACTOR: "Acme Mechanical Ltd", SUB_TRADE: "Boilers" };

/** A portal's own figures, one group and the total, as the server answers them */
const figures = (groupBy: "CLIENT" | "CONTRACTOR" | "SUB_TRADE"): Report => ({
  __typename: "SlaAttainment",
  from: "2026-10-01",
  to: "2026-10-31",
  groupBy,
  rows: [attainmentRow(4, GROUP_NAMES[groupBy]!)],
  total: attainmentRow(null, "Total"),
});

/** The portals' attainment query (PortalSlaAttainment_Report): its answers, recording each call's variables */
export function mockPortalAttainment(): Record<string, unknown>[] {
  const calls: Record<string, unknown>[] = [];
  server.use(
    graphql.query("PortalSlaAttainment_Report", ({ variables }) => {
      calls.push(variables);
      return HttpResponse.json({ data: { slaAttainment: figures(variables.groupBy as "CONTRACTOR") } });
    }),
  );
  return calls;
}
