/**
 * UK postcodes: an outward code (area letters, district digits and maybe a letter) and an inward
 * code (a digit and two letters, never C, I, K, M, O or V), as Royal Mail formats them; GIR 0AA too.
 */
const POSTCODE = /^(GIR0AA|(?:[A-PR-UWYZ][0-9][0-9A-HJKPSTUW]?|[A-PR-UWYZ][A-HK-Y][0-9][0-9ABEHMNPRVWXY]?)[0-9][ABD-HJLNP-UW-Z]{2})$/;

/** The postcode upper case with one space before the inward code, or null when it is not a UK postcode. */
export function normalisePostcode(value: string): string | null {
  const compact = value.toUpperCase().replace(/\s+/g, "");
  if (!POSTCODE.test(compact)) return null;
  return `${compact.slice(0, -3)} ${compact.slice(-3)}`;
}
