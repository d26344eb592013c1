/** The product shows every date and time in London, whatever the browser's zone. */
export const ZONE = "Europe/London";

/**
 * London's calendar and clock parts of an instant. The browser's own Intl (with the IANA zone data)
 * does this: no date library is needed to show a date, so pages that only show dates (every grid)
 * do not download one.
 */
const LONDON = new Intl.DateTimeFormat("en-GB", {
  timeZone: ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

type LondonParts = { day: string; month: string; year: string; hour: string; minute: string; second: string };

/** An ISO 8601 date-time (as the API sends them) in London, or null for none or anything else */
function toLondon(iso: string | null | undefined): LondonParts | null {
  if (!iso || !/^\d{4}-\d{2}-\d{2}/.test(iso)) return null;
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return null;
  const parts = Object.fromEntries(LONDON.formatToParts(at).map((p) => [p.type, p.value])) as Partial<LondonParts>;
  const { day = "", month = "", year = "", hour = "", minute = "", second = "" } = parts;
  return { day, month, year, hour, minute, second };
}

const day = (p: LondonParts) => `${p.day}/${p.month}/${p.year}`;

/** DD/MM/YYYY in Europe/London; '' for no date. */
export function formatDate(iso: string | null | undefined): string {
  const p = toLondon(iso);
  return p ? day(p) : "";
}

/** DD/MM/YYYY HH:mm:ss in Europe/London; '' for no date. */
export function formatDateTime(iso: string | null | undefined): string {
  const p = toLondon(iso);
  return p ? `${day(p)} ${p.hour}:${p.minute}:${p.second}` : "";
}

/** DD/MM/YYYY HH:mm in Europe/London (a note's time); '' for no date. */
export function formatDateMinutes(iso: string | null | undefined): string {
  const p = toLondon(iso);
  return p ? `${day(p)} ${p.hour}:${p.minute}` : "";
}

/** A calendar day (YYYY-MM-DD, as the API gives dates without a time) as DD/MM/YYYY; '' for none. */
export function formatDay(day: string | null | undefined): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(day ?? "");
  return m ? `${m[3]}/${m[2]}/${m[1]}` : "";
}

/** A filter value as the API wants it (YYYY-MM-DD) from DD/MM/YYYY or YYYY-MM-DD; null if neither. */
export function toIsoDay(input: string): string | null {
  const text = input.trim();
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text) ?? /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return null;
  const [y, mo, d] = text.includes("/") ? [Number(m[3]), Number(m[2]), Number(m[1])] : [Number(m[1]), Number(m[2]), Number(m[3])];
  // a real day of the calendar (no 31 February)
  const at = new Date(Date.UTC(y, mo - 1, d));
  if (at.getUTCFullYear() !== y || at.getUTCMonth() !== mo - 1 || at.getUTCDate() !== d) return null;
  return `${String(y).padStart(4, "0")}-${String(mo).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
}

const DECIMAL = /^(-)?(\d*)(?:\.(\d*))?$/;

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

/**
 * Money as shown everywhere: '£' and 2 decimals with thousands separators, rounded half away from
 * zero. Works on the Decimal string itself (no floating point): "1234.565" -> "£1,234.57".
 */
export function formatMoney(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === "") return "";
  const text = typeof value === "number" ? String(value) : value.trim();
  const m = DECIMAL.exec(text);
  if (!m || (m[2] === "" && (m[3] ?? "") === "")) return "";
  const negative = m[1] === "-";
  const fraction = (m[3] ?? "").padEnd(3, "0");
  let pence = BigInt(m[2] || "0") * 100n + BigInt(fraction.slice(0, 2));
  if (Number(fraction[2]) >= 5) pence += 1n;
  const pounds = (pence / 100n).toString();
  const rest = (pence % 100n).toString().padStart(2, "0");
  const sign = negative && pence !== 0n ? "-" : "";
  return `${sign}£${groupThousands(pounds)}.${rest}`;
}

/**
 * A price per unit (a cost per item, an hourly rate, an item's price ex tax), typed with up to 3
 * decimals (§5): shown as it was typed when its third decimal counts ("12.345" -> "£12.345"), so the
 * price times the quantity makes the total shown beside it; otherwise as money ("54.500" -> "£54.50").
 */
export function formatUnitPrice(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === "") return "";
  const text = typeof value === "number" ? String(value) : value.trim();
  const m = DECIMAL.exec(text);
  const fraction = (m?.[3] ?? "").replace(/0+$/, "");
  if (!m || m[2] === "" || fraction.length !== 3) return formatMoney(value);
  const whole = m[2].replace(/^0+(?=\d)/, "");
  return `${m[1] ?? ""}£${groupThousands(whole)}.${fraction}`;
}
