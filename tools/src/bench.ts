/**
 * `npm run bench`: a million work orders, the whole stack, and the traffic of the list screens:
 * random pages 1 to 50 of all orders and of a random status tab under every sort column the grid
 * offers (both directions), searches for common words of the seeded issue texts in a tab and across
 * all statuses, the counters, a portal user's pages (the client portal's and the contractor portal's
 * dashboards, work-order pages and, for a contractor, its work-order popup), the largest GraphQL page the operation limits
 * admit, and a work order's cost counters and logs (five million log rows at a million orders). Each
 * case is measured for one user (requests one after another: p50, p95) and for 10 connections
 * (req/s, p50, p95); every request of a case draws its own page, direction, tab and word.
 *
 *   npm run bench                      (embedded PostgreSQL kept under .data/bench-postgres)
 *   DATABASE_URL=postgres://... npm run bench   (that server, database workorders_bench)
 *   BENCH_WORK_ORDERS=200000 BENCH_SECONDS=10 npm run bench
 *   BENCH_ONLY=search npm run bench    (only the cases whose name holds the text; several: "first page|documents")
 *   BENCH_ONLY="contractor portal" npm run bench   (the contractor portal's cases)
 */
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { z } from "zod";
import { COMPLIANCE_SITES, seedComplianceEstate } from "./bench-compliance";
import { createDatabase, databaseExists, databaseServer, DATA_DIR } from "./database";
import { generateKeys } from "./keys";
import { graphqlProblem, pct, rssMb, signIn as signInAt } from "./load";
import { prepareDatabase, startStack } from "./stack";
import { staffSaveInput, webOperation, type LoadedOrder } from "./web-operations";

const cfg = z
  .object({
    DATABASE_URL: z.string().url().optional(),
    BENCH_WORK_ORDERS: z.coerce.number().int().min(1000).default(1_000_000),
    /** seconds of each measurement (one user, then 10 connections) */
    BENCH_SECONDS: z.coerce.number().int().min(2).default(6),
    BENCH_CONNECTIONS: z.coerce.number().int().min(1).default(10),
    /** only the cases whose name holds this text (any case), or one of several separated by | */
    BENCH_ONLY: z.string().optional(),
    /** the database on that server (default workorders_bench) */
    BENCH_DATABASE: z
      .string()
      .regex(/^[a-z_][a-z0-9_]*$/)
      .default("workorders_bench"),
  })
  .parse(process.env);

interface Case {
  name: string;
  method: "GET" | "POST";
  path: string;
  /** the body of one request, drawn afresh for each; `connection` is state kept from this request to its answer */
  body?: (connection: Record<string, unknown>) => unknown;
  /** reads every answer of this case's (its JSON; null when it failed), e.g. to keep what the next request must send */
  answered?: (json: unknown, connection: Record<string, unknown>) => void;
  /** what the case reads before it runs (as the caller) */
  prepare?: (base: string, token: string) => Promise<void>;
  /** who calls: staff (the administrator) unless a portal user is named */
  as?: "contractor" | "client";
  /** the path of one request (with its query), drawn afresh for each, instead of `path` */
  pathOf?: () => string;
}

const pick = <T>(xs: readonly T[]): T => xs[Math.floor(Math.random() * xs.length)]!;
const anyPage = () => 1 + Math.floor(Math.random() * 50);

/** The sort columns of the work-order grid (web/src/modules/work-orders/columns.tsx), by their legacy names. */
const GRID_SORTS = [
  "Reference",
  "Requested",
  "Client",
  "DateOpened",
  "Site",
  "Issue",
  "Details",
  "ContractorName",
  "DueDate",
  "Status",
  "WorkOrderType",
  "SubTradeName",
  "EstimatedCost",
  "Trade",
  "SiteCode",
  "ClientRef",
  "SLACode",
];
/** The statuses of the list's 13 tabs. */
const TABS = [1, 2, 3, 4, 5, 13, 6, 10, 11, 7, 12, 9, 14];
/** Common words of the seeded issue texts (services/work-orders/src/seeders/demo.data.ts). */
const WORDS = ["leak", "toilet", "boiler", "lighting", "door", "water", "fire", "alarm", "kitchen", "ceiling", "extract", "lift", "glass"];
/** Two words that go together in those texts (the planner takes them as independent and underestimates). */
const PHRASES = ["hot water", "car park", "fire alarm", "emergency lighting", "staff kitchen"];

const tab = (id: number) => ({ logic: "and", filters: [{ field: "WorkOrderStatusId", operator: "eq", value: id }] });
const anyDirection = () => pick(["ASC", "DESC"]);

/**
 * Words as people search them: the texts of a sample of the seeded orders (read once the data is
 * ready), each a list of its words of three letters or more. A search takes one to three words of
 * one order's text, so a common word comes up as often as people type it and a search of several
 * words finds at least that order.
 */
const orderTexts: string[][] = [];
function searchWords(): string {
  const words = pick(orderTexts);
  const n = Math.min(words.length, 1 + Math.floor(Math.random() * 3));
  const start = Math.floor(Math.random() * (words.length - n + 1));
  return words.slice(start, start + n).join(" ");
}
/** A random tab, or (half the time) all orders. */
const anyTab = () => (Math.random() < 0.5 ? { filter: tab(pick(TABS)) } : {});
const grid = (name: string, body: () => unknown, as?: "contractor"): Case => ({ name, method: "POST", path: "/api/WorkOrders/main", body, as });

/** Words of the global search box: names of the demo's clients and sites, and words of the issue texts. */
const SEARCH_WORDS = ["leak", "boiler", "northgate", "manchester", "lighting", "door", "kitchen", "alarm"];

/** The sort columns of the pending PPM work orders (gateway/src/rest/ppm.routes.ts). */
const PENDING_SORTS = ["Reference", "Requested", "Client", "Site", "DateOpened", "DueDate", "Issue", "Details", "ContractorName", "SubTradeName"];

/** A random order of the seeded ones. */
/** The quotations grid's columns (portals §2.10), by their legacy sort names. */
const QUOTE_SORTS = ["Dated", "QuoteRef", "Contractor", "WorkOrderName", "Client", "AMPMQuoteRef", "Summary", "Status", "Total"];
const anyOrder = () => 1 + Math.floor(Math.random() * cfg.BENCH_WORK_ORDERS);
/** The quotes' distinct summaries (read from the database once the data is ready). */
const quoteSummaries: string[] = [];
/** One to three words in a row (3 letters or more) of a random quote's summary. */
function summaryWords(): string {
  const words = pick(quoteSummaries)
    .split(/[^\p{L}]+/u)
    .filter((w) => w.length >= 3);
  const n = Math.min(words.length, 1 + Math.floor(Math.random() * 3));
  const start = Math.floor(Math.random() * (words.length - n + 1));
  return words.slice(start, start + n).join(" ");
}

