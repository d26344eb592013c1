import type { FormEvent } from "react";
import type { OperationVariables, TypedDocumentNode } from "@apollo/client";
import { useMutation } from "@apollo/client/react";
import { getFragmentData, graphql, type FragmentType } from "../../gql";
import { notify, type NoticeKind } from "../notify";
import { REQUIRED_FIELDS, missingFields } from "./required";
import { serverProblems, type FormState } from "./useFormState";

/**
 * A refusal as every mutation payload carries it (the API's `Error` interface): spread it in the
 * payload's `error` of each saving mutation, `error { ...SaveForm_Error }`, and useSaveForm reads it.
 */
export const SaveForm_Error = graphql(`
  fragment SaveForm_Error on Error {
    code
    message
    fieldErrors {
      field
      message
    }
  }
`);

/** A refusal, read from its fragment */
export type SaveRefusal = { code: string; message: string; fieldErrors: ReadonlyArray<{ field: string; message: string }> };

/** A mutation payload: what it saved, or its refusal */
export type SavePayload = { error?: FragmentType<typeof SaveForm_Error> | null };

export type Notice = { message: string; kind: NoticeKind };

/** The spec's notice when a save fails for another reason than a refusal (§8) */
export const SAVE_FAILED: Notice = { message: "Unable to update - please ensure all data is valid.", kind: "warning" };

export type SaveFormOptions<TData, TVars, T extends Record<string, unknown>, P extends SavePayload> = {
  /** Where the payload is in the answer: `(data) => data.saveUser`; none: any answer is a success */
  payload?: (data: TData) => P | null | undefined;
  /** The form whose fields a refusal flags, with the server's messages under them */
  form?: Pick<FormState<T>, "values" | "flag">;
  /** The fields required now (§5): `submit` flags the missing ones and says 'Required fields' instead of saving */
  required?: ReadonlyArray<keyof T & string>;
  /** The mutation's variables from the form's values, for `submit` */
  variables?: (values: T) => TVars;
  /** The form's name of a server field, where they differ */
  rename?: Record<string, keyof T & string>;
  /** Whether a payload without a refusal is a success (default: it is) */
  saved?: (payload: P) => boolean;
  /** The success notice ('User Updated') */
  success?: string | ((payload: P) => string);
  /** After a success, after its notice */
  onSaved?: (payload: P) => void;
  /** The notice of a refusal; default: its message, as an error */
  refusal?: (refusal: SaveRefusal) => Notice;
  /** The notice when the call itself fails (network, a GraphQL error); default SAVE_FAILED */
  failure?: Notice | ((error: unknown) => Notice);
};

export type SaveForm<TVars, P> = {
  /** The form's submit handler: required fields, then `save` with `variables(form.values)` */
  submit: (event?: FormEvent) => Promise<void>;
  /**
   * Saves: a refusal flags the form's fields and shows its message; a success its notice. The payload
   * saved, or null. `context` goes to the links (an upload's progress callback, say).
   */
  save: (variables: TVars, context?: Record<string, unknown>) => Promise<P | null>;
  saving: boolean;
};

/**
 * The one way a form saves (spec §5, §8): required fields first, then the mutation; the server's
 * refusal flags its fields on the form and shows its message, a success shows its notice and calls
 * back, and a failed call shows the spec's warning.
 */
export function useSaveForm<TData, TVars extends OperationVariables, T extends Record<string, unknown>, P extends SavePayload>(
  mutation: TypedDocumentNode<TData, TVars>,
  options: SaveFormOptions<TData, TVars, T, P>,
): SaveForm<TVars, P> {
  const [mutate, { loading }] = useMutation(mutation as TypedDocumentNode<TData, OperationVariables>);
  const { form, rename, failure = SAVE_FAILED } = options;

  const save = async (variables: TVars, context?: Record<string, unknown>): Promise<P | null> => {
    try {
      const { data } = await mutate(context ? { variables, context } : { variables });
      const payload = options.payload ? (data ? options.payload(data) : null) : ({} as P);
      if (!payload) return null;
      const refusal = getFragmentData(SaveForm_Error, payload.error);
      if (refusal) {
        if (form) form.flag(serverProblems(form.values, refusal.fieldErrors, rename));
        const notice = options.refusal?.(refusal) ?? { message: refusal.message, kind: "error" };
        notify(notice.message, notice.kind);
        return null;
      }
      if (options.saved && !options.saved(payload)) return null;
      const success = typeof options.success === "function" ? options.success(payload) : options.success;
      if (success) notify(success, "success");
      options.onSaved?.(payload);
      return payload;
    } catch (error) {
      const notice = typeof failure === "function" ? failure(error) : failure;
      notify(notice.message, notice.kind);
      return null;
    }
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!form || !options.variables) throw new Error("useSaveForm: submit needs a form and its variables");
    const missing = missingFields(form.values, options.required ?? []);
    if (missing.length > 0) {
      form.flag(Object.fromEntries(missing.map((f) => [f, true])) as Parameters<typeof form.flag>[0]);
      notify(REQUIRED_FIELDS, "required");
      return;
    }
    await save(options.variables(form.values));
  };

  return { submit, save, saving: loading };
}
