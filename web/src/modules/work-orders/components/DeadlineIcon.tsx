import { Icon } from "../../../ui";
import type { Deadline } from "../../../gql/graphql";

const LOOK: Record<Deadline, { label: string; color?: string; className: string }> = {
  OVERDUE: { label: "Overdue", color: "#cd4246", className: "wo-deadline wo-deadline--overdue" },
  COMING_UP: { label: "Coming up", color: "#ec9a3c", className: "wo-deadline wo-deadline--coming-up" },
  NONE: { label: "On time", className: "wo-deadline wo-deadline--none" },
};

/** The grid's deadline indicator: overdue red, coming up orange, otherwise plain */
export function DeadlineIcon({ deadline }: { deadline: Deadline }) {
  const look = LOOK[deadline];
  // role img: a span may not carry aria-label without a role (axe aria-prohibited-attr)
  return <Icon icon="time" color={look.color} title={look.label} className={look.className} role="img" aria-label={look.label} />;
}