/**
 * What the work-order page asks for when it opens (web/src/modules/work-orders): the order itself,
 * its notes, answers, linked orders and audits, sent as one GraphQL request.
 */
const OPEN_WORK_ORDER = `query BenchOpenWorkOrder($id: Int!) {
  workOrder(id: $id) { id refNo version dateOpened dueDate responseDueDate clientId clientName siteId siteName contractorId contractorName
    workOrderStatusId workOrderStatus nextStatuses workOrderTypeId slaCode issue details estimatedCost approvedCost financialCode capitalCode }
  workOrderNotes(workOrderId: $id, pageSize: 20) { totalCount nodes { id note noteTime privateNote userName } }
  answers(workOrderId: $id) { id questionContent answerContent }
  linkedWorkOrders(workOrderId: $id) { totalCount nodes { id parentWorkOrderId childWorkOrderId workOrder { id refNo dateOpened progressCode
    contractorName subTradeName workOrderType workOrderStatus } } }
  workOrderAudits(workOrderId: $id, pageSize: 20) { totalCount nodes { id actionDate actionByName actionTaken } }
}`;

/** What the global search page (#/search_results/:query) asks for: clients, PPMs and the first page of work orders. */
const GLOBAL_SEARCH = `query BenchGlobalSearch($q: String!) {
  clients(search: $q, pageSize: 20) { totalCount nodes { id name } }
  ppms(search: $q, page: 1, pageSize: 20) { totalCount nodes { id refNo firstVisit clientName siteName contractorName subTradeName description ppmStatus } }
  workOrders(search: $q, page: 1, pageSize: 20) { totalCount nodes { id refNo clientName siteName issue workOrderStatus dateOpened } }
}`;

/**
 * The client portal (issue 21) as client2@example.com: client 2, which holds a quarter of the orders
 * (9 of the demo's 36 sites: 250,291 of a million, 27,348 of them PPM). Its dashboard sends one
 * operation: both grids (work orders without PPM, and PPM work orders; ten rows each) and the counters.
 */
const PORTAL_CLIENT_ID = 2;
const PORTAL_DASHBOARD = `query BenchClientPortalDashboard($clientId: Int!) {
  workOrders: workOrders(clientId: $clientId, ppm: false, page: 1, pageSize: 10) { totalCount nodes { id refNo dueDate siteName subTradeName } }
  ppms: workOrders(clientId: $clientId, ppm: true, page: 1, pageSize: 10) { totalCount nodes { id refNo siteName subTradeName } }
  workOrderCounters(clientId: $clientId) { requestAwaitingAResponse open awaitingQuote awaitingQuoteApproval closed completed }
}`;
/** The portal's work-order grid (portals §2.1 item 3): its sort columns, and what it shows of a row. */
const PORTAL_SORTS = ["REFERENCE", "DATE_OPENED", "SITE", "ISSUE", "CLIENT_REF", "SUB_TRADE", "STATUS"];
const PORTAL_PAGE = `query BenchClientPortalWorkOrders($clientId: Int!, $page: Int!, $search: String, $sort: [WorkOrderSortInput!]) {
  workOrders(clientId: $clientId, ppm: false, page: $page, pageSize: 20, search: $search, sort: $sort) {
    totalCount nodes { id refNo dateOpened dueDate siteName issue clientRef subTradeName workOrderStatus assetCode showCategory assetCategoryId }
  }
}`;
/** Several words a client types in its search box (contains-match on the listed fields). */
const PORTAL_SEARCHES = ["hot water", "fire alarm", "leak kitchen", "emergency lighting", "door staff", "boiler water", "car park lighting"];
const portal = (name: string, query: string, variables: () => Record<string, unknown>): Case => ({
  name: `client portal: ${name}`,
  method: "POST",
  path: "/graphql",
  as: "client",
  body: () => ({ query, variables: { clientId: PORTAL_CLIENT_ID, ...variables() } }),
});

/**
 * The contractor portal (issue 22) as contractor@example.com: contractor 1, which holds a twelfth of
 * the orders (the demo's 12 contractors share them evenly: 81,855 of a million). Its dashboard
 * sends one operation: the orders requiring action (Open, Awaiting Quote), the upcoming PPM visits
 * (Open PPM orders, soonest due first; ten rows each) and the open-requests counter. Its work-orders
 * page pages and sorts its own orders; its popup opens an order with everything it shows.
 */
