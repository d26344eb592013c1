import { graphql, getFragmentData, type FragmentType } from "../../../gql";
import type { SlaClockState } from "../../../gql/graphql";
import { Intent, Tag } from "../../../ui";
import { formatDateTime } from "../../../ui/format";

export const SlaClocks_WorkOrder = graphql(`
  fragment SlaClocks_WorkOrder on WorkOrder {
    slaClocks {
      response {
        state
        target
        minutesLeft
        pausedMinutes
        businessHoursOnly
      }
      fix {
        state
        target
        minutesLeft
        pausedMinutes
        businessHoursOnly
      }
    }
  }
`);

type Clock = { state: SlaClockState; target: string; minutesLeft: number; pausedMinutes: number; businessHoursOnly: boolean };

const INTENT: Record<SlaClockState, Intent> = {
  RUNNING: Intent.PRIMARY,
  PAUSED: Intent.WARNING,
  MET: Intent.SUCCESS,
  BREACHED: Intent.DANGER,
  STOPPED: Intent.NONE,
};
const NAME: Record<SlaClockState, string> = { RUNNING: "Running", PAUSED: "Paused", MET: "Met", BREACHED: "Breached", STOPPED: "Stopped" };

/** "2 d 3 h", "3 h 05 min", "40 min" (business time for a business-hours code: a day is 10 hours) */
export function formatMinutes(minutes: number, businessHoursOnly: boolean): string {
  const m = Math.abs(minutes);
  const perDay = businessHoursOnly ? 600 : 1440;
  const d = Math.floor(m / perDay);
  const h = Math.floor((m % perDay) / 60);
  const min = m % 60;
  if (d) return `${d} d ${h} h`;
  if (h) return `${h} h ${String(min).padStart(2, "0")} min`;
  return `${min} min`;
}

/** A clock's words: "Running · 2 h 05 min left", "Breached · 30 min over", "Paused · 1 h left", "Met". */
export function clockText(c: Clock): string {
  const amount = formatMinutes(c.minutesLeft, c.businessHoursOnly);
  const unit = c.businessHoursOnly ? " (business)" : "";
  switch (c.state) {
    case "RUNNING":
    case "PAUSED":
      return `${NAME[c.state]} · ${amount} left${unit}`;
    case "BREACHED":
      return `Breached · ${amount} over${unit}`;
    case "MET":
      return "Met";
    case "STOPPED":
      return "Stopped";
  }
}

/** One clock as a coloured tag, its target in the title. */
export function SlaClockTag({ label, clock }: { label: string; clock: Clock | null | undefined }) {
  if (!clock) return null;
  const title = `${label}: target ${formatDateTime(clock.target)}${clock.pausedMinutes ? `, paused ${formatMinutes(clock.pausedMinutes, clock.businessHoursOnly)}` : ""}`;
  return (
    <Tag minimal intent={INTENT[clock.state]} title={title} className={`sla-clock sla-clock--${clock.state.toLowerCase()}`} data-clock={label}>
      {label}: {clockText(clock)}
    </Tag>
  );
}

/** Both clocks of an order (the grid column, the dashboard). */
export function SlaClocks({ workOrder }: { workOrder: FragmentType<typeof SlaClocks_WorkOrder> }) {
  const { slaClocks } = getFragmentData(SlaClocks_WorkOrder, workOrder);
  if (!slaClocks.response && !slaClocks.fix) return <span>—</span>;
  return (
    <span className="sla-clocks">
      <SlaClockTag label="Response" clock={slaClocks.response} /> <SlaClockTag label="Fix" clock={slaClocks.fix} />
    </span>
  );
}
