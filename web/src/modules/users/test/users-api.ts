import { graphql } from "msw";
import { failedReply, gqlError, mockApi, okReply as ok, type ApiCalls } from "../../../test/api";
import { ADMIN } from "../../../test/fixtures";
import { server } from "../../../test/server";

type Vars = Record<string, unknown>;

export type FakeUser = {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
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
};

export const USER_TYPES = [
  [1, "Administrator"],
  [2, "Client"],
  [3, "Contractor"],
  [4, "Staff"],
  [5, "Site Manager"],
  [6, "Regional Manager"],
  [7, "Senior Manager"],
].map(([id, name]) => ({ __typename: "UserType", id, name }));

export const DEPARTMENTS = ["Sales", "Contracts", "Engineering", "Customer Service", "Finance", "Management", "IT", "Operations"].map((name, i) => ({
  __typename: "Department",
  id: i + 1,
  name,
}));

export const CLIENTS = [
  { __typename: "Client", id: 1, name: "Harbour Retail Group" },
  { __typename: "Client", id: 2, name: "Northwind Estates" },
];
export const CONTRACTORS = [{ __typename: "Contractor", id: 1, name: "Apex Building Services" }];

export const SITES = [
  { id: 1, clientId: 1, name: "Harbour Home Manchester", siteCode: "HH01" },
  { id: 2, clientId: 1, name: "Harbour Express Leeds", siteCode: "HE02" },
  { id: 3, clientId: 2, name: "Northwind House", siteCode: "NW01" },
];

const user = (id: number, first: string, last: string, over: Partial<FakeUser> = {}): FakeUser => ({
  id,
  firstName: first,
  lastName: last,
  email: `${first.toLowerCase()}@example.com`,
  mobile: null,
  phoneNumber: null,
  position: null,
  userTypeId: 4,
  departmentId: 1,
  entityName: null,
  entityId: null,
  active: true,
  lockoutEnabled: true,
  lockedOut: false,
  ...over,
});

export function demoUsers(): FakeUser[] {
  return [
    user(1, "Alex", "Morgan", { userTypeId: 1, departmentId: null, position: "System Administrator" }),
    user(2, "Olivia", "Bennett", { position: "Account Manager" }),
    user(10, "Fiona", "Sinclair", { userTypeId: 2, departmentId: null, entityName: "Client", entityId: 1, position: "Facilities Manager" }),
    user(11, "Mark", "Stevens", { userTypeId: 3, departmentId: null, entityName: "Contractor", entityId: 1 }),
    user(12, "Ian", "Idle", { active: false, lockedOut: true }),
  ];
}

export type FakeReport = { id: number; userId: number; name: string; description: string | null; embedUrl: string; dashboard?: boolean };

export type UsersApiOptions = {
  users?: FakeUser[];
  links?: Array<{ id: number; userId: number; siteId: number }>;
  reports?: FakeReport[];
  /** Refuses every saveUser with these field errors (joined into the message, as the server does) */
  refuseSave?: Array<{ field: string; message: string }>;
};

const EMBED_MESSAGE = "Embed code must be a single iframe whose address is on an allowed report host";

