/**
 * How a caller's name for a sort or filter field binds to a list's field: without regard to case or
 * underscores, so `id`, `Id`, `ID`, `DateOpened`, `dateopened` and `DATE_OPENED` all bind. The one
 * place names are matched: the legacy shims' `Field_ASC` sorts and column filters, and the builder's
 * columns, all go through it.
 */
export function normaliseName(name: string): string {
  return name.replace(/[\s_]/g, "").toLowerCase();
}

/**
 * A binder for one list: `names` maps the names callers use (legacy grid fields, any case) to the
 * list's fields; each field also binds by its own name. Answers undefined for an unknown name.
 */
export function fieldBinder<F extends string>(names: Readonly<Record<string, F>>): (name: string) => F | undefined {
  const byName = new Map<string, F>();
  for (const field of Object.values(names)) byName.set(normaliseName(field), field);
  for (const [name, field] of Object.entries(names)) {
    const key = normaliseName(name);
    const bound = byName.get(key);
    if (bound !== undefined && bound !== field) throw new Error(`${name} binds to both ${bound} and ${field}`);
    byName.set(key, field);
  }
  return (name) => byName.get(normaliseName(name));
}

export type SortDirectionName = "ASC" | "DESC";

/**
 * `Field_ASC` / `Field_DESC` sort strings (several joined by commas; the direction any case, ASC
 * when left out) bound to a list's fields. Throws `invalid` for a malformed part or an unknown field.
 */
export function parseSortString<F extends string>(
  sort: string,
  bind: (name: string) => F | undefined,
  invalid: (message: string) => Error,
): { field: F; direction: SortDirectionName }[] {
  return sort.split(",").map((part) => {
    const m = /^\s*([A-Za-z][A-Za-z0-9_]*?)(?:_(asc|desc))?\s*$/i.exec(part);
    if (!m) throw invalid(`sort must be Field_ASC or Field_DESC, not '${part}'`);
    const field = bind(m[1]!);
    if (!field) throw invalid(`Unknown sort field: ${m[1]}`);
    return { field, direction: (m[2] ?? "asc").toUpperCase() as SortDirectionName };
  });
}
