
import { idName, optionalId } from "./legacy";
import { shim, type Shim } from "./shim";

type Entry = { id: number | string; name: string };

/** A lookup: GET path -> a query field answering id and name -> a plain list of { id, Name }. */
function lookup(path: string, operationName: string, field: string, args: { decl: string; call: string; vars?: Shim["variables"] } | null = null) {
  return shim({
    method: "get",
    path,
    operation: `query ${operationName}${args ? `(${args.decl})` : ""} { ${field}${args ? `(${args.call})` : ""} { id name } }`,
    variables: args?.vars,
    result: (data: Record<string, Entry[]>) => data[field]!.map(idName),
  });
}

const clientIdArg = (key: string) => ({
  decl: "$clientId: Int",
  call: "clientId: $clientId",
  vars: ({ args }: { args: Record<string, unknown> }) => ({ clientId: optionalId.parse(args[key]) || null }),
});

const parentArg = {
  decl: "$parentId: Int",
  call: "parentId: $parentId",
  vars: ({ args }: { args: Record<string, unknown> }) => ({ parentId: optionalId.parse(args.parentid) ?? null }),
};

export const lookupRoutes = [
  // work-orders
  lookup("/WorkOrderStatus", "LookupWorkOrderStatus", "workOrderStatuses"),
  lookup("/WorkOrderTypes", "LookupWorkOrderTypes", "workOrderTypes"),
  lookup("/ProgressCodes", "LookupProgressCodes", "progressCodes"),
  lookup("/MethodOfRequests", "LookupMethodOfRequests", "methodsOfRequest"),
  lookup("/CapitalCodes", "LookupCapitalCodes", "capitalCodes"),
  lookup("/FinancialCodes", "LookupFinancialCodes", "financialCodes"),
  lookup("/FinancialCodes/Querytexts", "LookupQueryReasons", "queryReasons"),
  // identity
  lookup("/UserTypes", "LookupUserTypes", "userTypes"),
  lookup("/Departments", "LookupDepartments", "departments"),
  // billing
  lookup("/BillingItemTypes", "LookupBillingItemTypes", "billingItemTypes"),
  lookup("/LogMaterialTypes", "LookupLogMaterialTypes", "logMaterialTypes"),
  // assets
  lookup("/Clients", "LookupClients", "clientList"),
  shim({
    method: "get",
    path: "/Clients/Active",
    operation: `query LookupActiveClients { clientList(activeOnly: true) { id name } }`,
    result: (data: { clientList: Entry[] }) => data.clientList.map(idName),
  }),
  lookup("/Sites", "LookupSites", "siteList", clientIdArg("clientid")),
  lookup("/CustomerSites", "LookupCustomerSites", "siteList", clientIdArg("clientid")),
  // customerId 0 answers every site the caller may see
  lookup("/customers/Locations", "LookupCustomerLocations", "siteList", clientIdArg("customerid")),
  lookup("/Contractors/Dropdown", "LookupContractors", "contractorList"),
  lookup("/Trades/ParentTrade", "LookupParentTrades", "trades"),
  lookup("/Trades/Parent", "LookupClientParentTrades", "trades"),
  lookup("/Trades/SubTrade", "LookupSubTrades", "trades", parentArg),
  lookup("/Trades/Child", "LookupClientSubTrades", "trades", parentArg),
  shim({
    method: "get",
    path: "/WorkOrders/Dropdowns",
    operation: `query WorkOrdersDropdowns {
      workOrderTypes { id name }
      workOrderStatuses { id name }
      clientList { id name }
      capitalCodes { id name }
      financialCodes { id name }
    }`,
    result: (d: Record<string, Entry[]>) => ({
      WorkOrderTypes: d.workOrderTypes!.map(idName),
      WorkOrderStatus: d.workOrderStatuses!.map(idName),
      Clients: d.clientList!.map(idName),
      CapitalCodes: d.capitalCodes!.map(idName),
      FinancialCodes: d.financialCodes!.map(idName),
    }),
  }),
];

