import { toIsoDay } from "../../ui/format";

/** The debounce of the reports' filter boxes: the grid refreshes 250 ms after the last change or keypress */
export const REPORT_FILTER_DEBOUNCE_MS = 250;

/** The reports' page size (portals §9: report lists 20) and the sizes its chooser offers */
export const REPORT_PAGE_SIZE = 20;
export const REPORT_PAGE_SIZES = [10, 20, 50, 100] as const;

/**
 * A date box's filter (portals §5): it applies only when the text is exactly 10 characters
 * (DD/MM/YYYY) and a day of the calendar; anything else clears the filter. YYYY-MM-DD as the API
 * takes it, or null.
 */
export function wholeDate(text: string): string | null {
  return text.length === 10 ? toIsoDay(text) : null;
}

/** What a report's filter boxes hold, as typed */
export type ReportFilterText = { dateFrom: string; dateTo: string; clientId: string; valuationNumber: string };

/** The filters as the API takes them */
export type ReportFilterValues = { dateFrom: string | null; dateTo: string | null; clientId: number | null; valuationNumber: string | null };

export const NO_FILTERS: ReportFilterText = { dateFrom: "", dateTo: "", clientId: "", valuationNumber: "" };

export function filterValues(text: ReportFilterText): ReportFilterValues {
  const client = Number(text.clientId);
  return {
    dateFrom: wholeDate(text.dateFrom),
    dateTo: wholeDate(text.dateTo),
    clientId: text.clientId && Number.isInteger(client) && client > 0 ? client : null,
    valuationNumber: text.valuationNumber.trim() || null,
  };
}

/** An export page's address with the filters of the screen and its sort (`Field_DIR`), empty ones left out */
export function exportUrl(page: string, params: Record<string, string | number | null | undefined>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value !== null && value !== undefined && value !== "") query.set(name, String(value));
  const text = query.toString();
  return `/Services/${page}.aspx${text ? `?${text}` : ""}`;
}
