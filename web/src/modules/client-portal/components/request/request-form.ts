import { DateTime } from "luxon";
import type { SaveWorkOrderInput } from "../../../../gql/graphql";
import { ZONE } from "../../../../ui/format";
import { dayToIso } from "../../../work-orders/form/work-order-form";

/** What a client's request holds (portals §2.1 item 2): the fields a request has, as the form keeps them */
export type RequestValues = {
  siteId: string;
  assetId: string;
  tradeId: string;
  subTradeId: string;
  requestedBy: string;
  /** YYYY-MM-DD (the date input's value), a London day */
  requestDate: string;
  issue: string;
  clientRef: string;
};

/** The fields a request cannot go without: where, what trade, and what is wrong (staff cannot act without it) */
export const REQUIRED_REQUEST_FIELDS = ["siteId", "tradeId", "subTradeId", "issue"] as const satisfies ReadonlyArray<keyof RequestValues>;

/** Today in London, YYYY-MM-DD */
export function londonToday(now: Date = new Date()): string {
  return DateTime.fromJSDate(now).setZone(ZONE).toISODate() ?? "";
}

/** A stored instant as the London day the date input shows */
export function inputDay(iso: string | null | undefined): string {
  if (!iso) return "";
  const dt = DateTime.fromISO(iso, { setZone: true });
  return dt.isValid ? (dt.setZone(ZONE).toISODate() ?? "") : "";
}

export function emptyRequest(requestedBy = "", now?: Date): RequestValues {
  return { siteId: "", assetId: "", tradeId: "", subTradeId: "", requestedBy, requestDate: londonToday(now), issue: "", clientRef: "" };
}

const idOrNull = (v: string) => (Number(v) > 0 ? Number(v) : null);
const textOrNull = (v: string) => v.trim() || null;

/**
 * The save input of a client's request: a new one (id 0, with its answers, saved in the same
 * transaction) or its own request awaiting response (id and the version read). Only the fields a
 * request has: the server sets status, method of request, dates and SLA itself.
 */
export function toRequestInput(
  clientId: number,
  values: RequestValues,
  target: { id: number; version?: number; answers?: ReadonlyArray<{ questionContent: string; answerContent: string }> },
): SaveWorkOrderInput {
  return {
    id: target.id,
    ...(target.version !== undefined ? { version: target.version } : {}),
    asRequest: true,
    clientId,
    siteId: Number(values.siteId),
    assetId: idOrNull(values.assetId),
    tradeId: idOrNull(values.tradeId),
    subTradeId: idOrNull(values.subTradeId),
    requestedBy: textOrNull(values.requestedBy),
    requestDate: values.requestDate ? dayToIso(values.requestDate) : null,
    issue: values.issue.trim(),
    clientRef: textOrNull(values.clientRef),
    ...(target.answers
      ? { answers: target.answers.map((a) => ({ questionContent: a.questionContent, answerContent: a.answerContent.trim() })) }
      : {}),
  };
}
