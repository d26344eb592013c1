/** A term with LIKE's pattern characters (and the escape character) escaped. */
export function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** `%term%` for LIKE/ILIKE, the term taken literally. */
export function containsPattern(term: string): string {
  return `%${escapeLike(term)}%`;
}

/** A PostgreSQL int[] literal for `= any(?::int[])`: knex would expand a JS array binding into a list. */
export function intArray(ids: readonly number[]): string {
  return `{${ids.map((i) => Math.trunc(i)).join(",")}}`;
}
