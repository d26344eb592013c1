import type { EntityManager } from "@mikro-orm/postgresql";
import {
  audit,
  errorOf,
  ForbiddenError,
  isOwnTenant,
  NotFoundError,
  readList,
  tenantScope,
  UserTypeId,
  type FieldErrorShape,
  type Page,
  type Viewer,
} from "@wo/shared";
import { Department } from "../access/department.entity";
import { UserType } from "../access/user-type.entity";
import { checkCurrentPassword, clearLockout, endSessionsOf, hashPassword } from "../session/session.service";
import { passwordProblem } from "./password-policy";
import { normaliseEmail, tenantOfUser, User } from "./user.entity";
import { USER_LIST, type ResetPasswordInput, type SaveUserInput, type UsersArgs } from "./user.input";
import {
  toUserNode,
  UserError,
  type DeleteUserPayload,
  type ResetPasswordPayload,
  type SaveUserPayload,
  type UserNode,
  type UserOption,
} from "./user.type";

const POPULATE = ["userType", "department"] as const;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const STAFF_TYPES: number[] = [UserTypeId.Staff, UserTypeId.SiteManager, UserTypeId.RegionalManager, UserTypeId.SeniorManager];

/** The users grid (administrators): filtered by type or tenant, searched, sorted, paged (USER_LIST). */
export async function listUsers(em: EntityManager, viewer: Viewer, args: UsersArgs): Promise<Page<UserNode>> {
  const page = await readList(em, USER_LIST, tenantScope(viewer), args);
  const ids = page.nodes.map((r) => r.id as number);
  const users = new Map((await em.find(User, { id: { $in: ids } }, { populate: POPULATE })).map((u) => [u.id, u]));
  // a user deleted between the two reads is left out
  return { ...page, nodes: ids.flatMap((id) => (users.has(id) ? [toUserNode(users.get(id)!, viewer)] : [])) };
}

/** One user: administrators any, everyone else only themselves (others answer NOT_FOUND). */
export async function getUser(em: EntityManager, viewer: Viewer, id: number): Promise<UserNode> {
  if (!viewer.isAdmin && viewer.userId !== id) throw new NotFoundError();
  const user = await em.findOne(User, { id, deletedAt: null }, { populate: POPULATE });
  if (!user) throw new NotFoundError();
  return toUserNode(user, viewer);
}

/** The contacts of a client or contractor (GET /api/Users/Dropdown); a portal user may list only its own. */
export async function contactOptions(em: EntityManager, viewer: Viewer, entityName: string, entityId: number): Promise<UserOption[]> {
  if (!isOwnTenant(viewer, tenantOfUser({ entityName: entityName as User["entityName"], entityId }))) throw new ForbiddenError();
  const where: Record<string, unknown> = { entityName, entityId, deletedAt: null, active: true };
  if (entityName === "Contractor") where.userType = UserTypeId.Contractor;
  const users = await em.find(User, where, { orderBy: { firstName: "asc", lastName: "asc", id: "asc" } });
  return users.map((u) => ({ id: u.id, fullName: u.fullName, mobile: u.mobile ?? null, email: u.email }));
}

/**
 * A user's name (GET /api/Users/contactname/{id}): staff read any; a portal user reads the users of
 * its own tenant and the staff who work on its orders, never another tenant's people.
 */
export async function contactName(em: EntityManager, viewer: Viewer, id: number): Promise<UserOption> {
  const user = await em.findOne(User, { id, deletedAt: null });
  // back-office users belong to no tenant
  const visible = user && (user.entityName == null || isOwnTenant(viewer, tenantOfUser(user)));
  if (!user || !visible) throw new NotFoundError();
  const staff = viewer.isStaff;
  return { id: user.id, fullName: user.fullName, mobile: staff ? (user.mobile ?? null) : null, email: staff ? user.email : null };
}

/** Whether assets has this client or contractor (read through the view assets publishes). */
async function exists(em: EntityManager, view: "assets.v_client" | "assets.v_contractor", id: number): Promise<boolean> {
  const rows = await em.getConnection().execute(`select 1 from ${view} where id = ?`, [id]);
  return rows.length > 0;
}

const clean = (v: string | null | undefined) => {
  const t = v?.trim();
  return t ? t : null;
};

/**
 * The rules of a user's own fields, without the database (the user form and the user import share
 * them): first and last name and e-mail required, the e-mail lower case and looking like one.
 */