/** The users administration's API over an in-memory store, recording each call (and mockApi's shell) */
export function mockUsersApi(options: UsersApiOptions = {}) {
  const calls: ApiCalls = mockApi({ me: ADMIN });
  const record = (name: string, variables: Vars) => (calls[name] ??= []).push({ variables, at: Date.now() });
  const users = options.users ?? demoUsers();
  const links = options.links ?? [];
  const reports = options.reports ?? [];
  let nextId = 100;
  const typeOf = (u: FakeUser) => USER_TYPES.find((t) => t.id === u.userTypeId)!;
  const node = (u: FakeUser) => ({
    __typename: "User",
    ...u,
    fullName: `${u.firstName} ${u.lastName}`,
    userType: typeOf(u),
    department: DEPARTMENTS.find((d) => d.id === u.departmentId) ?? null,
  });
  const reportNode = (r: FakeReport) => ({ __typename: "BiReportNode", ...r, dashboard: r.dashboard ?? false });

  server.use(
    graphql.query("UserGrid_Users", ({ variables }) => {
      record("UserGrid_Users", variables);
      const search = String(variables.search ?? "").toLowerCase();
      const types = variables.userTypeIds as number[] | null;
      const rows = users
        .filter((u) => variables.includeInactive || u.active)
        .filter((u) => !types || types.includes(u.userTypeId))
        .filter((u) => !search || `${u.firstName} ${u.lastName} ${u.email}`.toLowerCase().includes(search));
      const page = Number(variables.page);
      const size = Number(variables.pageSize);
      return ok({
        users: {
          __typename: "UserPage",
          totalCount: rows.length,
          totalCountExact: true,
          page,
          pageSize: size,
          nodes: rows.slice((page - 1) * size, page * size).map(node),
        },
      });
    }),
    graphql.query("UserGrid_Lookups", () => ok({ userTypes: USER_TYPES, clientList: CLIENTS, contractorList: CONTRACTORS })),
    graphql.query("UserDetailsForm_Lookups", () =>
      ok({ userTypes: USER_TYPES, departments: DEPARTMENTS, clientList: CLIENTS, contractorList: CONTRACTORS }),
    ),
    graphql.query("UserDetailsForm_Contractor", ({ variables }) => ok({ contractor: CONTRACTORS.find((c) => c.id === Number(variables.id)) })),
    graphql.query("UserFormPopup_User", ({ variables }) => {
      record("UserFormPopup_User", variables);
      const u = users.find((x) => x.id === Number(variables.id));
      return u ? ok({ user: node(u) }) : failedReply(gqlError("No data found!", "NOT_FOUND").errors);
    }),
    graphql.mutation("UserDetailsForm_Save", ({ variables }) => {
      const input = variables.input as Partial<FakeUser> & { id?: number | null; password?: string | null };
      record("UserDetailsForm_Save", variables);
      const refuse = (errors: Array<{ field: string; message: string }>) =>
        ok({
          saveUser: {
            __typename: "SaveUserPayload",
            user: null,
            error: {
              __typename: "UserError",
              code: "INVALID",
              message: errors.map((e) => e.message).join("\n"),
              fieldErrors: errors.map((e) => ({ __typename: "FieldError", ...e })),
            },
          },
        });
      if (options.refuseSave) return refuse(options.refuseSave);
      const taken = users.find((u) => u.email === input.email && u.id !== input.id);
      if (taken) return refuse([{ field: "email", message: "Email is already taken" }]);
      const { password: _password, id: _id, ...fields } = input;
      let saved: FakeUser;
      if (input.id) {
        saved = Object.assign(
          users.find((u) => u.id === input.id)!,
          Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)),
        );
      } else {
        saved = user(nextId++, String(input.firstName), String(input.lastName), fields as Partial<FakeUser>);
        users.push(saved);
      }
      return ok({ saveUser: { __typename: "SaveUserPayload", user: node(saved), error: null } });
    }),
    graphql.mutation("UserGrid_Delete", ({ variables }) => {
      record("UserGrid_Delete", variables);
      const i = users.findIndex((u) => u.id === Number(variables.id));
      users.splice(i, 1);
      return ok({ deleteUser: { __typename: "DeleteUserPayload", deletedId: Number(variables.id), error: null } });
    }),
    graphql.query("UserSitesPanel_Sites", ({ variables }) => {
      record("UserSitesPanel_Sites", variables);
      const clientId = variables.clientId as number | null;
      return ok({
        siteList: SITES.filter((s) => !clientId || s.clientId === clientId).map((s) => ({ __typename: "Site", ...s })),
        userSites: links.filter((l) => l.userId === Number(variables.userId)).map((l) => ({ __typename: "UserInSite", ...l })),
      });
    }),
    graphql.mutation("UserSitesPanel_Link", ({ variables }) => {
      record("UserSitesPanel_Link", variables);
      const link = { id: nextId++, userId: Number(variables.userId), siteId: Number(variables.siteId) };
      links.push(link);
      return ok({ linkUserSite: { __typename: "UserInSite", ...link } });
    }),
    graphql.mutation("UserSitesPanel_Unlink", ({ variables }) => {
      record("UserSitesPanel_Unlink", variables);
      links.splice(
        links.findIndex((l) => l.id === Number(variables.id)),
        1,
      );
      return ok({ unlinkUserSite: true });
    }),
    graphql.query("UserBiReportsPanel_Reports", ({ variables }) => {
      record("UserBiReportsPanel_Reports", variables);
      return ok({ biReports: reports.filter((r) => r.userId === Number(variables.userId)).map(reportNode) });
    }),
    graphql.mutation("BiReportFormPopup_Save", ({ variables }) => {
      record("BiReportFormPopup_Save", variables);
      const input = variables.input as {
        id: number | null;
        userId: number;
        name: string;
        description: string | null;
        embedCode: string;
        dashboard?: boolean | null;
      };
      const m = /^<iframe src="(https:\/\/app\.powerbi\.com\/[^"]*)"[^>]*><\/iframe>$/.exec(input.embedCode);
      if (!m) {
        return ok({
          saveBiReport: {
            __typename: "SaveBiReportPayload",
            report: null,
            error: {
              __typename: "BiReportError",
              code: "INVALID",
              message: EMBED_MESSAGE,
              fieldErrors: [{ __typename: "FieldError", field: "embedCode", message: EMBED_MESSAGE }],
            },
          },
        });
      }
      const existing = reports.find((r) => r.id === input.id);
      const saved = Object.assign(existing ?? { id: nextId++ }, {
        userId: input.userId,
        name: input.name,
        description: input.description,
        embedUrl: m[1]!.replace(/&amp;/g, "&"),
        ...(input.dashboard == null ? {} : { dashboard: input.dashboard }),
      }) as FakeReport;
      // at most one dashboard report per user, as the server keeps it
      if (saved.dashboard) for (const r of reports) if (r !== saved && r.userId === saved.userId) r.dashboard = false;
      if (!existing) reports.push(saved);
      return ok({ saveBiReport: { __typename: "SaveBiReportPayload", report: reportNode(saved), error: null } });
    }),
    graphql.mutation("UserBiReportsPanel_Delete", ({ variables }) => {
      record("UserBiReportsPanel_Delete", variables);
      reports.splice(
        reports.findIndex((r) => r.id === Number(variables.id)),
        1,
      );
      return ok({ deleteBiReport: true });
    }),
  );
  return { calls, users, links, reports };
}

export { EMBED_MESSAGE };
