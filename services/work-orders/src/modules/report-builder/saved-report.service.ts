import { UniqueConstraintViolationException } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import { audit, errorOf, NotFoundError, scopedQuery, SortDirection, tenantScope, visibleById, type Viewer } from "@wo/shared";
import { builderSource } from "./report-builder.sources";
import { SavedReport, SAVED_REPORT_TENANCY } from "./saved-report.entity";
import type { SaveSavedReportInput } from "./saved-report.input";
import { DeleteSavedReportPayload, SavedReportError, SaveSavedReportPayload } from "./saved-report.type";

/** The longest name, description and valuation number kept. */
export const SAVED_REPORT_LIMITS = { name: 100, description: 1000, valuationNumber: 50 } as const;

/** §5: a required field empty. */
export const REQUIRED_FIELDS = "Required fields";
/** A name another saved report has (case ignored). */
export const NAME_TAKEN = "A saved report with this name exists";

const refused = (message: string, fieldErrors: { field: string; message: string }[], code = "INVALID"): SaveSavedReportPayload => ({
  savedReport: null,
  error: errorOf(SavedReportError, code, message, fieldErrors),
});

const blank = (s: string | null | undefined) => s?.trim() || null;

/** The saved reports, by name (the builder's grid): staff only (the tenancy). */
export function listSavedReports(em: EntityManager, viewer: Viewer): Promise<SavedReport[]> {
  return scopedQuery({ em, scope: tenantScope(viewer) }, SavedReport, SAVED_REPORT_TENANCY)
    .where({ deleted: false })
    .orderBy({ name: "asc", id: "asc" })
    .getResult();
}

/** One saved report, not deleted; NOT_FOUND otherwise. */
export async function getSavedReport(em: EntityManager, viewer: Viewer, id: number): Promise<SavedReport> {
  const report = await visibleById({ em, scope: tenantScope(viewer) }, SavedReport, id, SAVED_REPORT_TENANCY);
  if (report.deleted) throw new NotFoundError();
  return report;
}

/** What is wrong with a saved report's fields: the name required, at least one column, each a column of its source's catalogue, the sort one of them. */
export function checkSavedReport(input: SaveSavedReportInput): { field: string; message: string; required?: boolean }[] {
  const errors: { field: string; message: string; required?: boolean }[] = [];
  const name = blank(input.name);
  if (!name) errors.push({ field: "name", message: "Report name is required", required: true });
  else if (name.length > SAVED_REPORT_LIMITS.name)
    errors.push({ field: "name", message: `Report name must be ${SAVED_REPORT_LIMITS.name} characters or fewer` });
  if ((blank(input.description) ?? "").length > SAVED_REPORT_LIMITS.description)
    errors.push({ field: "description", message: `Description must be ${SAVED_REPORT_LIMITS.description} characters or fewer` });
  if ((blank(input.valuationNumber) ?? "").length > SAVED_REPORT_LIMITS.valuationNumber)
    errors.push({ field: "valuationNumber", message: `Valuation number must be ${SAVED_REPORT_LIMITS.valuationNumber} characters or fewer` });
  const source = builderSource(input.source);
  if (!source) {
    errors.push({ field: "source", message: "Source must be the order log, valuation or query report" });
    return errors;
  }
  const columns = input.columns ?? [];
  if (!columns.length) errors.push({ field: "columns", message: "Choose at least one column", required: true });
  const seen = new Set<string>();
  for (const key of columns) {
    if (!source.columns.some((c) => c.key === key)) errors.push({ field: "columns", message: `${key} is not a column of the ${source.label}` });
    else if (seen.has(key)) errors.push({ field: "columns", message: `${key} is chosen twice` });
    seen.add(key);
  }
  const sort = blank(input.sortField);
  if (sort && !source.sortOf(sort)) errors.push({ field: "sortField", message: `The ${source.label} cannot be sorted by ${sort}` });
  return errors;
}

/**
 * Creates (id 0 or none) or changes a saved report (staff with reporting at full): the name
 * required ('Required fields', §5), unique without regard to case among those not deleted; the
 * columns and the sort from the source's catalogue. Audited.
 */
export async function saveSavedReport(em: EntityManager, viewer: Viewer, input: SaveSavedReportInput): Promise<SaveSavedReportPayload> {
  const existing = input.id ? await getSavedReport(em, viewer, input.id) : null;
  const errors = checkSavedReport(input);
  if (errors.length) {
    const required = errors.some((e) => e.required);
    return refused(
      required ? REQUIRED_FIELDS : errors[0]!.message,
      errors.map(({ field, message }) => ({ field, message })),
      required ? "REQUIRED" : "INVALID",
    );
  }
  const name = blank(input.name)!;
  try {
    const saved = await em.transactional(async (tx) => {
      const r = existing
        ? await tx.findOneOrFail(SavedReport, { id: existing.id })
        : tx.create(SavedReport, { name, source: input.source, columns: input.columns, createdBy: viewer.userId });
      Object.assign(r, {
        name,
        description: blank(input.description),
        source: input.source,
        columns: [...input.columns],
        sortField: blank(input.sortField),
        sortDirection: input.sortDirection ?? SortDirection.ASC,
        valuationNumber: blank(input.valuationNumber),
      });
      await tx.flush();
      audit(tx, viewer, {
        entityName: "SavedReport",
        entityId: r.id,
        action: existing ? "Updated" : "Created",
        actionTaken: `${existing ? "Updated" : "Created"} saved report ${r.name} (${r.source}: ${r.columns.join(", ")})`,
      });
      return r;
    });
    return { savedReport: saved, error: null };
  } catch (e) {
    if (e instanceof UniqueConstraintViolationException) return refused(NAME_TAKEN, [{ field: "name", message: NAME_TAKEN }], "NAME_TAKEN");
    throw e;
  }
}

/** Deletes a saved report (soft: its name is free again), staff with reporting at full; audited. */
export async function deleteSavedReport(em: EntityManager, viewer: Viewer, id: number): Promise<DeleteSavedReportPayload> {
  const report = await getSavedReport(em, viewer, id);
  await em.transactional(async (tx) => {
    await tx.nativeUpdate(SavedReport, { id }, { deleted: true });
    audit(tx, viewer, { entityName: "SavedReport", entityId: id, action: "Deleted", actionTaken: `Deleted saved report ${report.name}` });
  });
  return { deletedId: id, error: null };
}

/** Records a run: when and by whom (its own transaction, after the file is written). */
export async function recordRun(em: EntityManager, viewer: Viewer, id: number): Promise<void> {
  await em.fork().nativeUpdate(SavedReport, { id }, { lastRanAt: new Date(), lastRanBy: viewer.userId, lastRanByName: viewer.name });
}
