import Decimal from "decimal.js";

/**
 * Money, stated once (docs/billing.md "Money"). Amounts are exact decimals end to end: numeric in
 * PostgreSQL, decimal strings in GraphQL, `Decimal` here, never a JavaScript float.
 *
 * - What people type (a cost per item, an amount ex tax, a new price, a rate) has at most
 *   **3 decimals** (`MONEY_INPUT_SCALE`).
 * - Every total the system works out (a line, its tax, a quote, a logged time entry, a material's
 *   total, the cost counters) is **rounded to 2 decimals, half away from zero**, once, where it is
 *   made (`roundMoney`): 2.345 → 2.35, -2.345 → -2.35. Sums add those rounded figures, so a total
 *   equals the sum of the lines shown. PostgreSQL's `round(numeric, 2)` follows the same rule, so SQL
 *   that makes a total uses it.
 */
export const MONEY_INPUT_SCALE = 3;
export const MONEY_TOTAL_SCALE = 2;

/** A private Decimal constructor: 40 significant digits, half away from zero. */
export const Money = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
export type Money = Decimal;

const INPUT = /^-?\d{1,11}(\.\d{1,3})?$/;

/** Whether a decimal string is a valid money input: at most 11 whole digits and 3 decimals. */
export function isMoneyInput(value: string | null | undefined): boolean {
  return value != null && INPUT.test(value.trim());
}

/** A value as an exact Decimal (null and "" as 0). */
export function money(value: string | number | Decimal | null | undefined): Decimal {
  if (value == null || value === "") return new Money(0);
  return new Money(value as Decimal.Value);
}

/** A total: rounded to 2 decimals, half away from zero. */
export function roundMoney(value: string | number | Decimal): Decimal {
  return new Money(value as Decimal.Value).toDecimalPlaces(MONEY_TOTAL_SCALE, Decimal.ROUND_HALF_UP);
}

/** A total as the string GraphQL sends: always 2 decimals ("150.00"). */
export function moneyString(value: string | number | Decimal): string {
  return roundMoney(value).toFixed(MONEY_TOTAL_SCALE);
}

/** The sum of totals (each already rounded), as a 2-decimal total. */
export function sumMoney(values: readonly (string | number | Decimal | null | undefined)[]): Decimal {
  return roundMoney(values.reduce<Decimal>((acc, v) => acc.plus(money(v)), new Money(0)));
}

/**
 * Whether a work order is over budget (§4): its logged total exceeds its approved cost, or, before a
 * cost is approved, its estimated cost. No budget (neither set) is never over.
 */
export function isOverBudget(
  loggedTotal: string | number | Decimal | null | undefined,
  approvedCost: string | number | Decimal | null | undefined,
  estimatedCost: string | number | Decimal | null | undefined,
): boolean {
  const budget = approvedCost != null && approvedCost !== "" ? approvedCost : estimatedCost;
  if (budget == null || budget === "") return false;
  return money(loggedTotal).greaterThan(money(budget));
}

/** An amount as people read it in messages: pounds, thousands separated, 2 decimals ("£1,234.50", "-£3.00"). */
export function formatPounds(value: string | number | Decimal | null | undefined): string {
  const fixed = roundMoney(money(value)).toFixed(MONEY_TOTAL_SCALE);
  const negative = fixed.startsWith("-");
  const [whole, pence] = (negative ? fixed.slice(1) : fixed).split(".");
  return `${negative ? "-" : ""}£${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ",")}.${pence}`;
}
