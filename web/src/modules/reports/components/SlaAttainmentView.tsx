import type { ReactNode } from "react";
import type { FragmentType } from "../../../gql";
import type { SlaAttainmentGroupBy, SlaClockKind } from "../../../gql/graphql";
import { Button, Callout, SelectField, Spinner, TextField } from "../../../ui";
import { wholeDate } from "../report-filters";
import { GROUP_LABELS, SlaAttainmentFigures, type SlaAttainmentFigures_Report } from "./SlaAttainmentFigures";

const CLOCK_LABELS: Record<SlaClockKind, string> = { RESPONSE: "Response only", FIX: "Fix only" };

/** What the attainment filters hold as typed: the dates as DD/MM/YYYY text, a grouping, a clock or "" for both */
export interface SlaAttainmentFilterText {
  dateFrom: string;
  dateTo: string;
  groupBy: SlaAttainmentGroupBy;
  clock: string;
}

export interface SlaAttainmentViewProps {
  text: SlaAttainmentFilterText;
  onChange: (change: Partial<SlaAttainmentFilterText>) => void;
  /** the groupings the viewer may choose, the default first (the server refuses the others) */
  groupings: readonly SlaAttainmentGroupBy[];
  /** filters after the clock's (staff: the client) */
  moreFilters?: ReactNode;
  /** both dates are whole: the report is asked and may be exported */
  datesWhole: boolean;
  report: FragmentType<typeof SlaAttainmentFigures_Report> | undefined;
  loading: boolean;
  error: { message: string } | undefined;
  onExport: () => void;
  /** how the figures are counted, in the viewer's words */
  note: ReactNode;
}

/**
 * An SLA attainment screen (docs/sla.md "Attainment"), the staff reports tab's and the client portal's:
 * the filter bar (dates, grouping, clock, the screen's own filters) with the export, then the figures,
 * or what stands in their place (dates to enter, loading, the error), and the note.
 */
export function SlaAttainmentView(props: SlaAttainmentViewProps) {
  const { text, onChange, groupings, report, error } = props;
  const dateHelper = (value: string) => (value && !wholeDate(value) ? "Not a whole date (DD/MM/YYYY)" : undefined);
  let body;
  if (!props.datesWhole) body = <Callout intent="primary">Enter both dates (DD/MM/YYYY) to see the attainment.</Callout>;
  else if (error && !report)
    body = (
      <Callout intent="danger" title="The SLA attainment could not be loaded">
        {error.message}
      </Callout>
    );
  else if (!report) body = <Spinner aria-label="Loading the SLA attainment" />;
  else body = <SlaAttainmentFigures report={report} />;
  const [first] = groupings;
  return (
    <>
      <div className="wo-report__bar">
        <div className="wo-report-filters" role="group" aria-label="Filters">
          <TextField
            id="sla-date-from"
            label="Date from"
            placeholder="DD/MM/YYYY"
            value={text.dateFrom}
            onChange={(dateFrom) => onChange({ dateFrom })}
            helper={dateHelper(text.dateFrom)}
          />
          <TextField
            id="sla-date-to"
            label="Date to"
            placeholder="DD/MM/YYYY"
            value={text.dateTo}
            onChange={(dateTo) => onChange({ dateTo })}
            helper={dateHelper(text.dateTo)}
          />
          <SelectField
            id="sla-group-by"
            label="Group by"
            placeholder={GROUP_LABELS[first!]}
            value={text.groupBy === first ? "" : text.groupBy}
            onChange={(groupBy) => onChange({ groupBy: (groupBy || first) as SlaAttainmentGroupBy })}
            options={groupings.slice(1).map((g) => ({ value: g, label: GROUP_LABELS[g] }))}
          />
          <SelectField
            id="sla-clock"
            label="Clocks"
            placeholder="Response and fix"
            value={text.clock}
            onChange={(clock) => onChange({ clock })}
            options={(["RESPONSE", "FIX"] as const).map((c) => ({ value: c, label: CLOCK_LABELS[c] }))}
          />
          {props.moreFilters}
        </div>
        <Button icon="download" text="Export" onClick={props.onExport} disabled={!props.datesWhole} />
      </div>
      {error && report ? <Callout intent="warning">The figures shown may be out of date: {error.message}</Callout> : null}
      {body}
      <p className="wo-sla-attainment__note">{props.note}</p>
    </>
  );
}
