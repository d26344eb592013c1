import type { EntityManager } from "@mikro-orm/postgresql";
import { audit, errorOf, ForbiddenError, NotFoundError, type FieldErrorShape, type Viewer } from "@wo/shared";
import { identityConfig } from "../../config";
import { User } from "../user/user.entity";
import { BiReport } from "./bi-report.entity";
import { BiReportError, type BiReportNode, type SaveBiReportInput, type SaveBiReportPayload } from "./bi-report.type";
import { checkEmbedCode, embedCodeFor } from "./embed-code";

const toNode = (r: BiReport): BiReportNode => ({
  id: r.id,
  userId: r.userId,
  name: r.name,
  description: r.description ?? null,
  embedUrl: r.embedUrl,
  embedCode: embedCodeFor(r.embedUrl, r.name),
  dashboard: r.dashboard,
});

/** A user's reports: administrators any user's; everyone else only their own, whatever they ask for. */
export async function listBiReports(em: EntityManager, viewer: Viewer, userId: number | null): Promise<BiReportNode[]> {
  const owner = viewer.isAdmin ? (userId ?? viewer.userId) : viewer.userId;
  const reports = await em.find(BiReport, { userId: owner }, { orderBy: { name: "asc", id: "asc" } });
  return reports.map(toNode);
}

/**
 * A user's dashboard report, or null when none is marked: administrators any user's, everyone else
 * only their own (asking for another user's is refused, as a read of another user's report is).
 */
export async function getBiDashboard(em: EntityManager, viewer: Viewer, userId: number | null): Promise<BiReportNode | null> {
  const owner = userId ?? viewer.userId;
  if (owner !== viewer.userId && !viewer.isAdmin) throw new ForbiddenError();
  const r = await em.findOne(BiReport, { userId: owner, dashboard: true });
  return r ? toNode(r) : null;
}

export async function getBiReport(em: EntityManager, viewer: Viewer, id: number): Promise<BiReportNode> {
  const r = await em.findOne(BiReport, viewer.isAdmin ? { id } : { id, userId: viewer.userId });
  if (!r) throw new NotFoundError();
  return toNode(r);
}

/** Creates or updates a user's report (administrators). Every field marked required is required. */
export async function saveBiReport(em: EntityManager, viewer: Viewer, input: SaveBiReportInput): Promise<SaveBiReportPayload> {
  if (!viewer.isAdmin) throw new ForbiddenError();
  const errors: FieldErrorShape[] = [];
  const name = input.name.trim();
  if (!name) errors.push({ field: "name", message: "Name is required" });
  const owner = await em.findOne(User, { id: input.userId, deletedAt: null });
  if (!owner) errors.push({ field: "userId", message: "No such user" });
  const embed = checkEmbedCode(input.embedCode.trim(), identityConfig().BI_REPORT_HOSTS);
  if (!embed.ok) errors.push({ field: "embedCode", message: embed.message });
  const existing = input.id ? await em.findOne(BiReport, { id: input.id }) : null;
  if (input.id && !existing) throw new NotFoundError();
  if (errors.length || !embed.ok) {
    return { report: null, error: errorOf(BiReportError, "INVALID", errors.map((e) => e.message).join("\n"), errors) };
  }
  const r = await em.transactional(async (tx) => {
    const saved = existing ?? tx.create(BiReport, { userId: input.userId, name, embedUrl: embed.url });
    saved.userId = input.userId;
    saved.name = name;
    saved.description = input.description?.trim() || null;
    saved.embedUrl = embed.url;
    if (input.dashboard != null) saved.dashboard = input.dashboard;
    if (saved.dashboard) {
      // at most one per user: the others' flags cleared first, in the same transaction (the unique index checks it)
      await tx.nativeUpdate(
        BiReport,
        { userId: input.userId, dashboard: true, ...(existing ? { id: { $ne: existing.id } } : {}) },
        { dashboard: false },
      );
    }
    // flushed first: the audit line of a new report names its id
    await tx.flush();
    audit(tx, viewer, {
      entityName: "BIReport",
      entityId: saved.id,
      action: existing ? "Updated" : "Created",
      actionTaken: `${existing ? "Updated" : "Created"} BI report "${name}" for ${owner!.fullName}${saved.dashboard ? " (dashboard report)" : ""}`,
    });
    return saved;
  });
  return { report: toNode(r), error: null };
}

export async function deleteBiReport(em: EntityManager, viewer: Viewer, id: number): Promise<boolean> {
  const r = await em.findOne(BiReport, { id });
  if (!r) throw new NotFoundError();
  em.remove(r);
  audit(em, viewer, { entityName: "BIReport", entityId: id, action: "Deleted", actionTaken: `Deleted BI report "${r.name}"` });
  await em.flush();
  return true;
}
