import "./counter.css";

export type CounterProps = {
  label: string;
  /** null while it loads */
  value: number | null;
};

/** A dashboard's counter: a number and what it counts */
export function Counter({ label, value }: CounterProps) {
  return (
    <div className="wo-counter" role="group" aria-label={label}>
      <span className="wo-counter__value">{value ?? "…"}</span>
      <span className="wo-counter__label">{label}</span>
    </div>
  );
}
