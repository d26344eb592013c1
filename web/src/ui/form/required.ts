/** Spec §5: a required field is missing when it is empty, 0, '0' or null (text is trimmed) */
export function isMissing(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === "string") return value.trim() === "" || value.trim() === "0";
  if (typeof value === "number") return value === 0 || Number.isNaN(value);
  return false;
}

/** The required fields that are missing, in the order given */
export function missingFields<T extends Record<string, unknown>>(values: T, required: ReadonlyArray<keyof T & string>): Array<keyof T & string> {
  return required.filter((field) => isMissing(values[field]));
}

/** The spec's warning when a required field is missing (§8) */
export const REQUIRED_FIELDS = "Required fields";
