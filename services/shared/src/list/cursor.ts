import { BadUserInputError } from "../errors";
import type { SqlValue } from "../tenancy";

/**
 * A keyset cursor: where a row lies in one sort of a list. `sort` names the sort it belongs to,
 * `nulls` says the row is in the part of rows whose sort value is null (those come last), `value`
 * is its sort value as PostgreSQL prints it and `keys` its key columns.
 */
export interface Cursor {
  sort: string;
  nulls: boolean;
  value: string | null;
  keys: SqlValue[];
}

export function encodeCursor(c: Cursor): string {
  return Buffer.from(JSON.stringify([c.sort, c.nulls ? 1 : 0, c.value, ...c.keys]), "utf8").toString("base64url");
}

const scalar = (v: unknown): v is string | number => typeof v === "string" || typeof v === "number";

/** The cursor `after` carries, if it belongs to this sort; BAD_USER_INPUT otherwise. */
export function decodeCursor(after: string, sort: string, keyCount: number): Cursor {
  const refuse = () =>
    new BadUserInputError("after is not a cursor of this list and sort", [
      { field: "after", message: "after is not a cursor of this list and sort" },
    ]);
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(after, "base64url").toString("utf8"));
  } catch {
    throw refuse();
  }
  if (!Array.isArray(parts) || parts.length !== 3 + keyCount || parts[0] !== sort || (parts[1] !== 0 && parts[1] !== 1)) throw refuse();
  const [, nulls, value, ...keys] = parts as [string, number, unknown, ...unknown[]];
  if ((value !== null && typeof value !== "string") || (nulls === 1) !== (value === null) || !keys.every(scalar)) throw refuse();
  return { sort, nulls: nulls === 1, value, keys };
}
