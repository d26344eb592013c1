import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import { parse } from "graphql";
import { lookupList, type LookupDeclaration, type LookupField } from "@wo/shared";
import { graphql } from "../gql";
import { optionalId } from "./legacy";
import { legacy, pascal } from "./shape";
import { shim } from "./shim";

type Row = Record<string, unknown>;

/** A declared lookup's operation: its Query field, asked for the fields of its legacy row. */
function lookupOperation(l: LookupDeclaration & { field: LookupField }): TypedDocumentNode<Record<string, Row[]>, Record<string, never>> {
  return parse(`query Lookup${pascal(l.field)} { ${l.field} { ${(l.legacyFields ?? ["id", "name"]).join(" ")} } }`);
}

/** A lookup's legacy row: its fields PascalCased, led by `id` (the key's value when the key is not `id`: legacyId). */
const lookupRow = (l: LookupDeclaration) => {
  const shape = legacy<Row>();
  return (row: Row) => (l.legacyId ? { id: row[l.legacyId], ...shape(row) } : shape(row));
};

/**
 * Every lookup services/shared/src/lookups.ts declares, at each of its legacy paths: a plain list of
 * its rows ({ id, Name }), "shared" with every signed-in user or "staff" only, as declared. (Their
 * operations are made here, not by codegen: the router checks them against the schema at start.)
 */
const declaredLookups = lookupList().flatMap((l) =>
  (l.rest ?? []).map((path) =>
    shim({
      method: "get",
      path,
      tenancy: l.access === "staff" ? "staff" : "shared",
      operation: lookupOperation(l),
      result: (data) => data[l.field]!.map(lookupRow(l)),
    }),
  ),
);

const idName = legacy<{ id: number; name: string }>();

const SITES = graphql(`
  query LookupSites($clientId: Int) {
    siteList(clientId: $clientId) {
      id
      name
    }
  }
`);
/** customerId (clientId) 0 answers every site the caller may see. (GET /api/Sites is sites.routes.ts's: paged or this list.) */
const sites = (path: string, key: string) =>
  shim({
    method: "get",
    path,
    tenancy: "scoped",
    operation: SITES,
    variables: ({ args }) => ({ clientId: optionalId.parse(args[key]) || null }),
    result: ({ siteList }) => siteList.map(idName),
  });

export const lookupRoutes = [
  ...declaredLookups,
  // assets: lists of id and Name within the caller's tenancy
  // GET /api/Clients (unpaged: this list; paged: the grid) is in clients.routes.ts
  shim({
    method: "get",
    path: "/Clients/Active",
    tenancy: "scoped:client",
    operation: graphql(`
      query LookupActiveClients {
        clientList(activeOnly: true) {
          id
          name
        }
      }
    `),
    result: ({ clientList }) => clientList.map(idName),
  }),
  sites("/CustomerSites", "clientid"),
  sites("/customers/Locations", "customerid"),
  shim({
    method: "get",
    path: "/Contractors/Dropdown",
    tenancy: "staff",
    operation: graphql(`
      query LookupContractors {
        contractorList {
          id
          name
        }
      }
    `),
    result: ({ contractorList }) => contractorList.map(idName),
  }),
  // the trades (/Trades/ParentTrade, /Trades/SubTrade, /Trades/Parent, /Trades/Child) are in trades.routes.ts
  shim({
    method: "get",
    path: "/WorkOrders/Dropdowns",
    tenancy: "staff",
    operation: graphql(`
      query WorkOrdersDropdowns {
        workOrderTypes {
          id
          name
        }
        workOrderStatuses {
          id
          name
        }
        clientList {
          id
          name
        }
        capitalCodes {
          id
          name
        }
        financialCodes {
          id
          name
        }
      }
    `),
    result: legacy({ fields: { workOrderStatuses: "WorkOrderStatus", clientList: "Clients" } }),
  }),
];
