import type { SaveUserInput } from "../../gql/graphql";

/** The user-type list's ids (spec §6: Administrator 1, Client 2, Contractor 3, then the internal types) */
export const USER_TYPE = { Administrator: 1, Client: 2, Contractor: 3 } as const;

/** The organisations whose users are their contacts: a client's (user type 2) or a contractor's (user type 3) */
export type OwnerKind = "Client" | "Contractor";
export const OWNER_USER_TYPE: Record<OwnerKind, number> = { Client: USER_TYPE.Client, Contractor: USER_TYPE.Contractor };

/** A client or contractor whose contacts a users grid or form is fixed to */
export type UserOwner = { kind: OwnerKind; id: number; name: string };

/** Internal types whose users belong to a department (Staff, Site, Regional and Senior Manager) */
export const STAFF_TYPE_IDS: readonly number[] = [4, 5, 6, 7];

export type UserFormValues = {
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  phoneNumber: string;
  position: string;
  /** The password on create; 'set a new password' (optional) on edit */
  password: string;
  /** An administrator editing its own record: its current password, to change its e-mail or password */
  currentPassword: string;
  userTypeId: string;
  departmentId: string;
  clientId: string;
  /** A contractor user's contractor (the contractor contact form) */
  contractorId: string;
  active: boolean;
  lockoutEnabled: boolean;
};

export const EMPTY_USER: UserFormValues = {
  firstName: "",
  lastName: "",
  email: "",
  mobile: "",
  phoneNumber: "",
  position: "",
  password: "",
  currentPassword: "",
  userTypeId: "",
  departmentId: "",
  clientId: "",
  contractorId: "",
  active: true,
  lockoutEnabled: true,
};

export type LoadedUser = {
  firstName: string;
  lastName: string;
  email?: string | null;
  mobile?: string | null;
  phoneNumber?: string | null;
  position?: string | null;
  userTypeId: number;
  departmentId?: number | null;
  entityName?: string | null;
  entityId?: number | null;
  active: boolean;
  lockoutEnabled: boolean;
};

export function valuesOf(user: LoadedUser): UserFormValues {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email ?? "",
    mobile: user.mobile ?? "",
    phoneNumber: user.phoneNumber ?? "",
    position: user.position ?? "",
    password: "",
    currentPassword: "",
    userTypeId: String(user.userTypeId),
    departmentId: user.departmentId ? String(user.departmentId) : "",
    clientId: user.entityName === "Client" && user.entityId ? String(user.entityId) : "",
    contractorId: user.entityName === "Contractor" && user.entityId ? String(user.entityId) : "",
    active: user.active,
    lockoutEnabled: user.lockoutEnabled,
  };
}

/** The access levels on offer (§2.11): the user types without Administrator and Contractor */
export function accessLevels<T extends { id: number }>(types: ReadonlyArray<T>): T[] {
  return types.filter((t) => t.id !== USER_TYPE.Administrator && t.id !== USER_TYPE.Contractor);
}

/**
 * A type the form cannot change: an administrator is not edited into another type from the list, and a
 * contractor user stays fixed to its contractor (it is made from the contractor's screen).
 */
export function isFixedType(userTypeId: number | null): boolean {
  return userTypeId === USER_TYPE.Administrator || userTypeId === USER_TYPE.Contractor;
}

export const isStaffType = (userTypeId: number) => STAFF_TYPE_IDS.includes(userTypeId);

/**
 * Whether saving asks for the current password: users changing their own e-mail or password prove
 * who they are first (the server refuses it otherwise), administrators editing themselves included.
 */
export function asksCurrentPassword(values: UserFormValues, opts: { self: boolean; email: string | null | undefined }): boolean {
  return opts.self && (values.password !== "" || values.email.trim().toLowerCase() !== (opts.email ?? "").toLowerCase());
}

/** The required fields (§5), by what the form holds now */
export function requiredFields(
  values: UserFormValues,
  opts: { isNew: boolean; fixedType: boolean; asksCurrentPassword?: boolean },
): Array<keyof UserFormValues> {
  const fields: Array<keyof UserFormValues> = ["firstName", "lastName", "email"];
  if (opts.isNew) fields.push("password");
  if (opts.asksCurrentPassword) fields.push("currentPassword");
  if (!opts.fixedType) {
    fields.push("userTypeId");
    const type = Number(values.userTypeId);
    if (isStaffType(type)) fields.push("departmentId");
    if (type === USER_TYPE.Client) fields.push("clientId");
    if (type === USER_TYPE.Contractor) fields.push("contractorId");
  }
  return fields;
}

const orNull = (s: string) => s.trim() || null;

/** What saveUser is sent; a fixed type sends nothing about type, tenant or department (the server keeps them) */
export function toSaveInput(values: UserFormValues, id: number | null, fixedType: boolean, withCurrentPassword = false): SaveUserInput {
  const input: SaveUserInput = {
    id,
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    mobile: orNull(values.mobile),
    phoneNumber: orNull(values.phoneNumber),
    position: orNull(values.position),
    password: values.password ? values.password : null,
    active: values.active,
    lockoutEnabled: values.lockoutEnabled,
  };
  if (withCurrentPassword) input.currentPassword = values.currentPassword;
  if (fixedType) return input;
  const type = Number(values.userTypeId);
  input.userTypeId = type;
  if (type === USER_TYPE.Client) {
    input.entityName = "Client";
    input.entityId = Number(values.clientId) || null;
    input.departmentId = null;
  } else if (type === USER_TYPE.Contractor) {
    input.entityName = "Contractor";
    input.entityId = Number(values.contractorId) || null;
    input.departmentId = null;
  } else {
    input.entityName = null;
    input.entityId = null;
    input.departmentId = isStaffType(type) ? Number(values.departmentId) || null : null;
  }
  return input;
}

/** The server's names of the form's fields, where they differ */
export const SERVER_FIELD_NAMES: Record<string, keyof UserFormValues> = { entityId: "clientId" };

/** The same for a contractor's contact, whose organisation is its contractor */
export const CONTRACTOR_FIELD_NAMES: Record<string, keyof UserFormValues> = { entityId: "contractorId" };

/** A new user's starting values: a contact of its owner (or of an owner of that kind still to choose) */
export function newUserValues(owner: { kind: OwnerKind; id?: number | null } | null | undefined): UserFormValues {
  if (!owner) return EMPTY_USER;
  const values = { ...EMPTY_USER, userTypeId: String(OWNER_USER_TYPE[owner.kind]) };
  if (owner.id) values[owner.kind === "Client" ? "clientId" : "contractorId"] = String(owner.id);
  return values;
}
