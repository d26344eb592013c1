import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../gql";
import type { SelectOption } from "../../../ui";

/** The lookups every work-order form offers (spec §7 lookups), read once and cached */
export const WorkOrderLookups_All = graphql(`
  query WorkOrderLookups_All {
    clientList(activeOnly: true) {
      id
      name
    }
    contractorList(activeOnly: true) {
      id
      name
    }
    workOrderTypes {
      id
      name
    }
    workOrderStatuses {
      id
      name
    }
    methodsOfRequest {
      id
      name
    }
    slaCodes {
      code
      name
    }
    financialCodes {
      id
      name
    }
    capitalCodes {
      id
      name
    }
    queryReasons {
      id
      name
    }
    progressCodes {
      id
      name
    }
  }
`);

/** What a work order may name of its client: its sites, its contacts (users) and the trades it has enabled */
export const WorkOrderLookups_Client = graphql(`
  query WorkOrderLookups_Client($clientId: Int!) {
    siteList(clientId: $clientId) {
      id
      name
      siteCode
    }
    userOptions(entityId: $clientId, entityName: "Client") {
      id
      fullName
      mobile
    }
    trades(clientId: $clientId) {
      id
      name
    }
  }
`);

/** The site's assets (id and AssetCode) */
export const WorkOrderLookups_Site = graphql(`
  query WorkOrderLookups_Site($siteId: Int!) {
    assetOptions(siteId: $siteId) {
      id
      assetCode
    }
  }
`);

/** The sub-trades of a trade that the client has enabled */
export const WorkOrderLookups_SubTrades = graphql(`
  query WorkOrderLookups_SubTrades($clientId: Int!, $parentId: Int!) {
    trades(clientId: $clientId, parentId: $parentId) {
      id
      name
    }
  }
`);

const byId = <T extends { id: number }>(list: ReadonlyArray<T> | undefined, label: (x: T) => string): SelectOption[] =>
  (list ?? []).map((x) => ({ value: String(x.id), label: label(x) }));

export type WorkOrderLookups = ReturnType<typeof useWorkOrderLookups>;

/** The options of every dropdown of the work-order forms, for the chosen client, site and trade */
export function useWorkOrderLookups(choice: { clientId: string; siteId: string; tradeId: string }) {
  const clientId = Number(choice.clientId) || 0;
  const siteId = Number(choice.siteId) || 0;
  const tradeId = Number(choice.tradeId) || 0;
  const { data: all } = useQuery(WorkOrderLookups_All);
  const { data: client } = useQuery(WorkOrderLookups_Client, { variables: { clientId }, skip: !clientId });
  const { data: site } = useQuery(WorkOrderLookups_Site, { variables: { siteId }, skip: !siteId });
  const { data: sub } = useQuery(WorkOrderLookups_SubTrades, { variables: { clientId, parentId: tradeId }, skip: !clientId || !tradeId });
  return {
    clients: byId(all?.clientList, (c) => c.name),
    contractors: byId(all?.contractorList, (c) => c.name),
    workOrderTypes: byId(all?.workOrderTypes, (t) => t.name),
    statuses: all?.workOrderStatuses ?? [],
    methodsOfRequest: byId(all?.methodsOfRequest, (m) => m.name),
    // the name already leads with its code ('D – 48 hours')
    slaCodes: (all?.slaCodes ?? []).map((s) => ({ value: s.code, label: s.name || s.code })),
    financialCodes: byId(all?.financialCodes, (f) => f.name),
    capitalCodes: byId(all?.capitalCodes, (c) => c.name),
    queryReasons: byId(all?.queryReasons, (q) => q.name),
    progressCodes: byId(all?.progressCodes, (p) => p.name),
    sites: byId(client?.siteList, (s) => (s.siteCode ? `${s.name} (${s.siteCode})` : s.name)),
    contacts: client?.userOptions ?? [],
    trades: byId(client?.trades, (t) => t.name),
    subTrades: byId(sub?.trades, (t) => t.name),
    assets: byId(site?.assetOptions, (a) => a.assetCode),
  };
}
