import { z } from "zod";
import { formFlag, formId, idParam, list, modelState, optionalId, pageArgs, parseSort, text } from "./legacy";
import { shim, ShimReply } from "./shim";

interface GridState {
  id: number;
  userId: number;
  gridData: string;
}

const gridStateBody = (s: GridState) => ({ id: s.id, UserId: s.userId, GridData: s.gridData });

const viewState = z.object({
  id: z.union([z.literal(""), z.null(), idParam]).optional().transform((v) => (typeof v === "number" ? v : 0)),
  griddata: z.string({ message: "GridData is required" }).max(200_000, "GridData is too large"),
});

export const userRoutes = [
  shim({
    method: "post",
    path: "/users/viewstate",
    operation: `mutation UsersSaveViewState($input: SaveGridStateInput!) {
      saveGridState(input: $input) { id userId gridData }
    }`,
    // UserId in the body is ignored: a user saves only its own state
    variables: ({ args }) => {
      const v = viewState.parse(args);
      return { input: { id: v.id, gridData: v.griddata } };
    },
    result: (data: { saveGridState: GridState }) => gridStateBody(data.saveGridState),
  }),
  shim({
    method: "post",
    path: "/users/getstate/:viewstate",
    operation: `query UsersGetViewState($id: Int!) { gridStateById(id: $id) { id userId gridData } }`,
    variables: ({ args }) => ({ id: idParam.parse(args.viewstate) }),
    result: (data: { gridStateById: GridState }) => gridStateBody(data.gridStateById),
  }),
];

const USER = `id firstName lastName fullName email mobile phoneNumber position userTypeId departmentId entityName entityId
  userType { name } department { name }
  ... @include(if: $isStaff) { active lockoutEnabled lockedOut }`;

interface UserData {
  id: number;
  firstName: string;
  lastName: string;
  fullName: string;
  email: string | null;
  mobile: string | null;
  phoneNumber: string | null;
  position: string | null;
  userTypeId: number;
  departmentId: number | null;
  entityName: string | null;
  entityId: number | null;
  active: boolean;
  lockoutEnabled: boolean;
  lockedOut: boolean;
  userType: { name: string };
  department: { name: string } | null;
}

/** A user in the legacy shape (the password is never answered). */
export const legacyUser = (u: UserData) => ({
  Id: u.id,
  FirstName: u.firstName,
  LastName: u.lastName,
  FullName: u.fullName,
  Email: u.email,
  Mobile: u.mobile,
  PhoneNumber: u.phoneNumber,
  Position: u.position,
  UserTypeId: u.userTypeId,
  UserType: u.userType.name,
  DepartmentId: u.departmentId,
  Department: u.department?.name ?? null,
  EntityName: u.entityName,
  EntityId: u.entityId,
  Active: u.active,
  LockoutEnabled: u.lockoutEnabled,
  LockedOut: u.lockedOut,
});

const USER_SORTS = {
  Id: "ID",
  FullName: "FULL_NAME",
  Name: "FULL_NAME",
  FirstName: "FIRST_NAME",
  LastName: "LAST_NAME",
  Email: "EMAIL",
  UserType: "USER_TYPE",
  UserTypeId: "USER_TYPE",
  Department: "DEPARTMENT",
  Position: "POSITION",
} as const;

const usersParams = z.object({
  usertypeid: optionalId,
  clientlist: formFlag,
  entityid: optionalId,
  entitytablename: text(40),
  entityname: text(40),
  search: text(200),
});

/** The user form's fields, posted form-encoded (or as JSON) to /api/Users/. */
const userForm = z.object({
  id: formId,
  firstname: z.string().optional().default(""),
  lastname: z.string().optional().default(""),
  email: z.string().optional().default(""),
  mobile: z.string().nullish(),
  phonenumber: z.string().nullish(),
  position: z.string().nullish(),
  password: z.string().nullish(),
  usertypeid: formId,
  departmentid: formId,
  entityname: z.string().nullish(),
  entityid: formId,
  active: formFlag,
  lockoutenabled: formFlag,
  /** The user's own password, when users change their own password or e-mail. */
  currentpassword: z.string().max(1024).nullish(),
});

interface Problem {
  message: string;
  fieldErrors: { field: string; message: string }[];
}

/** A refused save: 400 with the joined messages and the model state. */
const refusal = (e: Problem) => new ShimReply(400, { Message: e.message, ModelState: modelState(e.fieldErrors) });

