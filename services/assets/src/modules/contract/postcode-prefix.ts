/**
 * What a contractor covers under a contract: UK postcode areas ('M', 'SK'), districts ('SK1', 'WA14',
 * 'EC1A') or sectors ('SK1 3'), separated by commas, semicolons or new lines. Kept upper case, in the
 * order given without repeats, joined by ', ' (the database splits that into the array it matches on).
 */
const AREA = /^[A-Z]{1,2}$/;
const DISTRICT = /^[A-Z]{1,2}[0-9][0-9A-Z]?$/;
const SECTOR = /^[A-Z]{1,2}[0-9][0-9A-Z]? [0-9]$/;

export interface PostcodePrefixes {
  /** 'M, SK1, WA14', or null when none was given */
  value: string | null;
  /** the entries that are not an area, district or sector */
  invalid: string[];
}

export function normalisePostcodePrefixes(text: string | null | undefined): PostcodePrefixes {
  const seen = new Set<string>();
  const invalid: string[] = [];
  for (const raw of (text ?? "").split(/[,;\n]+/)) {
    const p = raw.trim().toUpperCase().replace(/\s+/g, " ");
    if (!p) continue;
    if (!(AREA.test(p) || DISTRICT.test(p) || SECTOR.test(p))) invalid.push(raw.trim());
    else seen.add(p);
  }
  return { value: seen.size ? [...seen].join(", ") : null, invalid };
}

/** The prefixes of a full postcode that a coverage list may name: its area, district and sector ('SK', 'SK1', 'SK1 3'). */
export function postcodeKeys(postcode: string): string[] {
  const compact = postcode.toUpperCase().replace(/\s+/g, "");
  if (compact.length < 5) return [];
  const outward = compact.slice(0, -3);
  const area = /^[A-Z]+/.exec(outward)?.[0] ?? "";
  return [area, outward, `${outward} ${compact.slice(-3, -2)}`];
}
