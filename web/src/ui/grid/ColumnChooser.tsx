import { Button, Checkbox, Menu, Popover } from "@blueprintjs/core";
import type { SavedColumn } from "./types";

export type ColumnChooserProps = {
  columns: SavedColumn[];
  onChange: (field: string, hidden: boolean) => void;
};

/** Shows and hides columns; locked columns are always shown */
export function ColumnChooser({ columns, onChange }: ColumnChooserProps) {
  const choosable = columns.filter((c) => !c.locked);
  const shownCount = choosable.filter((c) => !c.hidden).length;
  return (
    <Popover
      placement="bottom-end"
      content={
        <Menu aria-label="Columns" className="wo-column-chooser">
          {choosable.map((c) => (
            <li key={c.field} className="wo-column-chooser__item">
              <Checkbox
                label={c.title}
                checked={!c.hidden}
                disabled={!c.hidden && shownCount <= 1}
                onChange={(e) => onChange(c.field, !e.currentTarget.checked)}
              />
            </li>
          ))}
        </Menu>
      }
    >
      <Button icon="th" text="Columns" endIcon="caret-down" />
    </Popover>
  );
}
