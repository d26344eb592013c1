import { z } from "zod";
import { graphql } from "../gql";
import type { LegacyClientFragment, SubTradeInClientsListQuery } from "../gql/graphql";
import { flag, formFlag, formId, idParam, optionalId, pageArgs, parseSort, text } from "./legacy";
import { legacyDate, legacyMoney } from "./params";
import { legacy, list } from "./shape";
import { shim, ShimInputError } from "./shim";

graphql(`
  fragment LegacyClient on Client {
    id
    name
    customer
    status
    startDate
    renewalDate
    contractValue
    active
  }
`);

/** A client in the legacy shape: id, Name, Customer, Status, StartDate, RenewalDate, ContractValue, Active. */
const legacyClient = legacy<LegacyClientFragment>();

/** The legacy sort names of the clients grid (§3 Client). */
const CLIENT_SORTS = {
  Id: "ID",
  Name: "NAME",
  Customer: "CUSTOMER",
  Status: "STATUS",
  Active: "STATUS",
  StartDate: "START_DATE",
  RenewalDate: "RENEWAL_DATE",
  ContractValue: "CONTRACT_VALUE",
} as const;

const listParams = z.object({ search: text(200), active: flag });

/** The details form's fields (JSON or form-encoded), by their lower-cased legacy names. */
const clientForm = z.object({
  name: z.string().max(1000).nullish(),
  customer: z.string().max(1000).nullish(),
  startdate: legacyDate,
  renewaldate: legacyDate,
  contractvalue: legacyMoney,
  active: formFlag,
});

const SAVE = graphql(`
  mutation ClientsSave($input: SaveClientInput!) {
    saveClient(input: $input) {
      client {
        ...LegacyClient
      }
      error {
        ...LegacyRefusal
      }
    }
  }
`);

function saveInput(id: number | null, args: Record<string, unknown>) {
  const f = clientForm.parse(args);
  return {
    input: {
      id,
      name: f.name ?? null,
      customer: f.customer ?? null,
      startDate: f.startdate,
      renewalDate: f.renewaldate,
      contractValue: f.contractvalue,
      active: f.active ?? null,
    },
  };
}

graphql(`
  fragment LegacySubTradeInClient on SubTradeInClient {
    id
    clientId
    subTradeId
  }
`);
/** A work-order setting with its names: id, ClientId, SubTradeId, SubTrade, TradeId, Trade. */
const legacySetting = legacy<SubTradeInClientsListQuery["subTradesInClient"][number]>();

export const clientRoutes = [
  shim({
    method: "get",
    path: "/Clients",
    tenancy: "scoped:client",
    operation: graphql(`
      query ClientsList($paged: Boolean!, $page: Int!, $pageSize: Int!, $search: String, $active: Boolean, $sort: [ClientSortInput!]) {
        clients(page: $page, pageSize: $pageSize, search: $search, active: $active, sort: $sort) @include(if: $paged) {
          totalCount
          nodes {
            ...LegacyClient
          }
        }
        clientList @skip(if: $paged) {
          id
          name
        }
      }
    `),
    // with a page (the grid, the global search): { Data, Total }; without (the client portal's call): [{ id, Name }] as before
    variables: ({ args }) => {
      const paged = args.page != null && args.page !== "";
      const p = listParams.parse(args);
      return {
        paged,
        ...pageArgs(args),
        search: paged ? p.search : undefined,
        active: paged ? p.active : undefined,
        sort: paged ? parseSort(args.sort, CLIENT_SORTS) : undefined,
      };
    },
    result: ({ clients, clientList }) =>
      clients ? list(clients.nodes.map(legacyClient), clients.totalCount) : (clientList ?? []).map((c) => ({ id: c.id, Name: c.name })),
  }),
  shim({
    method: "get",
    path: "/Clients/:id",
    tenancy: "scoped:client",
    operation: graphql(`
      query ClientsModel($id: Int!) {
        client(id: $id) {
          ...LegacyClient
        }
      }
    `),
    blank: ({ args }) =>
      idParam.parse(args.id) === 0
        ? { id: 0, Name: "", Customer: null, Status: "Active", StartDate: null, RenewalDate: null, ContractValue: null, Active: true }
        : undefined,
    variables: ({ args }) => ({ id: idParam.parse(args.id) }),
    result: ({ client }) => legacyClient(client),
  }),
  shim({
    method: "post",
    path: "/Clients",
    tenancy: "staff",
    operation: SAVE,
    variables: ({ args }) => saveInput(null, args),
    result: ({ saveClient }) => legacyClient(saveClient.client!),
  }),
  shim({
    method: "put",
    path: "/Clients/:id",
    tenancy: "staff",
    operation: SAVE,
    variables: ({ args }) => {
      const id = idParam.parse(args.id);
      if (id === 0) throw new ShimInputError("id: POST /api/Clients creates a client");
      return saveInput(id, args);
    },
    result: ({ saveClient }) => legacyClient(saveClient.client!),
  }),
  // the client's work-order settings (sub-trades enabled for its work orders)
  shim({
    method: "get",
    path: "/SubTradeInClients",
    tenancy: "staff",
    operation: graphql(`
      query SubTradeInClientsAll($clientId: Int) {
        subTradesInClient(clientId: $clientId) {
          id
          clientId
          subTradeId
        }
      }
    `),
    variables: ({ args }) => ({ clientId: optionalId.parse(args.clientid ?? args.client_id) ?? null }),
    result: ({ subTradesInClient }) => subTradesInClient.map(legacy()),
  }),
  shim({
    method: "get",
    path: "/SubTradeInClients/List",
    tenancy: "staff",
    operation: graphql(`
      query SubTradeInClientsList($clientId: Int!) {
        subTradesInClient(clientId: $clientId) {
          id
          clientId
          subTradeId
          subTrade
          tradeId
          trade
        }
      }
    `),
    variables: ({ args }) => ({ clientId: idParam.parse(args.client_id ?? args.clientid) }),
    result: ({ subTradesInClient }) => subTradesInClient.map(legacySetting),
  }),
  shim({
    method: "post",
    path: "/SubTradeInClients",
    tenancy: "staff",
    operation: graphql(`
      mutation SubTradeInClientsAdd($clientId: Int!, $subTradeId: Int!) {
        addSubTradeInClient(clientId: $clientId, subTradeId: $subTradeId) {
          setting {
            ...LegacySubTradeInClient
          }
          error {
            ...LegacyRefusal
          }
        }
      }
    `),
    variables: ({ args }) => {
      const clientId = formId.parse(args.clientid);
      const subTradeId = formId.parse(args.subtradeid);
      if (!clientId || !subTradeId) throw new ShimInputError("Required fields");
      return { clientId, subTradeId };
    },
    result: ({ addSubTradeInClient }) => ({ ...legacy()(addSubTradeInClient.setting!), Message: "Setting saved!" }),
  }),
  shim({
    method: "delete",
    path: "/SubTradeInClients/:id",
    tenancy: "staff",
    operation: graphql(`
      mutation SubTradeInClientsRemove($id: Int!) {
        removeSubTradeInClient(id: $id)
      }
    `),
    variables: ({ args }) => ({ id: idParam.parse(args.id) }),
    result: ({ removeSubTradeInClient }) => ({ id: removeSubTradeInClient, Message: "Setting removed!" }),
  }),
];
