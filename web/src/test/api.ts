import { graphql, HttpResponse } from "msw";
import { server } from "./server";
import { ADMIN, COUNTERS, DASHBOARD, workOrder, workOrderPage } from "./fixtures";

type Vars = Record<string, unknown>;
type GqlErrors = Array<{ message: string; extensions?: Record<string, unknown> }>;
type Reply = Record<string, unknown> | { errors: GqlErrors };

type Body = { data: Record<string, any> | null; errors?: GqlErrors };

export type MockApiOptions = {
  me?: unknown;
  counters?: unknown;
  /** The page answered for workOrders(...) */
  workOrders?: (vars: Vars) => unknown;
  workOrder?: (id: number) => unknown;
  /** The saved grid state answered by gridState */
  gridState?: { id: number; gridData: string } | null;
  /** checkSession's answer; an `errors` entry makes it fail */
  checkSession?: Reply;
  /** The signed-in user's BI reports (biReports), for the portal's reports pages */
  biReports?: unknown[];
  /** The client portal's BI dashboard report (biDashboard), null for none */
  biDashboard?: unknown;
  /** The staff dashboard's counters and weeks (dashboard) */
  dashboard?: unknown;
  /** The latest work orders answered for recentWorkOrders(ids); default: each id a work order */
  recentWorkOrders?: (ids: number[]) => unknown[];
  /** The dashboard's SLA escalations (workOrders(slaEscalated: true)); none by default */
  slaEscalations?: unknown[];
  /** The contractor dashboard's weekly order log (orderLogReport); default: no orders */
  weeklyLog?: (vars: Vars) => unknown;
};

/** Every call the page made, by operation */
export type ApiCalls = Record<string, Array<{ variables: Vars; at: number }>>;

const ok = (data: Record<string, unknown>) => HttpResponse.json<Body>({ data });
const failed = (errors: GqlErrors) => HttpResponse.json<Body>({ data: null, errors });

export function gqlError(message: string, code: string): { errors: GqlErrors } {
  return { errors: [{ message, extensions: { code } }] };
}

/** A page of made-up work orders of one status (45 in all), numbered after the page */
export function defaultWorkOrders(vars: Vars) {
  const page = Number(vars.page ?? 1);
  const pageSize = Number(vars.pageSize ?? 20);
  const status = Number(vars.status ?? 2);
  const total = 45;
  const count = Math.max(0, Math.min(pageSize, total - (page - 1) * pageSize));
  const nodes = Array.from({ length: count }, (_, i) => workOrder(status * 1000 + (page - 1) * pageSize + i + 1, { workOrderStatusId: status }));
  return workOrderPage(nodes, total, page, pageSize);
}

