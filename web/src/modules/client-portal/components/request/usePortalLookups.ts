import { useQuery } from "@apollo/client/react";
import type { SelectOption } from "../../../../ui";
import { WorkOrderLookups_Client, WorkOrderLookups_Site, WorkOrderLookups_SubTrades } from "../../../work-orders/hooks/useWorkOrderLookups";

const byId = <T extends { id: number }>(list: ReadonlyArray<T> | undefined, label: (x: T) => string): SelectOption[] =>
  (list ?? []).map((x) => ({ value: String(x.id), label: label(x) }));

/**
 * A request's dropdowns for a client user: the client's sites, the site's assets, the client's
 * trades and, after a trade, the sub-trades the client has enabled. The staff form's own lookup
 * documents, less the staff-only lists (contractors, codes) a client's operation may not select.
 */
export function usePortalLookups(clientId: number, choice: { siteId: string; tradeId: string }) {
  const siteId = Number(choice.siteId) || 0;
  const tradeId = Number(choice.tradeId) || 0;
  const { data: client, loading } = useQuery(WorkOrderLookups_Client, { variables: { clientId }, skip: !clientId });
  const { data: site } = useQuery(WorkOrderLookups_Site, { variables: { siteId }, skip: !siteId });
  const { data: sub } = useQuery(WorkOrderLookups_SubTrades, { variables: { clientId, parentId: tradeId }, skip: !clientId || !tradeId });
  return {
    sitesLoaded: !loading && Boolean(client),
    sites: byId(client?.siteList, (s) => (s.siteCode ? `${s.name} (${s.siteCode})` : s.name)),
    trades: byId(client?.trades, (t) => t.name),
    subTrades: byId(sub?.trades, (t) => t.name),
    assets: byId(site?.assetOptions, (a) => a.assetCode),
  };
}
