import { graphql, getFragmentData, type FragmentType } from "../../../../gql";
import { Icon } from "../../../../ui";
import { formatDateMinutes } from "../../../../ui/format";

export const ProgressTimeline_WorkOrder = graphql(`
  fragment ProgressTimeline_WorkOrder on WorkOrder {
    progress {
      step
      at
      label
    }
  }
`);

export type ProgressTimelineProps = {
  workOrder: FragmentType<typeof ProgressTimeline_WorkOrder>;
};

/**
 * What the client may know of an order's progress (raised, approved, given to a contractor, quoted,
 * completed...), from its audit trail, oldest first, as a short timeline.
 */
export function ProgressTimeline(props: ProgressTimelineProps) {
  const { progress } = getFragmentData(ProgressTimeline_WorkOrder, props.workOrder);
  if (!progress.length) return null;
  return (
    <ol className="wo-progress" aria-label="Progress">
      {progress.map((p, i) => (
        <li key={`${p.step}-${i}`} className="wo-progress__step">
          <Icon icon="tick-circle" size={14} className="wo-progress__icon" />
          <span className="wo-progress__label">{p.label}</span>
          <time className="wo-progress__at" dateTime={p.at}>
            {formatDateMinutes(p.at)}
          </time>
        </li>
      ))}
    </ol>
  );
}
