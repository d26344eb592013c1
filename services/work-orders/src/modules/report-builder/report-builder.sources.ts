import { declareList } from "@wo/shared";
import { REPORT_COLUMNS, type ReportColumnDef } from "../report/report.columns";
import { ORDER_LOG_LIST, QUERY_REPORT_LIST, VALUATION_LIST, type ReportList, type ReportOrderSortField } from "../report/report.reader";
import { ReportSource } from "../report/report.type";

/**
 * The valuation report's list narrowed as the builder runs every source, to one client and a
 * valuation number: the same declaration (rows, columns, sort, tenancy, statuses, dates), with the
 * order log's own client and valuation-number arguments added.
 */
const VALUATION_FOR_BUILDER: ReportList = declareList({
  ...VALUATION_LIST,
  arguments: {
    ...VALUATION_LIST.arguments,
    clientId: ORDER_LOG_LIST.arguments!.clientId!,
    valuationNumber: ORDER_LOG_LIST.arguments!.valuationNumber!,
  },
});

/** What the builder reads of a source: its list, its catalogue of columns, and how to ask the list for a run's rows. */
export interface BuilderSource {
  label: string;
  list: ReportList;
  columns: readonly ReportColumnDef[];
  /** the list's sort field of a catalogue column (the list column showing that field); null when it sorts by none */
  sortOf(key: string): ReportOrderSortField | null;
  /** the list's arguments of a run: the client, the London days and the valuation number */
  args(run: { clientId: number; dateFrom: string; dateTo: string; valuationNumber: string | null }): Record<string, unknown>;
}

function source(label: string, list: ReportList, columns: readonly ReportColumnDef[]): BuilderSource {
  return {
    label,
    list,
    columns,
    sortOf: (key) => {
      if (!columns.some((c) => c.key === key)) return null;
      const found = (Object.entries(list.columns) as [ReportOrderSortField, { field: string }][]).find(([, c]) => c.field === key);
      return found ? found[0] : null;
    },
    args: ({ clientId, dateFrom, dateTo, valuationNumber }) => ({ clientId, dateFrom, dateTo, valuationNumber }),
  };
}

const SOURCES: Record<ReportSource, BuilderSource> = {
  [ReportSource.ORDER_LOG]: source("order log", ORDER_LOG_LIST, REPORT_COLUMNS[ReportSource.ORDER_LOG]),
  [ReportSource.VALUATION]: source("valuation report", VALUATION_FOR_BUILDER, REPORT_COLUMNS[ReportSource.VALUATION]),
  [ReportSource.QUERY]: source("query report", QUERY_REPORT_LIST, REPORT_COLUMNS[ReportSource.QUERY]),
};

/** A saved report's source, or null for a value that names none. */
export function builderSource(name: string): BuilderSource | null {
  return (SOURCES as Record<string, BuilderSource | undefined>)[name] ?? null;
}
