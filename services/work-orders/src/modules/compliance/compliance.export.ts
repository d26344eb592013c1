import { BadUserInputError, eachListPage, exportRoute, listXlsx, londonToday, requireViewer, tenantScope, type ExportColumn } from "@wo/shared";
import type { EntityManager } from "@mikro-orm/postgresql";
import { COMPLIANCE_REGISTER } from "./compliance.list";
import { assertRegisterClient, listComplianceTypes, registerListArgs, withCells } from "./compliance.service";
import { ComplianceStatus } from "./compliance.status";
import type { ComplianceSite } from "./register.type";

/** How a status reads in the file (and on screen). */
export const STATUS_LABEL: Record<ComplianceStatus, string> = {
  IN_DATE: "In date",
  DUE_SOON: "Due soon",
  OVERDUE: "Overdue",
  MISSING: "Missing",
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The statuses of the query string (status=OVERDUE,MISSING), BAD_USER_INPUT for another word. */
function statusesParam(text: string | undefined): ComplianceStatus[] | null {
  if (!text?.trim()) return null;
  const out = text
    .split(",")
    .map((w) => w.trim().toUpperCase())
    .filter(Boolean);
  for (const w of out) if (!(w in ComplianceStatus)) throw new BadUserInputError(`Unknown status ${w}: IN_DATE, DUE_SOON, OVERDUE or MISSING`);
  return out as ComplianceStatus[];
}

/** The register's rows, page after page, each with its cells (one statement a page). */
async function* registerRows(
  em: EntityManager,
  clientId: number,
  args: ReturnType<typeof registerListArgs>,
  day: string,
  scope: ReturnType<typeof tenantScope>,
) {
  for await (const page of eachListPage(em, COMPLIANCE_REGISTER, scope, args)) {
    yield* await withCells(em, clientId, page as unknown as ComplianceSite[], day);
  }
}

/**
 * GET /Services/ComplianceRegister.aspx?clientId&region&status&search&today: the register of one
 * client (the same filters as the screen, by site name) as XLSX: a row per site, a column per
 * compliance type ("In date, expires 31/01/2027", "Overdue, expired 01/12/2026; PPM WO0001234" with the
 * PPM order raised for it, "Missing", blank where the type does not apply). Staff
 * with customers or documents; a client user its own client only (FORBIDDEN otherwise).
 */
export const complianceRegisterExport = exportRoute({
  page: "ComplianceRegister",
  access: { audience: ["staff", "client"], areas: ["customers", "documents"], level: "read" },
  async write(ctx, query, res) {
    const viewer = requireViewer(ctx);
    const clientId = Number(query.clientid);
    if (!Number.isInteger(clientId) || clientId <= 0) throw new BadUserInputError("clientId required");
    const day = query.today?.trim() || londonToday();
    if (!DAY.test(day)) throw new BadUserInputError("today must be YYYY-MM-DD");
    await assertRegisterClient(ctx.em, viewer, clientId);
    const args = registerListArgs(
      {
        clientId,
        region: query.region ?? null,
        status: statusesParam(query.status),
        search: query.search?.trim() ? query.search.trim().slice(0, 200) : null,
      },
      day,
    );
    const types = await listComplianceTypes(ctx.em);
    const columns: ExportColumn<ComplianceSite>[] = [
      { header: "Site", key: "name", width: 32 },
      { header: "Site Code", key: "siteCode", width: 12 },
      { header: "Postcode", key: "postCode", width: 10 },
      { header: "Requirements", key: "ownSet", width: 16, value: (s) => (s.ownSet ? "Own set" : "Client defaults") },
      ...types.map((t): ExportColumn<ComplianceSite> => ({
        header: t.name,
        key: `type${t.id}`,
        width: 24,
        value: (s) => {
          const c = s.cells.find((x) => x.complianceTypeId === t.id);
          if (!c) return null;
          const day = c.expiresOn?.split("-").reverse().join("/");
          const status = day
            ? `${STATUS_LABEL[c.status]}, ${c.status === ComplianceStatus.OVERDUE ? "expired" : "expires"} ${day}`
            : STATUS_LABEL[c.status];
          // the PPM order raised for the cell's current cycle, as the cell shows it
          return c.raisedWorkOrder ? `${status}; PPM ${c.raisedWorkOrder.reference}` : status;
        },
      })),
    ];
    await listXlsx(res, {
      fileName: `compliance-register-${clientId}-${day}.xlsx`,
      sheet: "Compliance register",
      columns,
      rows: registerRows(ctx.em, clientId, args, day, tenantScope(viewer)),
    });
  },
});