export function checkUserFields(input: { firstName?: string | null; lastName?: string | null; email?: string | null }): {
  firstName: string | null;
  lastName: string | null;
  email: string;
  errors: FieldErrorShape[];
} {
  const errors: FieldErrorShape[] = [];
  const firstName = clean(input.firstName);
  const lastName = clean(input.lastName);
  const email = input.email ? normaliseEmail(input.email) : "";
  if (!firstName) errors.push({ field: "firstName", message: "First name is required" });
  if (!lastName) errors.push({ field: "lastName", message: "Last name is required" });
  if (!email) errors.push({ field: "email", message: "Email is required" });
  else if (!EMAIL.test(email)) errors.push({ field: "email", message: "Email is not a valid e-mail address" });
  return { firstName, lastName, email, errors };
}

/** The §5 model-state messages, joined as the legacy client shows them. */
function refused(errors: FieldErrorShape[]): SaveUserPayload {
  return { user: null, error: errorOf(UserError, "INVALID", errors.map((e) => e.message).join("\n"), errors) };
}

/**
 * Creates or updates a user. Administrators set everything the form holds, within its rules: the
 * access levels on offer exclude Administrator and Contractor (a contractor user is made from its
 * contractor, fixed to that type), staff belong to a department, portal users to their client or
 * contractor. Anyone else may change only their own name and contact details (the account page).
 * Whoever changes their own password or e-mail gives their current password (currentPassword).
 */
export async function saveUser(em: EntityManager, viewer: Viewer, input: SaveUserInput): Promise<SaveUserPayload> {
  const id = input.id || null;
  if (!viewer.isAdmin && id !== viewer.userId) throw new ForbiddenError();
  const existing = id ? await em.findOne(User, { id, deletedAt: null }, { populate: POPULATE }) : null;
  if (id && !existing) throw new NotFoundError();

  const fields = checkUserFields(input);
  const { firstName, lastName, email } = fields;
  const errors: FieldErrorShape[] = [...fields.errors];
  if (email && !fields.errors.some((e) => e.field === "email")) {
    const taken = await em.findOne(User, { email, deletedAt: null, ...(id ? { id: { $ne: id } } : {}) });
    if (taken) errors.push({ field: "email", message: "Email is already taken" });
  }
  const password = input.password ? input.password : null;
  if (!id && !password) errors.push({ field: "password", message: "Password is required" });
  if (password) {
    const problem = passwordProblem(password);
    if (problem) errors.push({ field: "password", message: problem });
  }

  // what only administrators may set; on the account page the user's own values stay
  let userTypeId = existing?.userType.id ?? null;
  let departmentId = existing?.department?.id ?? null;
  let entityName: string | null = existing?.entityName ?? null;
  let entityId = existing?.entityId ?? null;
  let active = existing?.active ?? true;
  let lockoutEnabled = existing?.lockoutEnabled ?? true;
  if (viewer.isAdmin) {
    userTypeId = input.userTypeId ?? userTypeId;
    entityName = input.entityName === undefined ? entityName : clean(input.entityName);
    entityId = input.entityId === undefined ? entityId : input.entityId || null;
    departmentId = input.departmentId === undefined ? departmentId : input.departmentId || null;
    active = input.active ?? active;
    lockoutEnabled = input.lockoutEnabled ?? lockoutEnabled;
    if (entityName === "Contractor") userTypeId = UserTypeId.Contractor;
    if (!userTypeId) errors.push({ field: "userTypeId", message: "Access level is required" });
    else if (!(await em.findOne(UserType, { id: userTypeId }))) errors.push({ field: "userTypeId", message: "Access level is not valid" });
    else if (userTypeId === UserTypeId.Administrator && existing?.userType.id !== UserTypeId.Administrator) {
      errors.push({ field: "userTypeId", message: "Access level is not available" });
    } else if (userTypeId === UserTypeId.Contractor && entityName !== "Contractor") {
      errors.push({ field: "userTypeId", message: "Contractor users are added from their contractor" });
    }
    if (userTypeId === UserTypeId.Client) {
      entityName = "Client";
      departmentId = null;
      if (!entityId || !(await exists(em, "assets.v_client", entityId))) errors.push({ field: "entityId", message: "Client is required" });
    } else if (userTypeId === UserTypeId.Contractor) {
      departmentId = null;
      if (!entityId || !(await exists(em, "assets.v_contractor", entityId))) errors.push({ field: "entityId", message: "Contractor is required" });
    } else if (userTypeId) {
      entityName = null;
      entityId = null;
      if (STAFF_TYPES.includes(userTypeId) && !departmentId) errors.push({ field: "departmentId", message: "Department is required" });
      if (departmentId && !(await em.findOne(Department, { id: departmentId }))) {
        errors.push({ field: "departmentId", message: "Department is not valid" });
      }
    }
    if (existing && existing.id === viewer.userId && !active) errors.push({ field: "active", message: "You cannot deactivate your own account" });
  }
  // one's own password or e-mail changes only with one's current password (a wrong one counts towards lockout)
  if (existing && existing.id === viewer.userId && (password || email !== existing.email)) {
    const problem = await checkCurrentPassword(em, existing, input.currentPassword);
    if (problem) errors.push(problem);
  }
  if (errors.length) return refused(errors);

  const user = await em.transactional(async (tx) => {
    const u =
      existing ??
      tx.create(User, {
        email,
        passwordHash: await hashPassword(password!),
        firstName: firstName!,
        lastName: lastName!,
        userType: tx.getReference(UserType, userTypeId!),
      });
    u.firstName = firstName!;
    u.lastName = lastName!;
    u.email = email;
    u.mobile = clean(input.mobile);
    u.phoneNumber = clean(input.phoneNumber);
    u.position = clean(input.position);
    u.userType = tx.getReference(UserType, userTypeId!);
    u.department = departmentId ? tx.getReference(Department, departmentId) : null;
    u.entityName = entityName as User["entityName"];
    u.entityId = entityId;
    u.active = active;
    u.lockoutEnabled = lockoutEnabled;
    if (existing && password) u.passwordHash = await hashPassword(password);
    await tx.flush();
    if (existing && password) await clearLockout(tx, u.email);
    if (existing && (password || !active)) await endSessionsOf(tx, u.id, u.id === viewer.userId ? viewer.sessionId : null);
    audit(tx, viewer, {
      entityName: "User",
      entityId: u.id,
      action: existing ? "Updated" : "Created",
      actionTaken: `${existing ? "Updated" : "Created"} user ${u.fullName} (${u.email})${existing && password ? ", password changed" : ""}${existing && !active ? ", deactivated" : ""}`,
    });
    return u;
  });
  await em.populate(user, POPULATE);
  return { user: toUserNode(user, viewer), error: null };
}

