/** The tabs of #/reports (portals §2.13) */
export type ReportsTab = "order-log" | "valuation" | "query" | "builder" | "sla-attainment";
/** The tabs of #/finances (portals §2.12) */
export type FinancesTab = "export" | "invoices" | "supplier-costs";

/**
 * Every address of the app, built in one place: links, redirects and navigation take their paths
 * from here, never from a string of their own. The router's hash history shows them after `#`
 * (`paths.workOrder(7)` is `#/work-order/7` in the address bar). Each path matches a route an area
 * registers and a row of the route table (paths.test.ts holds them together).
 */
export const paths = {
  /** Each user's home: the staff dashboard; the router sends portal users on to their portal */
  home: () => "/",
  /** The sign-in page (spec §2: /Login.aspx) */
  login: () => "/Login.aspx",
  /** The error page */
  notFound: () => "/404",
  /** The GraphQL explorer (issue 26), outside the shell: the gateway sends a browser opening /graphql here */
  apiExplorer: () => "/graphql",
  /** My Account */
  userProfile: () => "/user_profile",
  /** The staff work-order list; `tab` opens one status tab */
  workOrders: (tab?: string) => (tab ? `/work_orders?tab=${encodeURIComponent(tab)}` : "/work_orders"),
  /** The overdue work orders (spec §2) */
  overdueWorkOrders: () => "/workOrders/overdue",
  /** The global search's results (portals §2.14); without a query, the page asks for one */
  searchResults: (query?: string) => (query ? `/search_results/${encodeURIComponent(query)}` : "/search_results"),
  /** A work order; a request (status 1) opens at #/wo-request/{id} (spec §4) */
  workOrder: (id: number, statusId?: number) => (statusId === 1 ? `/wo-request/${id}` : `/work-order/${id}`),
  /** Administration; `tab` opens one of its tabs */
  configuration: (tab?: string) => (tab ? `/configuration/${encodeURIComponent(tab)}` : "/configuration"),
  /** A webhook endpoint's delivery log, under Configuration > Webhooks (issue 26) */
  webhookDeliveries: (endpointId: number) => `/configuration/webhooks/${endpointId}`,
  auditTrail: () => "/audit_trail",
  /** The clients grid (§2.4) */
  clients: () => "/clients",
  /** The sites grid (§2.7) */
  sites: () => "/sites",
  /** The engineers grid (§2.11): the contractors' operatives */
  engineers: () => "/engineer",
  /** An engineer (§2.11; 0: a new one) */
  engineer: (id: number) => `/engineer/${id}`,
  /** A client's page (§2.4; 0: a new client) */
  client: (id: number) => `/client/${id}`,
  /** The contractors grid (§2.6) */
  contractors: () => "/contractors",
  /** A contractor's page (§2.6; 0: a new contractor) */
  contractor: (id: number) => `/contractor/${id}`,
  /** The new contractor contact popup (§2.6) */
  contractorContactCreate: () => "/contractors/contact/create",
  /** The contracts grid (§2.5) */
  contracts: () => "/contracts",
  /** A contract (§2.5; 0: a new one, for a client when given), at a tab */
  contract: (id: number, opts: { clientId?: number | null; tab?: number } = {}) =>
    `/contract/${id}${opts.clientId ? `/client/${opts.clientId}` : ""}${opts.tab ? `/tab=${opts.tab}` : ""}`,
  /** A contractor's rates and sites in a contract (§2.5; the contractor-in-contract id) */
  contractRates: (id: number) => `/contracts/matching/${id}`,
  /** The PPM list (portals §2.9); `tab` "work-orders" opens its PPM work orders tab */
  ppms: (tab?: "work-orders") => (tab ? `/ppm?tab=${tab}` : "/ppm"),
  /** A PPM schedule (portals §2.9; 0: a new one) */
  ppm: (id: number) => `/ppm/${id}`,
  /** The quotations grid (portals §2.10) */
  quotations: () => "/quotations",
  /** The asset register (§2.8) */
  assetList: () => "/asset_list",
  clientPortal: (clientId: number) => `/client_portal/${clientId}`,
  /** A client portal's quotes (portals §2.1 item 4); with a quote, its details popup open */
  clientQuotes: (clientId: number, quoteId?: number) => `/client_portal/${clientId}/quotes${quoteId ? `?quote=${quoteId}` : ""}`,
  /** A client portal's sites (portals §2.1 item 6); with a site, its details popup open */
  clientSites: (clientId: number, siteId?: number) => `/client_portal/${clientId}/sites${siteId ? `?site=${siteId}` : ""}`,
  /** A client portal's work orders (portals §2.1 item 3); with an order, its details popup open */
  clientWorkOrders: (clientId: number, workOrderId?: number) =>
    `/client_portal/${clientId}/work-orders${workOrderId ? `?workOrder=${workOrderId}` : ""}`,
  clientReports: (clientId: number) => `/client_portal/${clientId}/reports`,
  clientReport: (clientId: number, reportId: number) => `/client_portal/${clientId}/reports_view/${reportId}`,
  /** A contractor's portal: its dashboard (portals §2.2) */
  contractorPortal: (contractorId: number) => `/contractor_portal/${contractorId}`,
  /** A contractor portal's work orders (portals §2.2) */
  contractorWorkOrders: (contractorId: number) => `/contractor_portal/${contractorId}/work-orders`,
  /** A contractor portal's SLA attainment (issue 27): its own response and fix clocks */
  contractorSla: (contractorId: number) => `/contractor_portal/${contractorId}/sla`,
  /** A contractor portal's work-order popup, over the page the user was on (portals §2.2) */
  contractorWorkOrder: (contractorId: number, workOrderId: number) => `/contractor_portal/${contractorId}/work_order/${workOrderId}`,
  /** A client portal's PPM work orders (portals §2.1 item 5) */
  clientPpms: (clientId: number) => `/client_portal/${clientId}/ppms`,
  /** The reports (portals §2.13); `tab` opens one of its tabs (order-log, valuation, query, builder, sla-attainment) */
  reports: (tab?: ReportsTab) => (tab ? `/reports/${tab}` : "/reports"),
  /** Finances (portals §2.12); `tab` opens one of its tabs (export, invoices, supplier-costs) */
  finances: (tab?: FinancesTab) => (tab ? `/finances/${tab}` : "/finances"),
  /** A document: opened through a short-lived signed link (portals §2.3) */
  document: (id: number) => `/documents/${id}`,
  /** The compliance register (issue 27); `clientId` chooses its client */
  compliance: (clientId?: number) => (clientId ? `/compliance?client=${clientId}` : "/compliance"),
  /** A client portal's compliance register (issue 27) */
  clientCompliance: (clientId: number) => `/client_portal/${clientId}/compliance`,
  /** A client portal's SLA attainment (issue 27): its contractors' response and fix clocks */
  clientSla: (clientId: number) => `/client_portal/${clientId}/sla`,
};