const PORTAL_CONTRACTOR_ID = 1;
const CONTRACTOR_ROW = "id refNo dateOpened dueDate clientName siteName issue workOrderStatus";
const CONTRACTOR_DASHBOARD = `query BenchContractorPortalDashboard($contractorId: Int!) {
  action: workOrders(contractorId: $contractorId, statuses: [2, 3], page: 1, pageSize: 10) { totalCount nodes { ${CONTRACTOR_ROW} } }
  ppm: workOrders(contractorId: $contractorId, ppm: true, statuses: [2], page: 1, pageSize: 10, sort: [{ field: DUE_DATE, direction: ASC }]) {
    totalCount nodes { ${CONTRACTOR_ROW} }
  }
  workOrderCounters(contractorId: $contractorId) { requestAwaitingAResponse open awaitingQuote }
}`;
/** The contractor's work-order grid: its sort columns, a page of its orders (all statuses, or one). */
const CONTRACTOR_SORTS = ["REFERENCE", "DATE_OPENED", "DUE_DATE", "CLIENT", "SITE", "ISSUE", "STATUS"];
const CONTRACTOR_PAGE = `query BenchContractorPortalWorkOrders($contractorId: Int!, $page: Int!, $status: Int, $sort: [WorkOrderSortInput!]) {
  workOrders(contractorId: $contractorId, status: $status, page: $page, pageSize: 20, sort: $sort) {
    totalCount nodes { ${CONTRACTOR_ROW} subTradeName progressCode missingInfo }
  }
}`;
/** What the contractor's work-order popup reads when it opens: the order with its flags, answers, notes, documents, quotes, logs and counters. */
const CONTRACTOR_POPUP = `query BenchContractorPortalPopup($id: Int!) {
  workOrder(id: $id) {
    id refNo version workOrderStatusId workOrderStatus workOrderTypeId clientName siteId siteName accessTimes contactName issue details
    dueDate dateOpened progressCodeId progressCode assetId assetCode actualCost missingInfo
    viewerCan { edit addNote attach quote logTime complete submitCosts amendCosts whyNot { action reason } }
    quotes { id quoteRef billingDate summary billingStatusId billingStatus totalAmountExTax viewerCan { edit send delete } }
    costCounters { timeEntries materialEntries totalHours totalHoursCost totalAddCost callOutCharge loggedTotal mayLog }
  }
  answers(workOrderId: $id) { id questionContent answerContent }
  workOrderNotes(workOrderId: $id, pageSize: 20) { totalCount nodes { id note noteTime userName } }
  documents(entityName: WorkOrder, entityId: $id) { totalCount nodes { id originalFilename documentTypeId certDate dateUploaded viewerCan { edit } } }
  logTimes(workOrderId: $id, pageSize: 20) { totalCount nodes { id workDate timeFrom timeTo numberOfEngineers manHours costhours callOutCharge } }
  logMaterials(workOrderId: $id, pageSize: 20) { totalCount nodes { id description costPerItem quantity totalCost materialType } }
}`;
/** A sample of the contractor's own orders (read from the database once the data is ready): the popup opens one of them. */
const contractorOrders: number[] = [];
const contractor = (name: string, query: string, variables: () => Record<string, unknown>): Case => ({
  name: `contractor portal: ${name}`,
  method: "POST",
  path: "/graphql",
  as: "contractor",
  body: () => ({ query, variables: { contractorId: PORTAL_CONTRACTOR_ID, ...variables() } }),
});

const CASES: Case[] = [
  contractor("dashboard (requiring action, upcoming PPM and the counter)", CONTRACTOR_DASHBOARD, () => ({})),
  ...CONTRACTOR_SORTS.map((field) =>
    contractor(`work orders by ${field}`, CONTRACTOR_PAGE, () => ({ page: anyPage(), sort: [{ field, direction: pick(["ASC", "DESC"]) }] })),
  ),
  contractor("work orders of a status, any page and column", CONTRACTOR_PAGE, () => ({
    page: anyPage(),
    status: pick([2, 3, 4, 7, 12]),
    sort: [{ field: pick(CONTRACTOR_SORTS), direction: pick(["ASC", "DESC"]) }],
  })),
  contractor("open a work order (order, notes, documents, quotes, logs, counters)", CONTRACTOR_POPUP, () => ({ id: pick(contractorOrders) })),
  portal("dashboard (both grids and counters)", PORTAL_DASHBOARD, () => ({})),
  ...PORTAL_SORTS.map((field) =>
    portal(`work orders by ${field}`, PORTAL_PAGE, () => ({ page: anyPage(), sort: [{ field, direction: pick(["ASC", "DESC"]) }] })),
  ),
  portal("work orders, searching words", PORTAL_PAGE, () => ({ page: 1, search: pick(PORTAL_SEARCHES) })),
  ...GRID_SORTS.flatMap((col) => [
    grid(`all orders by ${col}`, () => ({ page: anyPage(), pageSize: 20, sort: `${col}_${pick(["ASC", "DESC"])}` })),
    grid(`a tab by ${col}`, () => ({ page: anyPage(), pageSize: 20, sort: `${col}_${pick(["ASC", "DESC"])}`, filter: tab(pick(TABS)) })),
  ]),
  // the first page a tab opens on (its total from the counters), and the same searching (its total counted): what a count costs the common page
  grid("first page of a tab", () => ({ page: 1, pageSize: 20, filter: tab(pick(TABS)) })),
  grid("first page of a tab, searching a word", () => ({ page: 1, pageSize: 20, search: pick(WORDS), filter: tab(pick(TABS)) })),
  grid("first page of all orders, searching a word", () => ({ page: 1, pageSize: 20, search: pick(WORDS) })),
  grid("search a word, all statuses", () => ({ page: anyPage(), pageSize: 20, search: pick(WORDS) })),
  grid("search a word, a tab", () => ({ page: anyPage(), pageSize: 20, search: pick(WORDS), filter: tab(pick(TABS)) })),
  grid("search two words, all statuses", () => ({ page: anyPage(), pageSize: 20, search: pick(PHRASES) })),
  grid("search a word, all statuses, by any column", () => ({
    page: anyPage(),
    pageSize: 20,
    search: pick(WORDS),
    sort: `${pick(GRID_SORTS)}_${pick(["ASC", "DESC"])}`,
  })),
  // as users load the list (issue 24): a mix of plain pages and searches of one to three words of the data, any tab or all,
  // any sort column and direction, any page 1-50; and the same always searching
  grid("realistic mix: pages and 1-3 word searches, any tab, sort and page", () => ({
    page: anyPage(),
    pageSize: 20,
    sort: `${pick(GRID_SORTS)}_${anyDirection()}`,
    ...anyTab(),
    ...(Math.random() < 0.5 ? { search: searchWords() } : {}),
  })),
  grid("every search: 1-3 words, any tab or all, any sort and page", () => ({
    page: anyPage(),
    pageSize: 20,
    sort: `${pick(GRID_SORTS)}_${anyDirection()}`,
    ...anyTab(),
    search: searchWords(),
  })),
  { name: "counters", method: "GET", path: "/api/WorkOrders/Counters" },
  // the dashboard: its four counters and the last 12 weeks (GET /api/Dashboard)
  { name: "dashboard", method: "GET", path: "/api/Dashboard" },
  {
    name: "open a work order (model, notes, answers, linked, audits)",
    method: "POST",
    path: "/graphql",
    body: () => ({ query: OPEN_WORK_ORDER, variables: { id: anyOrder() } }),
  },
  {
    name: "global search (clients, PPMs and work orders)",
    method: "POST",
    path: "/graphql",
    body: () => ({ query: GLOBAL_SEARCH, variables: { q: pick(SEARCH_WORDS) } }),
  },
  // a portal user: its own orders only, and only the fields its kind may read
  grid("contractor's pages", () => ({ page: anyPage(), pageSize: 20 }), "contractor"),
  // the request screen's contractor choice for a random order (GET /api/WorkOrders/Contractors)
  {
    name: "matching contractors for an order",
    method: "GET",
    path: "/api/WorkOrders/Contractors",
    pathOf: () => `/api/WorkOrders/Contractors?woid=${1 + Math.floor(Math.random() * cfg.BENCH_WORK_ORDERS)}`,
  },
  // the PPM work orders tab (POST /api/WorkOrders/ppms): a random page of the pending PPM orders, by any column
  {
    name: "pending PPM work orders, any page and column",
    method: "POST",
    path: "/api/WorkOrders/ppms",
    body: () => ({
      page: anyPage(),
      pageSize: 20,
      workOrderTypeId: 3,
      workOrderStatusId: 8,
      sort: `${pick(PENDING_SORTS)}_${pick(["ASC", "DESC"])}`,
    }),
  },
  // a random order's documents (its documents tab; GET /api/Documents)
  {
    name: "documents of a work order",
    method: "GET",
    path: "/api/Documents",
    pathOf: () => `/api/Documents?entityName=WorkOrder&entityId=${anyOrder()}&page=1&pageSize=500`,
  },
  // a random order's cost counters (its costs tab and quick view; GET /api/WorkOrders/CostCounters): one look-up by key
  // whatever the number of logs (five million at a million orders)
  {
    name: "cost counters of a work order",
    method: "GET",
    path: "/api/WorkOrders/CostCounters",
    pathOf: () => `/api/WorkOrders/CostCounters?workOrderId=${anyOrder()}`,
  },
  // a random order's logged time and materials grids (GET /api/LogTimes, /api/LogMaterials)
  {
    name: "logged time of a work order",
    method: "GET",
    path: "/api/LogTimes",
    pathOf: () => `/api/LogTimes?workOrderId=${anyOrder()}&page=1&pageSize=20`,
  },
  {
    name: "logged materials of a work order",
    method: "GET",
    path: "/api/LogMaterials",
    pathOf: () => `/api/LogMaterials?workOrderId=${anyOrder()}&page=1&pageSize=20`,
  },
  // the quotations grid (#/quotations, GET /api/Billings): a random page by any column, in either
  // direction, a third of the time searching a common word of the quotes' summaries
  {
    name: "quotations grid, any page, column and search",
    method: "GET",
    path: "/api/Billings",
    pathOf: () =>
      `/api/Billings?page=${anyPage()}&pageSize=20&sort=${pick(QUOTE_SORTS)}_${pick(["ASC", "DESC"])}` +
      (Math.random() < 1 / 3 ? `&search=${pick(WORDS)}` : ""),
  },
  // the same grid searching: one to three words in a row of a quote's summary (read from the data),
  // any column, either direction, page 1-50, so that a search is measured apart from paging
  {
    name: "quotations grid, searching words, any column",
    method: "GET",
    path: "/api/Billings",
    pathOf: () =>
      `/api/Billings?page=${anyPage()}&pageSize=20&sort=${pick(QUOTE_SORTS)}_${pick(["ASC", "DESC"])}` +
      `&search=${encodeURIComponent(summaryWords())}`,
  },
  // the work-order PDF of a random order, rendered and streamed (GET /api/pdf/workorderpdf/{id}); the
  // batch figure without HTTP: npm run bench:pdf (tools/src/pdf-batch.ts)
  { name: "work-order PDF", method: "GET", path: "/api/pdf/workorderpdf/1", pathOf: () => `/api/pdf/workorderpdf/${anyOrder()}` },
  // the largest page the limits admit, with the references of each row (cost 7,001 of 10,000)
  {
    name: "GraphQL: 1,000 rows with references",
    method: "POST",
    path: "/graphql",
    body: () => ({
      query: `{ workOrders(status: 2, pageSize: 1000) { totalCount nodes { id refNo dueDate client { name } site { name postCode } contractor { name } trade { name } subTrade { name } contact { fullName } } } }`,
    }),
  },
];

