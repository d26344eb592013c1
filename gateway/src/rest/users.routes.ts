import { z } from "zod";
import { graphql } from "../gql";
import type { LegacyUserFragment, UserInSitesListQuery } from "../gql/graphql";
import { formFlag, formId, idParam, optionalId, pageArgs, parseSort, text } from "./legacy";
import { legacy, list } from "./shape";
import { shim } from "./shim";

const viewState = z.object({
  id: z
    .union([z.literal(""), z.null(), idParam])
    .optional()
    .transform((v) => (typeof v === "number" ? v : 0)),
  griddata: z.string({ message: "GridData is required" }).max(200_000, "GridData is too large"),
});

export const userRoutes = [
  shim({
    method: "post",
    path: "/users/viewstate",
    tenancy: "own",
    operation: graphql(`
      mutation UsersSaveViewState($input: SaveGridStateInput!) {
        saveGridState(input: $input) {
          id
          userId
          gridData
        }
      }
    `),
    // UserId in the body is ignored: a user saves only its own state
    variables: ({ args }) => {
      const v = viewState.parse(args);
      return { input: { id: v.id, gridData: v.griddata } };
    },
    result: ({ saveGridState }) => legacy()(saveGridState),
  }),
  shim({
    method: "post",
    path: "/users/getstate/:viewstate",
    tenancy: "own",
    operation: graphql(`
      query UsersGetViewState($id: Int!) {
        gridStateById(id: $id) {
          id
          userId
          gridData
        }
      }
    `),
    variables: ({ args }) => ({ id: idParam.parse(args.viewstate) }),
    result: ({ gridStateById }) => legacy()(gridStateById),
  }),
];

graphql(`
  fragment LegacyUser on User {
    id
    firstName
    lastName
    fullName
    email
    mobile
    phoneNumber
    position
    userTypeId
    userType {
      name
    }
    departmentId
    department {
      name
    }
    entityName
    entityId
    ... @include(if: $isStaff) {
      active
      lockoutEnabled
      lockedOut
    }
  }
`);

/** A user in the legacy shape: Id, and the names of its type and department (the password is never answered). */
export const legacyUser = legacy<LegacyUserFragment>({
  fields: { id: "Id", userType: (t) => ({ UserType: t.name }), department: (d) => ({ Department: d?.name ?? null }) },
});

/** A user's site link: id, UserId, SiteId, and the site's name as Site. */
const legacyUserSite = legacy<UserInSitesListQuery["userSites"][number]>({ fields: { siteName: "Site" } });

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

export const userAdminRoutes = [
  shim({
    method: "get",
    path: "/Users",
    tenancy: "staff",
    operation: graphql(`
      query UsersList(
        $isStaff: Boolean!
        $page: Int!
        $pageSize: Int!
        $userTypeIds: [Int!]
        $entityName: String
        $entityId: Int
        $search: String
        $sort: [UserSortInput!]
      ) {
        users(
          page: $page
          pageSize: $pageSize
          userTypeIds: $userTypeIds
          entityName: $entityName
          entityId: $entityId
          search: $search
          sort: $sort
        ) {
          totalCount
          nodes {
            ...LegacyUser
          }
        }
      }
    `),
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
    result: ({ users }) => list(users.nodes.map(legacyUser), users.totalCount),
  }),
  shim({
    method: "get",
    path: "/Users/Dropdown",
    tenancy: "scoped",
    operation: graphql(`
      query UsersDropdown($entityName: String!, $entityId: Int!) {
        userOptions(entityName: $entityName, entityId: $entityId) {
          id
          fullName
          mobile
        }
      }
    `),
    variables: ({ args }) => ({
      entityName: /^contractor/i.test(String(args.entityname ?? "")) ? "Contractor" : "Client",
      entityId: idParam.parse(args.entityid),
    }),
    result: ({ userOptions }) => userOptions.map(legacy()),
  }),
  shim({
    method: "get",
    path: "/Users/contactname/:id",
    tenancy: "scoped",
    operation: graphql(`
      query UsersContactName($id: Int!) {
        contactName(id: $id) {
          id
          fullName
        }
      }
    `),
    variables: ({ args }) => ({ id: idParam.parse(args.id) }),
    result: ({ contactName }) => legacy()(contactName),
  }),
  shim({
    method: "get",
    path: "/Users/:id",
    tenancy: "scoped",
    operation: graphql(`
      query UsersModel($id: Int!, $isStaff: Boolean!) {
        user(id: $id) {
          ...LegacyUser
        }
      }
    `),
    blank: ({ args }) =>
      idParam.parse(args.id) === 0
        ? {
            Id: 0,
            FirstName: "",
            LastName: "",
            FullName: "",
            Email: "",
            Mobile: null,
            PhoneNumber: null,
            Position: null,
            UserTypeId: null,
            UserType: null,
            DepartmentId: null,
            Department: null,
            EntityName: null,
            EntityId: null,
            Active: true,
            LockoutEnabled: true,
            LockedOut: false,
          }
        : undefined,
    variables: ({ args }) => ({ id: idParam.parse(args.id) }),
    result: ({ user }) => legacyUser(user),
  }),
  shim({
    method: "post",
    path: "/Users",
    tenancy: "own",
    operation: graphql(`
      mutation UsersSave($input: SaveUserInput!, $isStaff: Boolean!) {
        saveUser(input: $input) {
          user {
            ...LegacyUser
          }
          error {
            ...LegacyRefusal
          }
        }
      }
    `),
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
    result: ({ saveUser }) => legacyUser(saveUser.user!),
  }),
  shim({
    method: "delete",
    path: "/Users/:id",
    tenancy: "staff",
    operation: graphql(`
      mutation UsersDelete($id: Int!) {
        deleteUser(id: $id) {
          deletedId
          error {
            ...LegacyRefusal
          }
        }
      }
    `),
    variables: ({ args }) => ({ id: idParam.parse(args.id) }),
    result: ({ deleteUser }) => ({ id: deleteUser.deletedId, Message: "User Deleted" }),
  }),
  shim({
    method: "get",
    path: "/UserInSites",
    tenancy: "staff",
    operation: graphql(`
      query UserInSitesList($userId: Int!) {
        userSites(userId: $userId) {
          id
          userId
          siteId
          siteName
        }
      }
    `),
    variables: ({ args }) => ({ userId: idParam.parse(args.contactid ?? args.userid) }),
    result: ({ userSites }) => userSites.map(legacyUserSite),
  }),
  shim({
    method: "post",
    path: "/UserInSites",
    tenancy: "staff",
    operation: graphql(`
      mutation UserInSitesAdd($userId: Int!, $siteId: Int!) {
        linkUserSite(userId: $userId, siteId: $siteId) {
          id
          userId
          siteId
          siteName
        }
      }
    `),
    variables: ({ args }) => ({ userId: idParam.parse(args.userid), siteId: idParam.parse(args.siteid) }),
    result: ({ linkUserSite }) => legacyUserSite(linkUserSite),
  }),
  shim({
    method: "delete",
    path: "/UserInSites/:id",
    tenancy: "staff",
    operation: graphql(`
      mutation UserInSitesRemove($id: Int!) {
        unlinkUserSite(id: $id)
      }
    `),
    variables: ({ args }) => ({ id: idParam.parse(args.id) }),
    result: () => ({ Message: "Setting removed!" }),
  }),
];
