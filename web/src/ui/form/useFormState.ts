import { useCallback, useState } from "react";

export type FieldProblems<T> = Partial<Record<keyof T & string, string | true>>;

export type FormState<T> = {
  values: T;
  /** Sets a field and clears its invalid flag (spec §5: cleared on change) */
  set: <K extends keyof T & string>(field: K, value: T[K]) => void;
  /** Replaces every value (a record loaded) and clears the flags */
  reset: (values: T) => void;
  /** Flags fields invalid, with the message to show under them (or just the flag) */
  flag: (problems: FieldProblems<T>) => void;
  problems: FieldProblems<T>;
  invalid: (field: keyof T & string) => boolean;
  message: (field: keyof T & string) => string | undefined;
};

/** The values of a form and the fields flagged invalid (required and missing, or refused by the server) */
export function useFormState<T extends Record<string, unknown>>(initial: T | (() => T)): FormState<T> {
  const [values, setValues] = useState<T>(initial);
  const [problems, setProblems] = useState<FieldProblems<T>>({});

  const set = useCallback(<K extends keyof T & string>(field: K, value: T[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setProblems((p) => {
      if (!(field in p)) return p;
      const next = { ...p };
      delete next[field];
      return next;
    });
  }, []);

  const reset = useCallback((next: T) => {
    setValues(next);
    setProblems({});
  }, []);

  const flag = useCallback((next: FieldProblems<T>) => setProblems(next), []);

  return {
    values,
    set,
    reset,
    flag,
    problems,
    invalid: (field) => field in problems,
    message: (field) => {
      const p = problems[field];
      return typeof p === "string" ? p : undefined;
    },
  };
}

/** A server refusal's field errors as a form's flags; fields the form does not hold are left out */
export function serverProblems<T extends Record<string, unknown>>(
  values: T,
  fieldErrors: ReadonlyArray<{ field: string; message: string }>,
  /** The form's name of a server field, where they differ */
  rename: Record<string, keyof T & string> = {},
): FieldProblems<T> {
  const out: Record<string, string> = {};
  for (const e of fieldErrors) {
    const field = rename[e.field] ?? e.field;
    if (field in values && !(field in out)) out[field] = e.message;
  }
  return out as FieldProblems<T>;
}