/**
 * The compliance register (issue 27) of "Bench Estates", 20,000 sites (bench-compliance.ts), as the
 * staff matrix reads it: any page of 20 sites by any sort column in either direction, a third of the
 * time searching (a postcode area or a word of the site names), a third filtered by a status (half of
 * those in a region too), each site with every cell's status.
 */
let complianceClientId = 0;
const COMPLIANCE_SORTS = ["SITE_NAME", "SITE_CODE", "POST_CODE", "ID"];
const COMPLIANCE_SEARCHES = ["SW", "Riverside", "Harbour House", "Market", "NE1", "Castle"];
const COMPLIANCE_STATUSES = ["IN_DATE", "DUE_SOON", "OVERDUE", "MISSING"];
const COMPLIANCE_REGIONS = ["SW", "M", "LS", "NE", "B", "EH"];
const COMPLIANCE_PAGE = `query BenchComplianceRegister($clientId: Int!, $page: Int!, $search: String, $sort: [ComplianceSiteSort!],
  $region: String, $status: [ComplianceStatus!]) {
  complianceRegister(clientId: $clientId, page: $page, pageSize: 20, search: $search, sort: $sort, region: $region, status: $status) {
    totalCount nodes { id name siteCode postCode ownSet cells { complianceTypeId status certDate expiresOn documentId } }
  }
}`;
/** A page of the register filtered by a status (half the time in a region too): the filter the target is about. */
const complianceByStatus = () => {
  const region = Math.random() < 0.5 ? pick(COMPLIANCE_REGIONS) : undefined;
  return {
    query: COMPLIANCE_PAGE,
    variables: {
      clientId: complianceClientId,
      page: 1 + Math.floor(Math.random() * (region ? 3 : 25)),
      status: [pick(COMPLIANCE_STATUSES)],
      region,
      sort: [{ field: pick(COMPLIANCE_SORTS), direction: pick(["ASC", "DESC"]) }],
    },
  };
};
CASES.push({
  name: "compliance register by status, any page and column, half in a region (20,000 sites)",
  method: "POST",
  path: "/graphql",
  body: complianceByStatus,
});
CASES.push({
  name: "compliance register, any page, column, search, status and region (20,000 sites)",
  method: "POST",
  path: "/graphql",
  body: () => {
    // a third of the time a search, a third a status (and then half the time a region too), else any page of all
    const r = Math.random();
    const search = r < 1 / 3 ? pick(COMPLIANCE_SEARCHES) : undefined;
    const status = r >= 1 / 3 && r < 2 / 3 ? [pick(COMPLIANCE_STATUSES)] : undefined;
    const region = status && Math.random() < 0.5 ? pick(COMPLIANCE_REGIONS) : undefined;
    return {
      query: COMPLIANCE_PAGE,
      variables: {
        clientId: complianceClientId,
        page: 1 + Math.floor(Math.random() * (search || status ? 5 : COMPLIANCE_SITES / 20)),
        search,
        status,
        region,
        sort: [{ field: pick(COMPLIANCE_SORTS), direction: pick(["ASC", "DESC"]) }],
      },
    };
  },
});

