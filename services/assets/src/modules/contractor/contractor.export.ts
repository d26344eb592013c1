import { attachment, BadUserInputError, exportRoute, londonToday, requireViewer, xlsxWriter } from "@wo/shared";
import { eachContractor } from "./contractor.service";

function activeParam(v: string | undefined): boolean | null {
  if (v === undefined || v === "") return null;
  if (/^(true|1)$/i.test(v)) return true;
  if (/^(false|0)$/i.test(v)) return false;
  throw new BadUserInputError("active must be true or false");
}

/**
 * GET /Services/ExportContractors.aspx?search&active: the contractors grid's rows (its search and
 * active filter, by name) with their time windows, as an XLSX workbook streamed row by row as the
 * grid's pages are read (as the clients export).
 */
export const exportContractors = exportRoute({
  page: "ExportContractors",
  access: { audience: ["staff"] },
  async write(ctx, query, res) {
    const viewer = requireViewer(ctx);
    const search = query.search?.trim() ? query.search.trim().slice(0, 200) : null;
    const active = activeParam(query.active);
    attachment(res, `contractors-${londonToday()}.xlsx`, "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    const time = (header: string, key: string) => ({ header, key, width: 10 });
    const sheet = xlsxWriter(res, "Contractors", [
      { header: "Id", key: "id", width: 8 },
      { header: "Name", key: "name", width: 36 },
      { header: "Short Name", key: "shortName", width: 14 },
      { header: "Contact", key: "contact", width: 22 },
      { header: "Telephone", key: "telephone", width: 16 },
      { header: "OOH Telephone", key: "oohTelephone", width: 16 },
      { header: "Email", key: "email", width: 34 },
      { header: "Active", key: "active", width: 8 },
      time("Normal Start", "normalStart"),
      time("Normal Finish", "normalFinish"),
      time("OOH 1 Start", "oohOneStart"),
      time("OOH 1 Finish", "oohOneFinish"),
      time("OOH 2 Start", "oohTwoStart"),
      time("OOH 2 Finish", "oohTwoFinish"),
      time("OOH 3 Start", "oohThreeStart"),
      time("OOH 3 Finish", "oohThreeFinish"),
    ]);
    for await (const c of eachContractor(ctx.em, viewer, { search, active })) {
      await sheet.row({
        id: c.id,
        name: c.name,
        shortName: c.shortName ?? null,
        contact: c.contact ?? null,
        telephone: c.telephone ?? null,
        oohTelephone: c.oohTelephone ?? null,
        email: c.email ?? null,
        active: c.active,
        normalStart: c.normalStart ?? null,
        normalFinish: c.normalFinish ?? null,
        oohOneStart: c.oohOneStart ?? null,
        oohOneFinish: c.oohOneFinish ?? null,
        oohTwoStart: c.oohTwoStart ?? null,
        oohTwoFinish: c.oohTwoFinish ?? null,
        oohThreeStart: c.oohThreeStart ?? null,
        oohThreeFinish: c.oohThreeFinish ?? null,
      });
    }
    await sheet.end();
  },
});
