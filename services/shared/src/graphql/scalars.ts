import { GraphQLScalarType, Kind } from "graphql";
import { BadUserInputError } from "../errors";

const DECIMAL = /^-?\d{1,15}(\.\d{1,6})?$/;

function toDecimal(value: unknown): string {
  const s = typeof value === "number" ? String(value) : typeof value === "string" ? value.trim() : "";
  if (!DECIMAL.test(s)) throw new BadUserInputError(`Not a decimal number: ${String(value)}`);
  return s;
}

/**
 * An exact decimal (money, quantities), sent as a string so no precision is lost on the way.
 * The database stores it as numeric.
 */
export const DecimalScalar = new GraphQLScalarType({
  name: "Decimal",
  description: 'An exact decimal number, as a string (e.g. "150.00"). Money is in pounds sterling.',
  serialize: (v) => (v == null ? null : typeof v === "string" ? v : String(v)),
  parseValue: toDecimal,
  parseLiteral(ast) {
    if (ast.kind === Kind.STRING || ast.kind === Kind.FLOAT || ast.kind === Kind.INT) return toDecimal(ast.value);
    throw new BadUserInputError("Decimal must be a string or number");
  },
});

const LOCAL_DATE = /^\d{4}-\d{2}-\d{2}$/;

function toLocalDate(value: unknown): string {
  // a day that does not exist (2026-02-31) is refused, not rolled over
  const day = typeof value === "string" && LOCAL_DATE.test(value) ? new Date(`${value}T00:00:00Z`) : null;
  if (!day || Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== value) {
    throw new BadUserInputError(`Not a date (YYYY-MM-DD): ${String(value)}`);
  }
  return value as string;
}

/** A calendar date without time or zone, as YYYY-MM-DD (a PostgreSQL `date`). */
export const LocalDateScalar = new GraphQLScalarType({
  name: "LocalDate",
  description: "A calendar date, YYYY-MM-DD",
  serialize: (v) => (v == null ? null : v instanceof Date ? v.toISOString().slice(0, 10) : String(v)),
  parseValue: toLocalDate,
  parseLiteral(ast) {
    if (ast.kind === Kind.STRING) return toLocalDate(ast.value);
    throw new BadUserInputError("LocalDate must be a string YYYY-MM-DD");
  },
});