/**
 * What the SLA Clocks column costs the staff grid (issue 27: "no more than 10% to a grid page's p95"):
 * the web's own grid operation (WorkOrderGrid_WorkOrders, which selects the clocks) and the same
 * without them, on the same draws: the Open tab or all orders, any page 1-50, any sort column.
 */
const GRID_FIELDS = ["REFERENCE", "DATE_OPENED", "DUE_DATE", "CLIENT", "SITE", "ISSUE", "STATUS"];
const gridVariables = () => ({
  status: Math.random() < 0.5 ? 2 : null,
  page: anyPage(),
  pageSize: 20,
  sort: [{ field: pick(GRID_FIELDS), direction: pick(["ASC", "DESC"]) }],
});
/** The grid's operation without its one fragment (the clocks): the query alone, the spread taken out. */
const withoutClocks = (text: string) => text.split(/\n\s*fragment /)[0]!.replace(/\s*\.\.\.SlaClocks_WorkOrder/, "");
for (const clocks of [false, true])
  CASES.push({
    name: `staff grid (GraphQL), a tab or all, any page and column, ${clocks ? "with" : "without"} the SLA clocks`,
    method: "POST",
    path: "/graphql",
    body: () => {
      const text = webOperation("WorkOrderGrid_WorkOrders");
      return { query: clocks ? text : withoutClocks(text), variables: gridVariables() };
    },
  });

/**
 * The dashboard's SLA escalations panel (issue 27: the web's own SlaEscalationsGrid_WorkOrders, which
 * the dashboard asks on every load): any of its first five pages of ten by any of its sort columns, a fifth of the
 * time searching. At a million orders it has something to list only once the escalation job has run
 * (README "SLA escalation"; the bench stack runs with SLA_ESCALATION_CRON=off).
 */
CASES.push({
  name: "dashboard SLA escalations panel, any of its first pages and columns",
  method: "POST",
  path: "/graphql",
  body: () => ({
    query: webOperation("SlaEscalationsGrid_WorkOrders"),
    variables: {
      page: 1 + Math.floor(Math.random() * 5),
      pageSize: 10,
      search: Math.random() < 0.2 ? pick(["boiler", "leak", "light"]) : null,
      sort: [{ field: pick(["DUE_DATE", "REFERENCE", "CLIENT", "SITE", "STATUS"]), direction: pick(["ASC", "DESC"]) }],
    },
  }),
});

/** Orders of the Open tab that the save case rewrites, with the client and site a save names. */
const savedOrderIds: number[] = [];
/** the orders the save case rewrites, as the editor loaded them (StaffWorkOrder_Load), each with the version its last save answered */
const savedOrders: LoadedOrder[] = [];
/** the orders a save is in flight for: no two connections save one order at once (a race is refused STALE, which counts as a failure) */
const savingNow = new Set<number>();
// what a write costs (issue 24: the indexes that make reading fast must keep saving cheap): a staff save of a random
// open order's details (a new text: its words and the indexes that hold them change), through GraphQL as the web app saves
CASES.push({
  name: "save a work order (its details)",
  method: "POST",
  path: "/graphql",
  // each connection saves its own share of the orders, so that no two connections race for one (a
  // race is refused STALE, and every refusal counts as a failure), and sends the version its last save answered
  prepare: async (base, token) => {
    if (savedOrders.length) return;
    const query = webOperation("StaffWorkOrder_Load");
    for (const id of savedOrderIds.slice(0, 160)) {
      const res = await fetch(`${base}/graphql`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: JSON.stringify({ query, variables: { id } }),
      });
      const answer = (await res.json()) as { data?: { workOrder?: LoadedOrder } };
      if (answer.data?.workOrder) savedOrders.push(answer.data.workOrder);
    }
  },
  // the editor's save (every field it sends, its details changed: a new text, so its words and the indexes
  // that hold them change) of an order no other connection is saving, with the version its last save answered
  body: (connection) => {
    const free = savedOrders.filter((x) => !savingNow.has(x.id));
    const o = pick(free.length ? free : savedOrders);
    savingNow.add(o.id);
    connection.saving = o;
    return {
      query: webOperation("WorkOrderActions_Save"),
      variables: { input: staffSaveInput(o, `Checked on site ${searchWords()} ${Math.random().toString(36).slice(2, 8)}`) },
    };
  },
  answered: (json, connection) => {
    const o = connection.saving as LoadedOrder | undefined;
    if (!o) return;
    savingNow.delete(o.id);
    const saved = (json as { data?: { saveWorkOrder?: { workOrder?: { version: number } | null } } } | null)?.data?.saveWorkOrder?.workOrder;
    if (saved && saved.version > o.version) o.version = saved.version;
  },
});

/**
 * One-off operations, each timed once after the traffic cases (BENCH_ONLY selects them by name too):
 * what a person starts and waits for, an import or a whole export, rather than pages per second.
 */
interface TimedCase {
  name: string;
  run: (base: string, token: string, db: pg.Client) => Promise<Record<string, unknown>>;
}

