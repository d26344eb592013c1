/**
 * The web app's own GraphQL operations, as it sends them: read from the documents codegen writes
 * (web/src/gql/graphql.ts, one `export const <Name>Document = {AST}` per operation, with its
 * fragments) and printed. A load that sends these sends what the screens send, and stays so when a
 * screen's operation changes. Each is sent with its trusted document's hash, as the app sends it
 * (webOperationExtensions), so a load runs with GRAPHQL_TRUSTED_DOCUMENTS=enforce.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { print, type DocumentNode } from "graphql";
import { ROOT } from "./services";

let documents: Map<string, string> | null = null;
let hashes: Map<string, string> | null = null;

/** The text of the web app's operation named `name` (e.g. "WorkOrderGrid_WorkOrders"); throws for a name it has not. */
export function webOperation(name: string): string {
  if (!documents) {
    documents = new Map();
    const source = readFileSync(path.join(ROOT, "web/src/gql/graphql.ts"), "utf8");
    hashes = new Map();
    for (const m of source.matchAll(/^export const (\w+)Document = (\{.*\}) as unknown as DocumentNode/gm)) {
      const document = JSON.parse(m[2]!) as DocumentNode & { __meta__?: { hash?: string } };
      documents.set(m[1]!, print(document));
      if (document.__meta__?.hash) hashes.set(m[1]!, document.__meta__.hash.replace(/^sha256:/, ""));
    }
  }
  const text = documents.get(name);
  if (!text) throw new Error(`the web app has no operation ${name} (web/src/gql/graphql.ts)`);
  return text;
}

/** An order as StaffWorkOrder_Load answers it. */
export type LoadedOrder = Record<string, unknown> & { id: number; version: number; clientId: number; siteId: number };

/** The editor's save of a loaded order (web/src/modules/work-orders/form/work-order-form.ts toSaveWorkOrderInput), its details changed to `details`. */
export function staffSaveInput(wo: LoadedOrder, details: string): Record<string, unknown> {
  const keep = (k: string) => wo[k] ?? null;
  return {
    id: wo.id,
    version: wo.version,
    asRequest: false,
    clientId: wo.clientId,
    siteId: wo.siteId,
    ...Object.fromEntries(
      [
        "contactId",
        "assetId",
        "tradeId",
        "subTradeId",
        "workOrderTypeId",
        "workOrderStatusId",
        "progressCodeId",
        "methodOfRequestId",
        "slaCode",
        "queryReasonId",
        "smsNumber",
        "requestedBy",
        "clientRef",
        "issue",
        "accessTimes",
        "dateOpened",
        "requestDate",
        "dueDate",
        "capitalCodeId",
        "estimatedCost",
        "valuationNumber",
        "invoiceNo",
        "invoiceDate",
        "invoiceAmount",
      ].map((k) => [k, keep(k)]),
    ),
    contractorId: wo.contractorId ?? 0,
    financialCodeId: wo.financialCodeId ?? 0,
    smsNotifications: Boolean(wo.smsNotifications),
    sendNotifications: Boolean(wo.sendNotifications),
    details,
  };
}

/** The persisted-query extension naming the trusted document of the web app's operation `name` (its hash in web/src/gql/persisted-documents.json). */
export function webOperationExtensions(name: string): { persistedQuery: { version: 1; sha256Hash: string } } {
  webOperation(name);
  const sha256Hash = hashes!.get(name);
  if (!sha256Hash) throw new Error(`the web app's operation ${name} has no hash (npm run codegen)`);
  return { persistedQuery: { version: 1, sha256Hash } };
}