/**
 * Deletes a user softly (administrators): it can no longer sign in, disappears from lists, and its
 * sessions end; its name stays where it was recorded. Nobody deletes their own account.
 */
export async function deleteUser(em: EntityManager, viewer: Viewer, id: number): Promise<DeleteUserPayload> {
  const user = await em.findOne(User, { id, deletedAt: null });
  if (!user) throw new NotFoundError();
  if (user.id === viewer.userId) {
    return { deletedId: null, error: errorOf(UserError, "SELF", "You cannot delete your own account") };
  }
  await em.transactional(async (tx) => {
    const u = await tx.findOneOrFail(User, { id });
    u.deletedAt = new Date();
    u.active = false;
    await tx.flush();
    await endSessionsOf(tx, u.id);
    audit(tx, viewer, { entityName: "User", entityId: u.id, action: "Deleted", actionTaken: `Deleted user ${u.fullName} (${u.email})` });
  });
  return { deletedId: id, error: null };
}

/**
 * Sets a new password (POST /api/authorise/ResetPassword): administrators for anyone, everyone for
 * themselves with their current password. It must meet the §5 policy; it clears the e-mail's lockout
 * and ends the user's other sessions.
 */
export async function resetPassword(em: EntityManager, viewer: Viewer, input: ResetPasswordInput): Promise<ResetPasswordPayload> {
  if (!viewer.isAdmin && input.userId !== viewer.userId) throw new ForbiddenError();
  const user = await em.findOne(User, { id: input.userId, deletedAt: null });
  if (!user) throw new NotFoundError();
  const errors: FieldErrorShape[] = [];
  const problem = passwordProblem(input.newPassword);
  if (problem) errors.push({ field: "newPassword", message: problem });
  // one's own password changes only with the current one; an administrator resetting another's does not need it
  if (user.id === viewer.userId) {
    const current = await checkCurrentPassword(em, user, input.currentPassword);
    if (current) errors.push(current);
  }
  if (errors.length) return { ok: false, error: errorOf(UserError, "INVALID", errors.map((e) => e.message).join("\n"), errors) };
  const hash = await hashPassword(input.newPassword);
  await em.transactional(async (tx) => {
    const u = await tx.findOneOrFail(User, { id: user.id });
    u.passwordHash = hash;
    await tx.flush();
    await clearLockout(tx, u.email);
    await endSessionsOf(tx, u.id, u.id === viewer.userId ? viewer.sessionId : null);
    audit(tx, viewer, {
      entityName: "User",
      entityId: u.id,
      action: "Password changed",
      actionTaken: u.id === viewer.userId ? `${u.fullName} changed their password` : `Reset the password of ${u.fullName} (${u.email})`,
    });
  });
  return { ok: true, error: null };
}
