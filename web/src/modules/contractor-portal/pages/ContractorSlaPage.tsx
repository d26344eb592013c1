import { PortalSlaAttainment } from "../../reports/components/PortalSlaAttainment";

/** A contractor's groupings: by its clients (the first), or by sub-trade; by contractor would be one row, itself (the server refuses it) */
const GROUPINGS = ["CLIENT", "SUB_TRADE"] as const;

/**
 * #/contractor_portal/{id}/sla (issue 27, docs/sla.md "Attainment"): the contractor's own SLA
 * attainment, its response and fix clocks met and breached on its orders, by client or by sub-trade.
 * The server answers a contractor user its own orders only; staff opening a contractor's portal see
 * that contractor's. On a phone each group is a card.
 */
export function ContractorSlaPage({ contractorId }: { contractorId: number }) {
  return (
    <PortalSlaAttainment
      tenant={{ contractorId }}
      groupings={GROUPINGS}
      className="wo-cportal__section"
      note={
        <>
          Your SLA clocks on the orders given to you: response is met by your first attendance (or the work moving on), fix by the work being
          completed. A clock counts where it was decided, met on or before its target, or breached when its target passed unmet. Paused time is while
          the client considered a quote. A past month&apos;s figures do not change.
        </>
      }
    />
  );
}
