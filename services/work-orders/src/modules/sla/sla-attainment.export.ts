import {
  BadUserInputError,
  exportRoute,
  listXlsx,
  REPORT_READERS,
  reportDateParam,
  requireViewer,
  tenantScope,
  type ExportColumn,
  type TenantScope,
} from "@wo/shared";
import { SlaClockKind } from "./sla.entity";
import { idParam } from "../report/report.export";
import { slaAttainment } from "./sla-attainment.service";
import { SlaAttainmentGroupBy, type SlaAttainmentRow } from "./sla-attainment.type";

/** The file's columns: the screen's table, in its order. */
export const SLA_ATTAINMENT_COLUMNS: ExportColumn<SlaAttainmentRow>[] = [
  { key: "groupName", header: "Group", width: 32 },
  { key: "orders", header: "Orders", format: "integer" },
  { key: "responseMet", header: "Response Met", format: "integer" },
  { key: "responseBreached", header: "Response Breached", format: "integer" },
  { key: "fixMet", header: "Fix Met", format: "integer" },
  { key: "fixBreached", header: "Fix Breached", format: "integer" },
  { key: "attainmentPercent", header: "Attainment %", format: "number" },
  { key: "pausedMinutes", header: "Paused Minutes", format: "integer" },
  { key: "averagePausedMinutes", header: "Average Paused Minutes", format: "number" },
];

const GROUP_LABEL: Record<SlaAttainmentGroupBy, string> = { CLIENT: "Client", CONTRACTOR: "Contractor", SUB_TRADE: "Sub Trade" };

function required(name: string, value: string | undefined): string {
  const day = reportDateParam(value);
  if (!day) throw new BadUserInputError(`${name}: a date is required (DD/MM/YYYY or YYYY-MM-DD)`);
  return day;
}

function oneOf<T extends string>(name: string, value: string | undefined, values: readonly T[]): T | null {
  const text = (value ?? "").trim().toUpperCase();
  if (!text) return null;
  if (!(values as readonly string[]).includes(text)) throw new BadUserInputError(`${name}: one of ${values.join(", ")}`);
  return text as T;
}

/** What a file groups by when the query names nothing: by client, but a client user's by contractor (its own kind is refused). */
const DEFAULT_GROUP: Record<TenantScope["kind"], SlaAttainmentGroupBy> = {
  all: SlaAttainmentGroupBy.CLIENT,
  client: SlaAttainmentGroupBy.CONTRACTOR,
  contractor: SlaAttainmentGroupBy.CLIENT,
};

/**
 * GET /Services/SlaAttainment.aspx?from&to&groupBy&clock&clientId&contractorId: the SLA attainment report's figures
 * (the screen's table: a row per group, then the total) as XLSX, computed as `slaAttainment` computes
 * them, for the same viewers: staff who read the reports; a client user its client's orders, a
 * contractor user its own (403 for grouping by its own kind), whatever clientId it names.
 */
export const slaAttainmentExport = exportRoute({
  page: "SlaAttainment",
  access: { audience: ["staff", "client", "contractor"], ...REPORT_READERS },
  async write(ctx, query, res) {
    const scope = tenantScope(requireViewer(ctx));
    const from = required("from", query.from);
    const to = required("to", query.to);
    const groupBy = oneOf("groupBy", query.groupby, Object.values(SlaAttainmentGroupBy)) ?? DEFAULT_GROUP[scope.kind];
    const clock = oneOf("clock", query.clock, Object.values(SlaClockKind));
    const clientId = idParam("clientId", query.clientid);
    const contractorId = idParam("contractorId", query.contractorid);
    const report = await slaAttainment(ctx.em, scope, { from, to, groupBy, clock, clientId, contractorId });
    await listXlsx(res, {
      fileName: `sla-attainment-${groupBy.toLowerCase().replace("_", "-")}-${from}-${to}.xlsx`,
      sheet: "SLA Attainment",
      columns: SLA_ATTAINMENT_COLUMNS.map((c) => (c.key === "groupName" ? { ...c, header: GROUP_LABEL[groupBy] } : c)),
      rows: (async function* () {
        yield* report.rows;
        yield report.total;
      })(),
    });
  },
});
