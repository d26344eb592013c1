/**
 * The legacy REST shapes, made in one way: every field of a GraphQL answer PascalCased (`dateOpened`
 * -> `DateOpened`; `id` stays `id`), nested objects and lists alike, with a shim's few overrides.
 * (Decimals are numbers already: the shim runner converts them.)
 */

/** A field's legacy name: the GraphQL name with its first letter upper-cased; `id` stays `id`. */
export const pascal = (name: string): string => (name === "id" ? name : name.charAt(0).toUpperCase() + name.slice(1));

/**
 * How one field appears in the legacy shape, when not PascalCased: another name, several names (the
 * value under each), false to leave it out, or a function answering the legacy fields it becomes.
 */
export type FieldOverride<T, R> = string | readonly string[] | false | ((value: T, row: R) => Record<string, unknown>);

export interface LegacyShape<R> {
  /** Overrides by GraphQL field name; every other field is PascalCased. */
  fields?: { [K in keyof R]?: FieldOverride<R[K], R> };
  /** Makes the names of the fields without an override from their PascalCased name, e.g. (n) => `${n}Counter`. */
  name?: (pascalName: string) => string;
  /** Fields the legacy shape adds, made from the row. */
  extra?: (row: R) => Record<string, unknown>;
}

/** A mapper from a GraphQL row (the fields the operation asked for, in their order) to its legacy shape. */
export function legacy<R extends object>(shape: LegacyShape<R> = {}): (row: R) => Record<string, unknown> {
  const fields = (shape.fields ?? {}) as Record<string, FieldOverride<unknown, R> | undefined>;
  // what each field becomes, worked out on its first row: the same fields come in every row
  const plans = new Map<string, false | readonly string[] | ((value: unknown, row: R) => Record<string, unknown>)>();
  const planOf = (field: string) => {
    let plan = plans.get(field);
    if (plan === undefined) {
      const override = fields[field];
      plan =
        field === "__typename" || override === false
          ? false
          : typeof override === "function"
            ? override
            : override === undefined
              ? [shape.name ? shape.name(pascal(field)) : pascal(field)]
              : typeof override === "string"
                ? [override]
                : override;
      plans.set(field, plan);
    }
    return plan;
  };
  return (row) => {
    const out: Record<string, unknown> = {};
    for (const field of Object.keys(row)) {
      const plan = planOf(field);
      if (plan === false) continue;
      const value = (row as Record<string, unknown>)[field];
      if (typeof plan === "function") Object.assign(out, plan(value, row));
      else for (const name of plan) out[name] = nested(value);
    }
    return shape.extra ? Object.assign(out, shape.extra(row)) : out;
  };
}

const plain = legacy<Record<string, unknown>>();

/** A nested value in the legacy shape: objects PascalCased, lists element by element. */
function nested(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(nested);
  if (value && typeof value === "object") return plain(value as Record<string, unknown>);
  return value;
}

/** `{ Data, Total }`, the shape of every legacy list. */
export const list = <T>(Data: T[], Total: number = Data.length) => ({ Data, Total });

/** `Field: [messages]` from a payload's field errors, field names in the legacy PascalCase. */
export function modelState(fieldErrors: readonly { field: string; message: string }[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const f of fieldErrors) {
    const key = f.field.charAt(0).toUpperCase() + f.field.slice(1);
    (out[key] ??= []).push(f.message);
  }
  return out;
}