const TIMED: TimedCase[] = [
  // every combination a person can reach on the work-order grid, one request each, one after another (no other load):
  // all orders and each tab (the legacy filter) x every sort column x both directions, on page 1, on a random page 1-50,
  // and searching 1-3 words of the data on a random page; the slowest combinations are named
  {
    name: "matrix: every tab x sort column x direction, plain and searching (one user)",
    run: async (base, token) => {
      const headers = { authorization: `Bearer ${token}`, "content-type": "application/json" };
      const times: { combo: string; ms: number }[] = [];
      for (const status of [null, ...TABS])
        for (const col of GRID_SORTS)
          for (const dir of ["ASC", "DESC"])
            for (const variant of ["page 1", "any page", "searching"] as const) {
              const search = variant === "searching" ? searchWords() : undefined;
              const page = variant === "page 1" ? 1 : anyPage();
              const body = { page, pageSize: 20, sort: `${col}_${dir}`, ...(status ? { filter: tab(status) } : {}), ...(search ? { search } : {}) };
              const started = performance.now();
              const res = await fetch(`${base}/api/WorkOrders/main`, { method: "POST", headers, body: JSON.stringify(body) });
              await res.arrayBuffer();
              const ms = performance.now() - started;
              if (res.status !== 200) throw new Error(`matrix: ${res.status} for ${JSON.stringify(body)}`);
              times.push({ combo: `${status ? `tab ${status}` : "all"} ${col} ${dir} page ${page}${search ? ` "${search}"` : ""}`, ms });
              if (times.length % 100 === 0) process.stdout.write(`matrix: ${times.length} requests\n`);
            }
      const sorted = times.map((t) => t.ms).sort((a, b) => a - b);
      const slowest = [...times].sort((a, b) => b.ms - a.ms).slice(0, 8);
      return {
        case: "matrix: every tab x sort column x direction x (page 1, any page, searching), one user",
        requests: times.length,
        p50: +pct(sorted, 50).toFixed(1),
        p95: +pct(sorted, 95).toFixed(1),
        p99: +pct(sorted, 99).toFixed(1),
        max: +sorted[sorted.length - 1]!.toFixed(1),
        "over 100 ms": sorted.filter((ms) => ms > 100).length,
        slowest: slowest.map((t) => `${t.combo}: ${Math.round(t.ms)} ms`).join("; "),
      };
    },
  },
  // the finances' invoice import (docs/finances.md; issue 23: 10,000 rows within 20 s), through its legacy upload page:
  // 10,000 orders spread over the table, each given an invoice (the same ones each run, so a run rewrites them)
  {
    name: "finance: import 10,000 invoices (POST /Services/ImportInvoices.aspx)",
    run: async (base, token, db) => {
      const { rows } = await db.query<{ id: number }>(
        "select id from work_orders.work_order where work_order_status_id not in (1, 8, 9, 14) and id % 80 = 0 order by id limit 10000",
      );
      const lines = ["WorkOrder,InvoiceNo,InvoiceDate,InvoiceAmount,ValuationNo"];
      for (const [i, r] of rows.entries())
        lines.push(`WO${String(r.id).padStart(7, "0")},BENCH-${i + 1},15/01/2026,${(100 + (i % 900) + 0.25).toFixed(2)},VAL-BENCH`);
      const form = new FormData();
      form.append("file", new Blob([lines.join("\n")], { type: "text/csv" }), "invoices.csv");
      const started = performance.now();
      const res = await fetch(`${base}/Services/ImportInvoices.aspx`, { method: "POST", headers: { authorization: `Bearer ${token}` }, body: form });
      const body = (await res.json()) as { Updated?: number; Message?: string };
      const ms = performance.now() - started;
      if (res.status !== 200 || body.Updated !== rows.length) throw new Error(`invoice import: ${res.status} ${JSON.stringify(body).slice(0, 500)}`);
      return { case: "finance: import 10,000 invoices", rows: rows.length, seconds: +(ms / 1000).toFixed(2), "within 20 s": ms <= 20_000 };
    },
  },
  // the closed work-order export of the last ~100,000 closed orders (whole London days), streamed through the gateway (the shared list export)
  {
    name: "finance: closed work-order export (~100,000 rows)",
    run: async (base, token, db) => {
      const { rows } = await db.query<{ from: string; to: string }>(
        `select min(d)::text as from, max(d)::text as to from (
           select (date_closed at time zone 'Europe/London')::date as d from work_orders.work_order
            where date_closed is not null order by date_closed desc limit 100000) x`,
      );
      const { from, to } = rows[0]!;
      const { rows: counted } = await db.query<{ n: number }>(
        `select count(*)::int as n from work_orders.work_order
          where date_closed >= ($1::date)::timestamp at time zone 'Europe/London' and date_closed < ($2::date + 1)::timestamp at time zone 'Europe/London'`,
        [from, to],
      );
      const started = performance.now();
      const res = await fetch(`${base}/Services/ClosedWorkOrders.aspx?dateFrom=${from}&dateTo=${to}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const bytes = (await res.arrayBuffer()).byteLength;
      const ms = performance.now() - started;
      if (res.status !== 200) throw new Error(`closed work-order export: ${res.status}`);
      return {
        case: `finance: closed work-order export ${from} to ${to}`,
        rows: counted[0]!.n,
        MB: +(bytes / 1e6).toFixed(1),
        seconds: +(ms / 1000).toFixed(2),
      };
    },
  },
];

/**
 * The reports (issue 23): a page of the order log, the query report and the valuation report under
 * random filters (dates: a week, a month, a year or none, ending on a random day of the seeded two
 * years; a client a third of the time) and any sort column of their grids, both directions, pages 1 to 50.
 */
const REPORT_SORTS: Record<string, string[]> = {
  WeeklyLogs: [
    "OrderNumber",
    "SiteCode",
    "SiteName",
    "Name",
    "Instructions",
    "Description",
    "WOType",
    "Trade",
    "SubTrade",
    "LoggedDate",
    "DateClosed",
    "Contractor",
    "EstimatedCost",
    "SubmittedCost",
    "ApprovedCost",
    "ValNum",
  ],
  QueryReport: [
    "OrderNumber",
    "SiteCode",
    "SiteName",
    "Name",
    "Instructions",
    "QueryReason",
    "WOType",
    "Trade",
    "SubTrade",
    "LoggedDate",
    "DateClosed",
    "Contractor",
    "EstimatedCost",
    "SubmittedCost",
    "ApprovedCost",
    "ValNum",
  ],
  Validation: [
    "SiteCode",
    "ExpenseCode",
    "AssetNumber",
    "AssetCode",
    "OrderNumber",
    "Description",
    "Contractor",
    "NetValue",
    "AccrualValue",
    "InvoiceNo",
    "InvoiceDate",
    "MethodOfReporting",
    "ContractorShortName",
    "Trade",
    "SubTrade",
    "DueDate",
  ],
};
const DAY_MS = 86_400_000;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** A random date range: a week, a month, a year or none, ending within the seeded two years. */
function reportRange(): string {
  const span = pick([7, 30, 365, 0]);
  if (!span) return "";
  const end = Date.now() - Math.floor(Math.random() * 700) * DAY_MS;
  return `&dateFrom=${day(end - (span - 1) * DAY_MS)}&dateTo=${day(end)}`;
}
const report = (page: keyof typeof REPORT_SORTS, clients: boolean): Case => ({
  name: `report: ${page}, any filter, page and column`,
  method: "GET",
  path: `/api/Reports/${page}`,
  pathOf: () =>
    `/api/Reports/${page}?page=${anyPage()}&pageSize=20&sort=${pick(REPORT_SORTS[page]!)}_${pick(["asc", "desc"])}${reportRange()}` +
    (clients && Math.random() < 1 / 3 ? `&clientid=${1 + Math.floor(Math.random() * 4)}` : ""),
});
CASES.push(report("WeeklyLogs", true), report("QueryReport", true), report("Validation", false));

/**
 * The SLA attainment report (issue 27: "the attainment report for a month ≤ 1 s"): one calendar month,
 * drawn among the last 24 full months (the seeded two years), grouped by client, contractor or sub-trade,
 * both clocks (docs/sla.md, Attainment).
 */
function anyFullMonth(): { from: string; to: string } {
  const now = new Date();
  const back = 1 + Math.floor(Math.random() * 24);
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0));
  return { from: day(first.getTime()), to: day(last.getTime()) };
}
const SLA_ATTAINMENT = `query BenchSlaAttainment($from: LocalDate!, $to: LocalDate!, $groupBy: SlaAttainmentGroupBy!) {
  slaAttainment(from: $from, to: $to, groupBy: $groupBy) {
    rows { groupId groupName orders responseMet responseBreached fixMet fixBreached attainmentPercent pausedMinutes averagePausedMinutes }
    total { orders responseMet responseBreached fixMet fixBreached attainmentPercent pausedMinutes }
  }
}`;
for (const groupBy of ["CLIENT", "CONTRACTOR", "SUB_TRADE"])
  CASES.push({
    name: `SLA attainment for a month (a million orders), by ${groupBy.toLowerCase().replace("_", "-")}`,
    method: "POST",
    path: "/graphql",
    body: () => ({ query: SLA_ATTAINMENT, variables: { ...anyFullMonth(), groupBy } }),
  });

/** Runs a case for `seconds` on `connections` connections; each request draws its own body. */
async function run(base: string, token: string, c: Case, seconds: number, connections: number) {
  const headers = { authorization: `Bearer ${token}`, "content-type": "application/json" };
  const times: number[] = [];
  // a 2xx answer can still be a failure: GraphQL errors, or a payload's refusal (graphqlProblem)
  let refused = 0;
  let firstProblem: string | undefined;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${base}${c.path}`,
        connections,
        duration: seconds,
        requests: [
          {
            method: c.method,
            path: c.path,
            headers,
            setupRequest: (req, context) => ({
              ...req,
              ...(c.pathOf ? { path: c.pathOf() } : {}),
              ...(c.body ? { body: JSON.stringify(c.body(context as Record<string, unknown>)) } : {}),
            }),
            onResponse: (status, body, context) => {
              const json = status >= 200 && status <= 299 && body.startsWith("{") ? (JSON.parse(body) as unknown) : null;
              const problem = graphqlProblem(json);
              if (problem) {
                refused++;
                firstProblem ??= problem;
              }
              c.answered?.(problem ? null : json, context as Record<string, unknown>);
            },
          },
        ],
      },
      (err, res) => (err ? reject(err) : resolve(res)),
    );
    instance.on("response", (_c: unknown, _status: number, _bytes: number, ms: number) => times.push(ms));
  });
  times.sort((a, b) => a - b);
  if (firstProblem) process.stdout.write(`${c.name}: ${refused} answers refused or with errors, the first: ${firstProblem}\n`);
  return { times, requests: result.requests.total, failed: result.non2xx + result.errors + result.timeouts + refused };
}

