import type { EntityManager } from "@mikro-orm/postgresql";
/** Search words shorter than this are left out of a text match (a prefix that short matches nearly everything, and a trigram index cannot find it). */
export const MIN_SEARCH_TERM = 3;

/**
 * English words that nearly every order's or quote's text holds: PostgreSQL's english stop list, the
 * words of three letters or more. In the demo's million orders "the" is in 76% of them, "and" in
 * 31%, "not" in 19%: such a word narrows a search by nothing a person meant, and finding it costs as
 * much as reading the whole table's index.
 */
const STOP_WORDS = new Set(
  (
    "myself our ours ourselves you your yours yourself yourselves him his himself she her hers herself its itself they them " +
    "their theirs themselves what which who whom this that these those are was were been being have has had having does did " +
    "doing the and but because until while for with about against between into through during before after above below from " +
    "down out off over under again further then once here there when where why how all any both each few more most other " +
    "some such nor not only own same than too very can will just don should now"
  ).split(" "),
);

/** What a search term asks a text for: its words (letters only) and its codes (anything with a digit), lower-cased. */
export interface SearchTerms {
  words: string[];
  codes: string[];
}

/**
 * The words and codes of a search term, each MIN_SEARCH_TERM long or more, each once: a token with a
 * digit is a code whole (WO0001234, PO-123456, F28); any other token is split into its words at
 * anything that is not a letter ("boiler/heater" is two words). Stop words (STOP_WORDS) are left out
 * when the term holds anything else: "the car park" asks for "car" and "park", "the" alone for
 * "the".
 */
export function searchTerms(term: string): SearchTerms {
  const words = new Set<string>();
  const codes = new Set<string>();
  for (const token of term.toLowerCase().split(/\s+/)) {
    if (/\d/.test(token)) {
      if (token.length >= MIN_SEARCH_TERM) codes.add(token);
    } else {
      for (const w of token.split(/[^\p{L}]+/u)) if (w.length >= MIN_SEARCH_TERM) words.add(w);
    }
  }
  const meant = [...words].filter((w) => !STOP_WORDS.has(w));
  return { words: meant.length || codes.size ? meant : [...words], codes: [...codes] };
}

/**
 * The words and codes of a term (searchTerms), each a term of its own: a list whose search keeps,
 * for a term, only rows that each of them keeps declares them as its search's parts (ListSearch.parts).
 */
export function searchParts(term: string): string[] {
  const { words, codes } = searchTerms(term);
  return [...words, ...codes];
}

/** How long the statistics behind wordShare are kept before they are read again (ANALYZE renews them). */
const SHARES_FOR_MS = 10 * 60_000;
const shares = new Map<string, { read: number; elems: Promise<Map<string, number>> }>();

/**
 * The share of a table's rows whose tsvector column holds a word starting with a prefix, from
 * PostgreSQL's statistics of the column (its most common elements, read once per SHARES_FOR_MS and
 * process): the sum of the shares of the common words it begins, 0 for a prefix of none (rarer than
 * the rarest common word). A search of several words lets the index find the rarest alone (see the
 * work-order list's textMatch).
 */
export async function wordShare(em: EntityManager, column: { schema: string; table: string; column: string }, prefix: string): Promise<number> {
  const key = `${column.schema}.${column.table}.${column.column}`;
  let entry = shares.get(key);
  if (!entry || Date.now() - entry.read > SHARES_FOR_MS) {
    const elems = em
      .getConnection()
      .execute<{ elems: string[] | null; freqs: number[] | null }[]>(
        `select most_common_elems::text::text[] as elems, most_common_elem_freqs as freqs from pg_stats
          where schemaname = ? and tablename = ? and attname = ?`,
        [column.schema, column.table, column.column],
      )
      .then(([row]) => new Map((row?.elems ?? []).map((e, i) => [e, Number(row!.freqs![i])])));
    entry = { read: Date.now(), elems };
    shares.set(key, entry);
    elems.catch(() => shares.delete(key));
  }
  let share = 0;
  for (const [word, freq] of await entry.elems) if (word.startsWith(prefix)) share += freq;
  return share;
}
