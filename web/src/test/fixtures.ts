/** Data shaped like the API's answers, with __typename so the normalized cache stores it as it would */

export function fakeToken(expiresInSeconds = 900, claims: Record<string, unknown> = {}): string {
  const enc = (o: object) => Buffer.from(JSON.stringify(o)).toString("base64url");
  const exp = Math.floor(Date.now() / 1000) + expiresInSeconds;
  return `${enc({ alg: "EdDSA", typ: "JWT" })}.${enc({ sub: "1", exp, ...claims })}.signature`;
}

export type WorkOrderFixture = ReturnType<typeof workOrder>;

/** An order's SLA clocks (WorkOrder.slaClocks): response met, fix running with 2 h 05 min left */
export const SLA_CLOCKS = {
  __typename: "SlaClocks",
  response: {
    __typename: "SlaClock",
    state: "MET",
    target: "2026-10-20T05:42:00.000Z",
    minutesLeft: 30,
    pausedMinutes: 0,
    businessHoursOnly: false,
  },
  fix: {
    __typename: "SlaClock",
    state: "RUNNING",
    target: "2026-11-19T01:42:00.000Z",
    minutesLeft: 125,
    pausedMinutes: 0,
    businessHoursOnly: false,
  },
};

export function workOrder(id: number, over: Record<string, unknown> = {}) {
  return {
    __typename: "WorkOrder" as const,
    id,
    refNo: `WO${String(id).padStart(7, "0")}`,
    workOrderStatusId: 2,
    workOrderStatus: "Open",
    workOrderType: "Reactive",
    deadline: "NONE",
    requestedBy: `Requester ${id}`,
    clientName: `Client ${id}`,
    siteName: `Site ${id}`,
    siteCode: `S${id}`,
    site: { __typename: "Site", id: 100 + id, addressLine1: `${id} High Street`, addressLine2: null, city: "Chester", postCode: "CH1 1AA" },
    contact: { __typename: "User", id: 500 + id, fullName: `Contact ${id}` },
    contractorName: `Contractor ${id}`,
    tradeName: "Electrical",
    subTradeName: "Power",
    methodOfRequest: "Email",
    slaCode: "B",
    progressCode: null,
    clientRef: null,
    issue: `Issue ${id}`,
    details: `Details of work order ${id}`,
    accessTimes: "9-5",
    missingInfo: null,
    dateOpened: "2026-10-20T01:42:23.618Z",
    requestDate: null,
    dueDate: "2026-11-19T01:42:23.618Z",
    dateClosed: null,
    dateStatus: "2026-10-21T09:00:00.000Z",
    estimatedCost: "150.000",
    approvedCost: null,
    actualCost: null,
    callOutCost: null,
    supersededCostPrice: null,
    supersededReason: null,
    overBudget: false,
    valuationNumber: null,
    invoiceNo: null,
    invoiceDate: null,
    invoiceAmount: null,
    smsNumber: null,
    smsNotifications: false,
    sendNotifications: true,
    contractorEmailed: true,
    slaClocks: SLA_CLOCKS,
    ...over,
  };
}

export function workOrderPage(nodes: unknown[], totalCount: number, page = 1, pageSize = 20) {
  return { __typename: "WorkOrderPage", nodes, totalCount, totalCountExact: true, page, pageSize };
}

export const COUNTERS = {
  __typename: "WorkOrderCounters",
  requestAwaitingAResponse: 131,
  open: 45,
  awaitingQuote: 118,
  awaitingQuoteApproval: 91,
  awaitingCertificate: 93,
  awaitingCertAudit: 77,
  closed: 387,
  approved: 152,
  query: 51,
  completed: 240,
  submitted: 121,
  cancelled: 81,
  discarded: 83,
};

/** The Mondays (London midnight) of the 12 weeks to Monday 23 November 2026, across the end of summer time */
export const DASHBOARD_WEEKS = [
  "2026-09-06T23:00:00Z",
  "2026-09-13T23:00:00Z",
  "2026-09-20T23:00:00Z",
  "2026-09-27T23:00:00Z",
  "2026-10-04T23:00:00Z",
  "2026-10-11T23:00:00Z",
  "2026-10-18T23:00:00Z",
  "2026-10-26T00:00:00Z",
  "2026-11-02T00:00:00Z",
  "2026-11-09T00:00:00Z",
  "2026-11-16T00:00:00Z",
  "2026-11-23T00:00:00Z",
];

/** The staff dashboard: the four counters and 12 weeks, oldest first */
export const DASHBOARD = {
  __typename: "Dashboard",
  overdueWorkOrders: 37,
  overdueWorkOrderAverage: 12.345,
  workOrdersLoggedThisWeek: 14,
  workOrdersClosedThisWeek: 9,
  weeks: DASHBOARD_WEEKS.map((weekStart, i) => ({ __typename: "DashboardWeek", weekStart, logged: 10 + i, closed: 5 + (i % 4) })),
};

export type MeFixture = {
  kind: "ADMIN" | "STAFF" | "CLIENT" | "CONTRACTOR";
  authCode: string;
  permissions?: Array<{ name: string; level: string }>;
  fullName?: string;
  userId?: number;
  clientId?: number | null;
  contractorId?: number | null;
};

export function me({ kind, authCode, permissions = [], fullName = "Alex Morgan", userId = 1, clientId = null, contractorId = null }: MeFixture) {
  return {
    __typename: "Me",
    kind,
    authCode,
    clientId,
    contractorId,
    user: { __typename: "User", id: userId, fullName },
    department: null,
    permissions: permissions.map((p) => ({ __typename: "PermissionEntry", ...p })),
  };
}

export const ADMIN = me({ kind: "ADMIN", authCode: "A" });

/** The demo users of each kind (spec §6 matrix: Sales reads customers, contracts, keypersonnel, documents) */
export const SALES = me({
  kind: "STAFF",
  authCode: "S",
  fullName: "Olivia Bennett",
  userId: 2,
  permissions: ["customers", "contracts", "keypersonnel", "documents"]
    .map((name) => ({ name, level: "read" }))
    .concat({ name: "userProfile", level: "full" }),
});
export const CLIENT = me({
  kind: "CLIENT",
  authCode: "C",
  fullName: "Fiona Sinclair",
  userId: 10,
  clientId: 1,
  permissions: [
    { name: "userProfile", level: "full" },
    { name: "customerPortal", level: "read" },
  ],
});
export const CONTRACTOR = me({
  kind: "CONTRACTOR",
  authCode: "N",
  fullName: "Mark Stevens",
  userId: 11,
  contractorId: 1,
  permissions: [{ name: "userProfile", level: "full" }],
});

export function signedIn(accessToken = fakeToken(), rememberToken: string | null = null, authCode = "A", who: ReturnType<typeof me> = ADMIN) {
  const { kind, clientId, contractorId, permissions } = who;
  return {
    __typename: "SignedIn",
    accessToken,
    expiresAt: new Date(Date.now() + 900_000).toISOString(),
    rememberToken,
    me: { __typename: "Me", kind, authCode, clientId, contractorId, permissions },
  };
}