export const userAdminRoutes = [
  shim({
    method: "get",
    path: "/Users",
    operation: `query UsersList($isStaff: Boolean!, $page: Int!, $pageSize: Int!, $userTypeIds: [Int!], $entityName: String, $entityId: Int,
        $search: String, $sort: [UserSortInput!]) {
      users(page: $page, pageSize: $pageSize, userTypeIds: $userTypeIds, entityName: $entityName, entityId: $entityId,
        search: $search, sort: $sort) { totalCount nodes { ${USER} } }
    }`,
    variables: ({ args }) => {
      const p = usersParams.parse(args);
      const entity = p.entityname ?? p.entitytablename;
      const entityName = entity ? (/^contractor/i.test(entity) ? "Contractor" : /^(client|customer)/i.test(entity) ? "Client" : entity) : undefined;
      return {
        ...pageArgs(args),
        userTypeIds: p.usertypeid ? [p.usertypeid] : p.clientlist ? [2] : undefined,
        entityName,
        entityId: entityName ? p.entityid : undefined,
        search: p.search,
        sort: parseSort(args.sort, USER_SORTS),
      };
    },
    result: (data: { users: { totalCount: number; nodes: UserData[] } }) => list(data.users.nodes.map(legacyUser), data.users.totalCount),
  }),
  shim({
    method: "get",
    path: "/Users/Dropdown",
    operation: `query UsersDropdown($entityName: String!, $entityId: Int!) {
      userOptions(entityName: $entityName, entityId: $entityId) { id fullName mobile }
    }`,
    variables: ({ args }) => ({
      entityName: /^contractor/i.test(String(args.entityname ?? "")) ? "Contractor" : "Client",
      entityId: idParam.parse(args.entityid),
    }),
    result: (data: { userOptions: { id: number; fullName: string; mobile: string | null }[] }) =>
      data.userOptions.map((u) => ({ id: u.id, FullName: u.fullName, Mobile: u.mobile })),
  }),
  shim({
    method: "get",
    path: "/Users/contactname/:id",
    operation: `query UsersContactName($id: Int!) { contactName(id: $id) { id fullName } }`,
    variables: ({ args }) => ({ id: idParam.parse(args.id) }),
    result: (data: { contactName: { id: number; fullName: string } }) => ({ id: data.contactName.id, FullName: data.contactName.fullName }),
  }),
  shim({
    method: "get",
    path: "/Users/:id",
    operation: `query UsersModel($id: Int!, $isStaff: Boolean!) { user(id: $id) { ${USER} } }`,
    blank: ({ args }) =>
      idParam.parse(args.id) === 0
        ? { Id: 0, FirstName: "", LastName: "", FullName: "", Email: "", Mobile: null, PhoneNumber: null, Position: null, UserTypeId: null, UserType: null, DepartmentId: null, Department: null, EntityName: null, EntityId: null, Active: true, LockoutEnabled: true, LockedOut: false }
        : undefined,
    variables: ({ args }) => ({ id: idParam.parse(args.id) }),
    result: (data: { user: UserData }) => legacyUser(data.user),
  }),
  shim({
    method: "post",
    path: "/Users",
    operation: `mutation UsersSave($input: SaveUserInput!, $isStaff: Boolean!) {
      saveUser(input: $input) { user { ${USER} } error { message fieldErrors { field message } } }
    }`,
    variables: ({ args }) => {
      const f = userForm.parse(args);
      return {
        input: {
          id: f.id,
          firstName: f.firstname,
          lastName: f.lastname,
          email: f.email,
          mobile: f.mobile ?? null,
          phoneNumber: f.phonenumber ?? null,
          position: f.position ?? null,
          password: f.password || null,
          userTypeId: f.usertypeid,
          departmentId: f.departmentid,
          entityName: f.entityname || null,
          entityId: f.entityid,
          active: f.active ?? null,
          lockoutEnabled: f.lockoutenabled ?? null,
          currentPassword: f.currentpassword || null,
        },
      };
    },
    result: (data: { saveUser: { user: UserData | null; error: Problem | null } }) => {
      if (data.saveUser.error) throw refusal(data.saveUser.error);
      return legacyUser(data.saveUser.user!);
    },
  }),
  shim({
    method: "delete",
    path: "/Users/:id",
    operation: `mutation UsersDelete($id: Int!) { deleteUser(id: $id) { deletedId error { message fieldErrors { field message } } } }`,
    variables: ({ args }) => ({ id: idParam.parse(args.id) }),
    result: (data: { deleteUser: { deletedId: number | null; error: Problem | null } }) => {
      if (data.deleteUser.error) throw refusal(data.deleteUser.error);
      return { id: data.deleteUser.deletedId, Message: "User Deleted" };
    },
  }),
  shim({
    method: "get",
    path: "/UserInSites",
    operation: `query UserInSitesList($userId: Int!) { userSites(userId: $userId) { id userId siteId siteName } }`,
    variables: ({ args }) => ({ userId: idParam.parse(args.contactid ?? args.userid) }),
    result: (data: { userSites: { id: number; userId: number; siteId: number; siteName: string | null }[] }) =>
      data.userSites.map((l) => ({ id: l.id, UserId: l.userId, SiteId: l.siteId, Site: l.siteName })),
  }),
  shim({
    method: "post",
    path: "/UserInSites",
    operation: `mutation UserInSitesAdd($userId: Int!, $siteId: Int!) { linkUserSite(userId: $userId, siteId: $siteId) { id userId siteId siteName } }`,
    variables: ({ args }) => ({ userId: idParam.parse(args.userid), siteId: idParam.parse(args.siteid) }),
    result: (data: { linkUserSite: { id: number; userId: number; siteId: number; siteName: string | null } }) => ({
      id: data.linkUserSite.id,
      UserId: data.linkUserSite.userId,
      SiteId: data.linkUserSite.siteId,
      Site: data.linkUserSite.siteName,
    }),
  }),
  shim({
    method: "delete",
    path: "/UserInSites/:id",
    operation: `mutation UserInSitesRemove($id: Int!) { unlinkUserSite(id: $id) }`,
    variables: ({ args }) => ({ id: idParam.parse(args.id) }),
    result: () => ({ Message: "Setting removed!" }),
  }),
];
