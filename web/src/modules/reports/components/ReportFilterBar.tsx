import { useMemo, useState } from "react";
import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../gql";
import { SelectField, TextField } from "../../../ui";
import { filterValues, NO_FILTERS, REPORT_FILTER_DEBOUNCE_MS, type ReportFilterText, type ReportFilterValues } from "../report-filters";
import { useDebounced } from "./useDebounced";

export const ReportFilterBar_Clients = graphql(`
  query ReportFilterBar_Clients {
    clientList {
      id
      name
    }
  }
`);

/** Which boxes a report has: every one a date range; the order log and query report a client and valuation number too */
export type ReportFilterKind = "dates" | "all";

/**
 * A report's filters as typed and as they apply: `values` follows the boxes 250 ms after the last
 * change or keypress, a date box counting only when it holds a whole date (the 10-character rule).
 */
export function useReportFilters(initial: ReportFilterText = NO_FILTERS) {
  const [text, setText] = useState<ReportFilterText>(initial);
  const settled = useDebounced(text, REPORT_FILTER_DEBOUNCE_MS);
  const values = useMemo(() => filterValues(settled), [settled]);
  return { text, setText, values };
}

export type ReportFilterBarProps = {
  /** The report's name, for the boxes' ids */
  id: string;
  kind: ReportFilterKind;
  text: ReportFilterText;
  onChange: (text: ReportFilterText) => void;
};

/** The filter boxes of a report: date from, date to (DD/MM/YYYY); with `all`, the client and the valuation number */
export function ReportFilterBar({ id, kind, text, onChange }: ReportFilterBarProps) {
  const clients = useQuery(ReportFilterBar_Clients, { skip: kind !== "all" }).data?.clientList ?? [];
  const set = (change: Partial<ReportFilterText>) => onChange({ ...text, ...change });
  const applied: ReportFilterValues = filterValues(text);
  const dateHelper = (value: string, day: string | null) => (value && !day ? "Not a whole date (DD/MM/YYYY): not filtering" : undefined);
  return (
    <div className="wo-report-filters" role="group" aria-label="Filters">
      <TextField
        id={`${id}-date-from`}
        label="Date from"
        placeholder="DD/MM/YYYY"
        value={text.dateFrom}
        onChange={(dateFrom) => set({ dateFrom })}
        helper={dateHelper(text.dateFrom, applied.dateFrom)}
      />
      <TextField
        id={`${id}-date-to`}
        label="Date to"
        placeholder="DD/MM/YYYY"
        value={text.dateTo}
        onChange={(dateTo) => set({ dateTo })}
        helper={dateHelper(text.dateTo, applied.dateTo)}
      />
      {kind === "all" ? (
        <>
          <SelectField
            id={`${id}-client`}
            label="Client"
            placeholder="All clients"
            value={text.clientId}
            onChange={(clientId) => set({ clientId })}
            options={clients.map((c) => ({ value: String(c.id), label: c.name }))}
          />
          <TextField
            id={`${id}-valno`}
            label="Valuation number"
            value={text.valuationNumber}
            onChange={(valuationNumber) => set({ valuationNumber })}
          />
        </>
      ) : null}
    </div>
  );
}