/** Installs the API of the signed-in screens and records the calls made to it */
export function mockApi(options: MockApiOptions = {}): ApiCalls {
  const calls: ApiCalls = {};
  const record = (name: string, variables: Vars) => (calls[name] ??= []).push({ variables, at: Date.now() });
  let gridState = options.gridState === undefined ? null : options.gridState;

  server.use(
    graphql.query("Shell_Me", () => ok({ me: options.me ?? ADMIN })),
    graphql.mutation("Shell_CheckSession", ({ variables }) => {
      record("Shell_CheckSession", variables);
      const reply = options.checkSession ?? { checkSession: { __typename: "SessionCheck", valid: true, requestedUrl: variables.requestedUrl } };
      return "errors" in reply ? failed(reply.errors as GqlErrors) : ok(reply);
    }),
    graphql.query("WorkOrderTabs_Counters", ({ variables }) => {
      record("WorkOrderTabs_Counters", variables);
      return ok({ workOrderCounters: options.counters ?? COUNTERS });
    }),
    graphql.query("WorkOrderGrid_WorkOrders", ({ variables }) => {
      record("WorkOrderGrid_WorkOrders", variables);
      return ok({ workOrders: (options.workOrders ?? defaultWorkOrders)(variables) });
    }),
    graphql.query("SavedGridState_Load", ({ variables }) => {
      record("SavedGridState_Load", variables);
      const state = gridState ? { __typename: "GridViewState", grid: "work_orders", ...gridState } : null;
      return ok({ gridState: state });
    }),
    graphql.mutation("SavedGridState_Save", ({ variables }) => {
      record("SavedGridState_Save", variables);
      const input = variables.input as { id?: number | null; grid: string; gridData: string };
      gridState = { id: input.id || 7, gridData: input.gridData };
      return ok({ saveGridState: { __typename: "GridViewState", grid: input.grid, ...gridState } });
    }),
    graphql.query("WorkOrderQuickView_WorkOrder", ({ variables }) => {
      record("WorkOrderQuickView_WorkOrder", variables);
      const wo = (options.workOrder ?? ((id: number) => workOrder(id)))(Number(variables.id));
      return wo ? ok({ workOrder: wo }) : failed(gqlError("No data found!", "NOT_FOUND").errors);
    }),
    graphql.query("WorkOrderDetails_WorkOrder", ({ variables }) => {
      record("WorkOrderDetails_WorkOrder", variables);
      const wo = (options.workOrder ?? ((id: number) => workOrder(id)))(Number(variables.id));
      return wo ? ok({ workOrder: wo }) : failed(gqlError("No data found!", "NOT_FOUND").errors);
    }),
    // the portals' homes
    graphql.query("ClientPortalLayout_Client", ({ variables }) => {
      record("ClientPortalLayout_Client", variables);
      const id = Number(variables.id);
      const name = id === 1 ? "Harbour Retail Group" : `Client ${id}`;
      return ok({
        client: { __typename: "Client", id, name },
        clientBrand: { __typename: "ClientBrand", clientId: id, brandColour: "#a61f7d", logoUrl: null, brandName: name },
      });
    }),
    graphql.query("BiDashboard_Report", ({ variables }) => {
      record("BiDashboard_Report", variables);
      return ok({ biDashboard: options.biDashboard ?? null });
    }),
    graphql.query("ClientWorkOrderGrid_WorkOrders", ({ variables }) => {
      record("ClientWorkOrderGrid_WorkOrders", variables);
      return ok({ workOrders: (options.workOrders ?? defaultWorkOrders)(variables) });
    }),
    graphql.query("ContractorPortalLayout_Contractor", ({ variables }) => {
      record("ContractorPortalLayout_Contractor", variables);
      const id = Number(variables.id);
      return ok({
        contractor: { __typename: "Contractor", id, name: id === 1 ? "Apex Building Services" : `Contractor ${id}` },
        workOrderCounters: { ...(options.counters ?? COUNTERS) },
      });
    }),
    graphql.query("ContractorPortalWorkOrders_WorkOrders", ({ variables }) => {
      record("ContractorPortalWorkOrders_WorkOrders", variables);
      return ok({ workOrders: (options.workOrders ?? defaultWorkOrders)(variables) });
    }),
    graphql.query("ContractorWeeklyLog_OrderLog", ({ variables }) => {
      record("ContractorWeeklyLog_OrderLog", variables);
      const empty = {
        __typename: "ReportOrderPage",
        totalCount: 0,
        totalCountExact: true,
        page: variables.page,
        pageSize: variables.pageSize,
        nodes: [],
      };
      return ok({ orderLogReport: options.weeklyLog ? options.weeklyLog(variables) : empty });
    }),
    // the staff home
    graphql.query("DashboardPage_Dashboard", () => {
      record("DashboardPage_Dashboard", {});
      return ok({ dashboard: options.dashboard ?? DASHBOARD });
    }),
    graphql.query("LatestWorkOrdersGrid_WorkOrders", ({ variables }) => {
      record("LatestWorkOrdersGrid_WorkOrders", variables);
      const ids = variables.ids as number[];
      return ok({ recentWorkOrders: (options.recentWorkOrders ?? ((list: number[]) => list.map((id) => workOrder(id))))(ids) });
    }),
    graphql.query("SlaEscalationsGrid_WorkOrders", ({ variables }) => {
      record("SlaEscalationsGrid_WorkOrders", variables);
      const nodes = options.slaEscalations ?? [];
      return ok({ workOrders: workOrderPage(nodes, nodes.length, Number(variables.page), Number(variables.pageSize)) });
    }),
    graphql.query("ClientReportsPage_Reports", () => ok({ biReports: options.biReports ?? [] })),
    graphql.query("ClientReportViewPage_Report", ({ variables }) => {
      record("ClientReportViewPage_Report", variables);
      const report = (options.biReports ?? []).find((r) => (r as { id: number }).id === Number(variables.id));
      return report ? ok({ biReport: report }) : failed(gqlError("No data found!", "NOT_FOUND").errors);
    }),
    graphql.query("AccountDetailsForm_User", ({ variables }) => {
      const viewer = (options.me ?? ADMIN) as { user: { id: number; fullName: string } };
      const [firstName, lastName] = viewer.user.fullName.split(" ");
      return ok({
        user: {
          __typename: "User",
          id: Number(variables.id),
          firstName,
          lastName,
          fullName: viewer.user.fullName,
          email: null,
          mobile: null,
          phoneNumber: null,
          position: null,
        },
      });
    }),
    graphql.mutation("SessionRoot_SignOut", () => {
      record("SessionRoot_SignOut", {});
      return ok({ signOut: true });
    }),
  );
  return calls;
}

export { ok as okReply, failed as failedReply };

export function callsOf(calls: ApiCalls, name: string): Vars[] {
  return (calls[name] ?? []).map((c) => c.variables);
}
