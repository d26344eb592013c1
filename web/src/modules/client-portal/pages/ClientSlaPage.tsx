import { useParams } from "react-router-dom";
import { PortalSlaAttainment } from "../../reports/components/PortalSlaAttainment";

/** A client's groupings: by its contractors (the first), or by sub-trade; by client would be one row, itself (the server refuses it) */
const GROUPINGS = ["CONTRACTOR", "SUB_TRADE"] as const;

/**
 * #/client_portal/{id}/sla (issue 27, docs/sla.md "Attainment"): the client's own SLA attainment, its
 * contractors' response and fix clocks met and breached, by contractor or by sub-trade. The server
 * answers a client user its own client's orders only; staff opening a client's portal see that client's.
 * On a phone each group is a card.
 */
export function ClientSlaPage() {
  const clientId = Number(useParams().clientId);
  return (
    <PortalSlaAttainment
      tenant={{ clientId }}
      groupings={GROUPINGS}
      className="wo-portal__section"
      note={
        <>
          Your work orders&apos; SLA clocks: a clock counts where it was decided, met on or before its target, or breached when its target passed
          unmet. Paused time is while an order awaited your approval of a quote. A past month&apos;s figures do not change.
        </>
      }
    />
  );
}