async function measure(base: string, token: string, c: Case, seconds: number, connections: number) {
  // a call that fails fast would measure well: each case must answer properly first
  const headers = { authorization: `Bearer ${token}`, "content-type": "application/json" };
  await c.prepare?.(base, token);
  const connection = {};
  const body = c.body ? JSON.stringify(c.body(connection)) : undefined;
  const probe = await fetch(`${base}${c.pathOf ? c.pathOf() : c.path}`, { method: c.method, headers, body });
  // a file (the work-order PDF) is read through; JSON answers are checked for errors
  const answer = (/json/.test(probe.headers.get("content-type") ?? "") ? await probe.json() : (await probe.arrayBuffer(), {})) as {
    errors?: { message: string }[];
  };
  const problem = graphqlProblem(answer);
  if (!probe.ok || problem) throw new Error(`${c.name}: ${probe.status} ${problem ?? JSON.stringify(answer).slice(0, 500)}`);
  c.answered?.(answer, connection);
  await run(base, token, c, 2, connections); // warm up: plans, caches, connections
  const one = await run(base, token, c, seconds, 1);
  const many = await run(base, token, c, seconds, connections);
  const ms = (v: number) => +v.toFixed(1);
  return {
    case: c.name,
    "1 user p50": ms(pct(one.times, 50)),
    "1 user p95": ms(pct(one.times, 95)),
    [`${connections} conn req/s`]: Math.round(many.requests / seconds),
    [`${connections} conn p50`]: ms(pct(many.times, 50)),
    [`${connections} conn p95`]: ms(pct(many.times, 95)),
    [`${connections} conn p99`]: ms(pct(many.times, 99)),
    failed: one.failed + many.failed,
  };
}

/**
 * GET /Services/WeeklyOrderLog.aspx over the first dates holding about 100,000 orders: the whole
 * file read through, its time, and the work-orders process's resident memory at its peak (sampled
 * every 50 ms) above what it was before.
 */
