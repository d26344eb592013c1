import type { GridView } from "./useGridView";

export type GridCardsProps<Row> = {
  view: GridView<Row>;
  rows: Row[];
  label?: string;
};

/**
 * A grid's rows as cards, for a phone-wide window: the row's link column (or its first column) as
 * the card's title, each other shown column as 'label: value'. Untitled columns (a row's actions,
 * a tick box) close the card as they are.
 */
export function GridCards<Row>({ view, rows, label }: GridCardsProps<Row>) {
  const shown = view.shown.map((c) => c.def);
  const titled = shown.filter((d) => d.title.trim() !== "");
  const head = titled.find((d) => d.template === "link") ?? titled[0];
  const details = titled.filter((d) => d !== head);
  const extras = shown.filter((d) => d.title.trim() === "");
  return (
    <ul className="wo-grid__cards" aria-label={label ? `${label} list` : undefined}>
      {rows.map((row, index) => (
        <li key={index} className="wo-grid__card">
          {head ? (
            <div className="wo-grid__card-title">
              <span className="wo-grid__card-label">{head.title}</span> {head.render(row)}
            </div>
          ) : null}
          <dl className="wo-grid__card-fields">
            {details.map((d) => (
              <div key={d.field} className={`wo-grid__card-field wo-grid__cell--${d.template ?? "text"}`}>
                <dt>{d.title}</dt>
                <dd>{d.render(row)}</dd>
              </div>
            ))}
          </dl>
          {extras.length ? (
            <div className="wo-grid__card-actions">
              {extras.map((d) => (
                <span key={d.field}>{d.render(row)}</span>
              ))}
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
