import type { SavePpmInput } from "../../gql/graphql";
import { formatDay, toIsoDay } from "../../ui/format";

/** The PPM form's values as its fields hold them: ids as option values ("" for none), dates DD/MM/YYYY (typed, §9) */
export type PpmFormValues = {
  frequency: string;
  weeksMonths: string;
  clientId: string;
  siteId: string;
  assetId: string;
  subTradeId: string;
  ppmStatusId: string;
  contractorId: string;
  firstVisit: string;
  nextVisit: string;
  costPerAnnum: string;
  description: string;
  version: number;
};

/** What §5's 'Required fields' covers on the PPM form (portals §5 PPM save) */
export const REQUIRED_PPM_FIELDS = [
  "frequency",
  "weeksMonths",
  "clientId",
  "siteId",
  "subTradeId",
  "ppmStatusId",
  "contractorId",
  "firstVisit",
] as const satisfies ReadonlyArray<keyof PpmFormValues>;

export const FREQUENCY_UNITS = ["Weeks", "Months"] as const;

export const emptyPpm = (): PpmFormValues => ({
  frequency: "1",
  weeksMonths: "Months",
  clientId: "",
  siteId: "",
  assetId: "",
  subTradeId: "",
  ppmStatusId: "1",
  contractorId: "",
  firstVisit: "",
  nextVisit: "",
  costPerAnnum: "",
  description: "",
  version: 0,
});

type StoredPpm = {
  frequency: number;
  weeksMonths: string;
  clientId: number;
  siteId: number;
  assetId?: number | null;
  subTradeId: number;
  ppmStatusId: number;
  contractorId: number;
  firstVisit: string;
  nextVisit: string;
  costPerAnnum?: string | null;
  description?: string | null;
  version: number;
};

const id = (v: number | null | undefined) => (v ? String(v) : "");

export const ppmValues = (p: StoredPpm): PpmFormValues => ({
  frequency: String(p.frequency),
  weeksMonths: p.weeksMonths,
  clientId: id(p.clientId),
  siteId: id(p.siteId),
  assetId: id(p.assetId),
  subTradeId: id(p.subTradeId),
  ppmStatusId: id(p.ppmStatusId),
  contractorId: id(p.contractorId),
  firstVisit: formatDay(p.firstVisit),
  nextVisit: formatDay(p.nextVisit),
  costPerAnnum: p.costPerAnnum ?? "",
  description: p.description ?? "",
  version: p.version,
});

/** Cost per annum: a number, 0 or more, up to 3 decimals (portals §5) */
export const COST_PATTERN = /^\d{1,11}(\.\d{1,3})?$/;

/** A typed day for the API: YYYY-MM-DD (badPpmDates keeps what is not a date from being sent) */
const dayInput = (text: string): string | null => toIsoDay(text);

/** The visits typed that are not dates (DD/MM/YYYY): flagged instead of saving */
export function badPpmDates(v: PpmFormValues): ("firstVisit" | "nextVisit")[] {
  return (["firstVisit", "nextVisit"] as const).filter((f) => v[f].trim() !== "" && toIsoDay(v[f]) === null);
}

/** The input of savePpm: an empty asset is 0 (none), an empty next visit is the first visit (the server's) */
export const toSavePpmInput = (v: PpmFormValues, ppmId: number | null): SavePpmInput => ({
  id: ppmId,
  version: ppmId ? v.version : null,
  frequency: Number(v.frequency) || null,
  weeksMonths: v.weeksMonths || null,
  clientId: Number(v.clientId) || null,
  siteId: Number(v.siteId) || null,
  assetId: Number(v.assetId) || 0,
  subTradeId: Number(v.subTradeId) || null,
  ppmStatusId: Number(v.ppmStatusId) || null,
  contractorId: Number(v.contractorId) || null,
  firstVisit: dayInput(v.firstVisit),
  nextVisit: dayInput(v.nextVisit),
  costPerAnnum: v.costPerAnnum.trim() || null,
  description: v.description.trim() || null,
});