async function measureExport(stack: { gatewayUrl: string; pids: Record<string, number | undefined> }, token: string, url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const [range] = (
    await client.query<{ from: string; to: string; n: number }>(
      `select min(d)::text as from, max(d)::text as to, max(k)::int as n from (
         select (date_opened at time zone 'Europe/London')::date as d, row_number() over (order by date_opened) as k from work_orders.work_order
       ) x where k <= 100000`,
    )
  ).rows;
  await client.end();
  const pid = stack.pids["work-orders"];
  const before = rssMb(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 50);
  const started = Date.now();
  const res = await fetch(`${stack.gatewayUrl}/Services/WeeklyOrderLog.aspx?dateFrom=${range!.from}&dateTo=${range!.to}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const bytes = (await res.arrayBuffer()).byteLength;
  const seconds = (Date.now() - started) / 1000;
  clearInterval(sampler);
  if (!res.ok) throw new Error(`report export: ${res.status}`);
  return {
    case: `report export: order log ${range!.from} to ${range!.to} (about ${range!.n.toLocaleString("en-GB")} rows)`,
    seconds: +seconds.toFixed(1),
    "MB written": +(bytes / 1e6).toFixed(1),
    "work-orders RSS growth MB": Math.round(peak - before),
  };
}

async function main() {
  const log = (l: string) => process.stdout.write(`${l}\n`);
  const quiet = (l: string) => /"level":"error"|failed/.test(l) && log(l);
  const db = await databaseServer({ databaseUrl: cfg.DATABASE_URL, dataDir: path.join(DATA_DIR, "bench-postgres"), log });
  let stack: Awaited<ReturnType<typeof startStack>> | null = null;
  try {
    const name = cfg.BENCH_DATABASE;
    if (!(await databaseExists(db.adminUrl, name))) await createDatabase(db.adminUrl, name);
    const url = db.urlFor(name);
    log(`seeding up to ${cfg.BENCH_WORK_ORDERS.toLocaleString("en-GB")} work orders (set-based; minutes the first time, nothing after)…`);
    const seeded = Date.now();
    await prepareDatabase({
      databaseUrl: url,
      seed: { workOrders: cfg.BENCH_WORK_ORDERS },
      log: (l) => /seeded|migrated|failed|error/.test(l) && log(l),
    });
    // a settled table, as autovacuum leaves it: visibility map set (index-only scans) and statistics current
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query("vacuum (analyze) work_orders.work_order");
    for (const t of ["billing", "log_time", "log_material", "work_order_cost"]) await client.query(`vacuum (analyze) billing.${t}`);
    // the contractor portal's popup opens one of its own orders: a sample of them, spread over the table
    const sample = await client.query<{ id: number }>(
      "select id from work_orders.work_order where contractor_id = $1 and id % 41 = 0 order by id limit 2000",
      [PORTAL_CONTRACTOR_ID],
    );
    contractorOrders.push(...sample.rows.map((r) => r.id));
    // the words people search for: the texts of 2,000 orders spread over the table
    const texts = await client.query<{ text: string }>(
      "select concat_ws(' ', issue, details) as text from work_orders.work_order where id % 499 = 0 order by id limit 2000",
    );
    for (const { text } of texts.rows) {
      const words = text
        .toLowerCase()
        .split(/[^\p{L}]+/u)
        .filter((w) => w.length >= 3);
      if (words.length) orderTexts.push(words);
    }
    // the open orders the save case rewrites (it loads them as the editor does)
    const saved = await client.query<{ id: number }>(
      "select id from work_orders.work_order where work_order_status_id = 2 and id % 97 = 0 order by id limit 160",
    );
    savedOrderIds.push(...saved.rows.map((r) => r.id));
    complianceClientId = await seedComplianceEstate(client);
    const summaries = await client.query<{ summary: string }>("select distinct summary from billing.billing where summary is not null");
    quoteSummaries.push(...summaries.rows.map((r) => r.summary));
    await client.end();
    log(`data ready in ${((Date.now() - seeded) / 1000).toFixed(1)} s`);
    stack = await startStack({
      databaseUrl: url,
      keys: generateKeys(),
      gatewayPort: 0,
      log: quiet,
      // as deployed (docker/: NODE_ENV=production): graphql-js then skips its development checks
      // trusted documents off: the cases write their documents by hand, as users (the soak sends the web's own, enforced)
      // no SLA escalation schedule: the seeded million's due dates cluster around the day it was seeded, so a
      // run would write e-mails for tens of thousands of orders while the screens are measured (docs/sla.md)
      env: { NODE_ENV: "production", LOG_LEVEL: "warn", SIGN_IN_RATE_LIMIT: "1000", GRAPHQL_TRUSTED_DOCUMENTS: "off", SLA_ESCALATION_CRON: "off" },
    });
    const signIn = (email: string) => signInAt(stack!.gatewayUrl, email);
    const EMAILS = { staff: "admin@example.com", contractor: "contractor@example.com", client: "client2@example.com" } as const;
    log(
      `\nthrough the gateway (REST shim -> supergraph -> subgraphs -> PostgreSQL); ${cfg.BENCH_SECONDS} s for one user, ` +
        `then ${cfg.BENCH_SECONDS} s on ${cfg.BENCH_CONNECTIONS} connections, per case; times in ms:`,
    );
    const rows = [];
    const only = cfg.BENCH_ONLY?.toLowerCase().split("|");
    for (const c of CASES.filter((x) => !only || only.some((o) => x.name.toLowerCase().includes(o)))) {
      // a fresh sign-in per case: a whole run outlasts an access token (15 minutes)
      const token = await signIn(EMAILS[c.as ?? "staff"]);
      const row = await measure(stack.gatewayUrl, token, c, cfg.BENCH_SECONDS, cfg.BENCH_CONNECTIONS);
      log(JSON.stringify(row));
      rows.push(row);
    }
    // the order log's export of about 100,000 rows (issue 23): its time, and how far the work-orders process's memory grows
    if (!only || only.some((o) => "report export".includes(o))) rows.push(await measureExport(stack, await signIn(EMAILS.staff), url));
    const timed = TIMED.filter((x) => !only || only.some((o) => x.name.toLowerCase().includes(o)));
    if (timed.length) {
      const db = new pg.Client({ connectionString: url });
      await db.connect();
      try {
        for (const t of timed) log(JSON.stringify(await t.run(stack.gatewayUrl, await signIn(EMAILS.staff), db)));
      } finally {
        await db.end();
      }
    }
    if (!rows.length) return;
    console.table(rows);
    // the same, as a Markdown table (README's benchmark section)
    const keys = Object.keys(rows[0] ?? {});
    log(`\n| ${keys.join(" | ")} |\n|${keys.map((_, i) => (i ? "---:" : "---")).join("|")}|`);
    for (const r of rows) log(`| ${keys.map((k) => (r as Record<string, unknown>)[k]).join(" | ")} |`);
    // the last case's slow pages may still be in flight: let them finish before the stack stops
    await new Promise((r) => setTimeout(r, 3000));
  } finally {
    await stack?.stop();
    await db.stop();
  }
}

main().catch((e) => {
  console.error(e instanceof Error ? (e.stack ?? e.message) : e);
  process.exit(1);
});
