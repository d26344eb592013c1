import type { FilterKind, FilterOperator, GridFilter } from "./types";

export const OPERATOR_LABELS: Record<FilterOperator, string> = {
  EQ: "Is equal to",
  NEQ: "Is not equal to",
  CONTAINS: "Contains",
  STARTS_WITH: "Starts with",
  ENDS_WITH: "Ends with",
  GT: "Is greater than",
  GTE: "Is greater than or equal to",
  LT: "Is less than",
  LTE: "Is less than or equal to",
  IS_EMPTY: "Is empty",
  IS_NOT_EMPTY: "Is not empty",
};

const DATE_LABELS: Partial<Record<FilterOperator, string>> = {
  EQ: "Is on",
  NEQ: "Is not on",
  GT: "Is after",
  GTE: "Is on or after",
  LT: "Is before",
  LTE: "Is on or before",
};

export const OPERATORS: Record<FilterKind, FilterOperator[]> = {
  text: ["CONTAINS", "EQ", "NEQ", "STARTS_WITH", "ENDS_WITH", "IS_EMPTY", "IS_NOT_EMPTY"],
  date: ["EQ", "NEQ", "GT", "GTE", "LT", "LTE", "IS_EMPTY", "IS_NOT_EMPTY"],
  number: ["EQ", "NEQ", "GT", "GTE", "LT", "LTE", "IS_EMPTY", "IS_NOT_EMPTY"],
};

export function operatorLabel(kind: FilterKind, operator: FilterOperator): string {
  return (kind === "date" ? DATE_LABELS[operator] : undefined) ?? OPERATOR_LABELS[operator];
}

export function needsValue(operator: FilterOperator): boolean {
  return operator !== "IS_EMPTY" && operator !== "IS_NOT_EMPTY";
}

/** "Client contains acme", for the filter's tag */
export function describeFilter(title: string, kind: FilterKind, filter: GridFilter): string {
  const op = operatorLabel(kind, filter.operator).toLowerCase();
  return needsValue(filter.operator) ? `${title} ${op} ${filter.value ?? ""}` : `${title} ${op}`;
}
