import type { EntityManager } from "@mikro-orm/postgresql";
import { audit, BadUserInputError, intArray, NotFoundError, type Viewer } from "@wo/shared";
import { User } from "../user/user.entity";
import { UserInSite } from "./user-in-site.entity";

interface SiteRow {
  id: number;
  client_id: number;
  name: string;
}

async function site(em: EntityManager, id: number): Promise<SiteRow | null> {
  const [row] = await em.getConnection().execute<SiteRow[]>("select id, client_id, name from assets.v_site where id = ?", [id]);
  return row ?? null;
}

/** A user's site links (GET /api/UserInSites?contactId), with the sites' names. */
export async function listUserSites(em: EntityManager, userId: number): Promise<UserInSite[]> {
  const links = await em.find(UserInSite, { userId }, { orderBy: { id: "asc" } });
  if (!links.length) return links;
  const names = await em
    .getConnection()
    .execute<{ id: number; name: string }[]>("select id, name from assets.v_site where id = any(?::int[])", [intArray(links.map((l) => l.siteId))]);
  const byId = new Map(names.map((n) => [n.id, n.name]));
  for (const l of links) l.siteName = byId.get(l.siteId) ?? null;
  return links;
}

/** Links a user to a site (POST /api/UserInSites). A client user only to its own client's sites. */
export async function linkSite(em: EntityManager, viewer: Viewer, userId: number, siteId: number): Promise<UserInSite> {
  const user = await em.findOne(User, { id: userId, deletedAt: null });
  if (!user) throw new NotFoundError("No such user");
  const s = await site(em, siteId);
  if (!s) throw new BadUserInputError("No such site", [{ field: "siteId", message: "No such site" }]);
  if (user.entityName === "Client" && user.entityId !== s.client_id) {
    throw new BadUserInputError("That site belongs to another client", [{ field: "siteId", message: "That site belongs to another client" }]);
  }
  const existing = await em.findOne(UserInSite, { userId, siteId });
  if (existing) return Object.assign(existing, { siteName: s.name });
  const link = await em.transactional(async (tx) => {
    const made = tx.create(UserInSite, { userId, siteId });
    // flushed first: the audit line names the new link's id
    await tx.flush();
    audit(tx, viewer, { entityName: "UserInSite", entityId: made.id, action: "Created", actionTaken: `Linked ${user.fullName} to site ${s.name}` });
    return made;
  });
  return Object.assign(link, { siteName: s.name });
}

/** Removes a site link (DELETE /api/UserInSites/{id}). */
export async function unlinkSite(em: EntityManager, viewer: Viewer, id: number): Promise<boolean> {
  const link = await em.findOne(UserInSite, { id });
  if (!link) throw new NotFoundError();
  const [user, s] = await Promise.all([em.findOne(User, { id: link.userId }), site(em, link.siteId)]);
  em.remove(link);
  audit(em, viewer, {
    entityName: "UserInSite",
    entityId: id,
    action: "Deleted",
    actionTaken: `Unlinked ${user?.fullName ?? `user ${link.userId}`} from site ${s?.name ?? link.siteId}`,
  });
  await em.flush();
  return true;
}
