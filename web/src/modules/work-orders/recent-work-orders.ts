/**
 * The recently viewed work orders (spec §2, §9): the ids of the last 10 distinct work orders opened,
 * newest first, kept in a cookie for 365 days. The dashboard's latest-work-orders grid reads them
 * (`recentWorkOrders(ids)`), and the work-order pages add to them when they open one.
 */
export const RECENT_WORK_ORDERS_COOKIE = "recentWorkOrders";
export const RECENT_WORK_ORDERS_MAX = 10;
export const RECENT_WORK_ORDERS_DAYS = 365;

function readCookie(name: string): string | null {
  if (typeof document === "undefined") return null;
  for (const part of document.cookie.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return null;
}

/** Ids from the cookie's text: positive whole numbers, distinct, at most 10; anything else dropped */
export function parseRecentIds(text: string | null): number[] {
  if (!text) return [];
  const ids: number[] = [];
  for (const piece of text.split(",")) {
    const id = Number(piece.trim());
    if (!Number.isSafeInteger(id) || id <= 0 || ids.includes(id)) continue;
    ids.push(id);
    if (ids.length === RECENT_WORK_ORDERS_MAX) break;
  }
  return ids;
}

/** The remembered ids, newest first ([] without the cookie) */
export function recentWorkOrderIds(): number[] {
  return parseRecentIds(readCookie(RECENT_WORK_ORDERS_COOKIE));
}

/** Remembers a work order as the newest viewed: it moves to the front, the list keeps 10 distinct ids */
export function rememberWorkOrder(id: number): void {
  if (typeof document === "undefined" || !Number.isSafeInteger(id) || id <= 0) return;
  const ids = [id, ...recentWorkOrderIds().filter((x) => x !== id)].slice(0, RECENT_WORK_ORDERS_MAX);
  const maxAge = RECENT_WORK_ORDERS_DAYS * 24 * 60 * 60;
  document.cookie = `${RECENT_WORK_ORDERS_COOKIE}=${encodeURIComponent(ids.join(","))}; max-age=${maxAge}; path=/; SameSite=Lax`;
}
