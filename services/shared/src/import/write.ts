import type { EntityManager } from "@mikro-orm/postgresql";

/** One column of a bulk insert: its name in the table and its PostgreSQL type (int, text, date, time, boolean, ...). */
export interface InsertColumn<R> {
  column: string;
  type: string;
  value: (row: R) => string | number | boolean | null;
}

/** Rows inserted per statement. */
export const INSERT_BATCH = 5_000;

/**
 * A PostgreSQL array literal of values (every element quoted and escaped, null as NULL), bound as
 * one parameter: the driver layer would expand a JavaScript array into a list of parameters.
 */
export function arrayLiteral(values: readonly (string | number | boolean | null)[]): string {
  return `{${values.map((v) => (v === null ? "NULL" : `"${String(v).replace(/[\\"]/g, "\\$&")}"`)).join(",")}}`;
}

/**
 * Inserts checked import rows into `table` ("assets.site"), INSERT_BATCH rows per statement (each
 * column bound as one array, unnested into rows). Call it inside the import's one transaction
 * (`em.transactional(tx => ...)`, with `tx`), so that a failure writes nothing.
 */
export async function insertRows<R>(tx: EntityManager, table: string, columns: readonly InsertColumn<R>[], rows: readonly R[]): Promise<void> {
  const conn = tx.getConnection();
  const trx = tx.getTransactionContext();
  const names = columns.map((c) => c.column).join(", ");
  const arrays = columns.map((c) => `?::${c.type}[]`).join(", ");
  for (let i = 0; i < rows.length; i += INSERT_BATCH) {
    const batch = rows.slice(i, i + INSERT_BATCH);
    await conn.execute(
      `insert into ${table} (${names}) select * from unnest(${arrays})`,
      columns.map((c) => arrayLiteral(batch.map(c.value))),
      "run",
      trx,
    );
  }
}

/**
 * Whether an error is a unique index's refusal: MikroORM's UniqueConstraintViolationException (what
 * the unit of work throws) or PostgreSQL's 23505 as a raw `execute` (insertRows) lets it through.
 */
export function isUniqueViolation(e: unknown): boolean {
  return (e as Error | null)?.name === "UniqueConstraintViolationException" || (e as { code?: string } | null)?.code === "23505";
}
