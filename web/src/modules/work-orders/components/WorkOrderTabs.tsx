import { useState } from "react";
import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../gql";
import { Spinner, Tab, Tabs } from "../../../ui";
import type { SavedGridState } from "../../grid-state/hooks/useSavedGridState";
import { STATUS_TABS, type StatusTab } from "../status-tabs";
import { WorkOrderGrid } from "./WorkOrderGrid";

export const WorkOrderTabs_Counters = graphql(`
  query WorkOrderTabs_Counters {
    workOrderCounters {
      requestAwaitingAResponse
      open
      awaitingQuote
      awaitingQuoteApproval
      awaitingCertificate
      awaitingCertAudit
      closed
      approved
      query
      completed
      submitted
      cancelled
      discarded
    }
  }
`);

export type WorkOrderTabsProps = {
  selected: StatusTab;
  onSelect: (tab: StatusTab) => void;
  gridState: SavedGridState;
  onQuickView: (id: number) => void;
};

/** The 13 status tabs with their counters; a tab's grid loads on its first opening and stays */
export function WorkOrderTabs({ selected, onSelect, gridState, onQuickView }: WorkOrderTabsProps) {
  const { data } = useQuery(WorkOrderTabs_Counters);
  const counters = data?.workOrderCounters;
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set([selected.key]));
  if (!opened.has(selected.key)) setOpened(new Set(opened).add(selected.key));

  return (
    <Tabs
      id="work-order-status"
      className="wo-status-tabs"
      selectedTabId={selected.key}
      renderActiveTabPanelOnly={false}
      onChange={(key) => {
        const tab = STATUS_TABS.find((t) => t.key === key);
        if (tab) onSelect(tab);
      }}
    >
      {STATUS_TABS.map((tab) => (
        <Tab
          key={tab.key}
          id={tab.key}
          title={tab.title}
          tagContent={counters ? String(counters[tab.counter]) : undefined}
          tagProps={{ round: true, minimal: true }}
          panel={
            opened.has(tab.key) ? (
              gridState.ready ? (
                <WorkOrderGrid tab={tab} store={gridState.storeFor(tab.key)} onQuickView={onQuickView} />
              ) : (
                <Spinner aria-label="Loading" />
              )
            ) : undefined
          }
        />
      ))}
    </Tabs>
  );
}
