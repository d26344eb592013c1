import { useState, type FormEvent } from "react";
import { useMutation } from "@apollo/client/react";
import { graphql } from "../../../gql";
import { Button, failedNotice, Intent, notify, REQUIRED_FIELDS, TextField } from "../../../ui";

export const PasswordChangeForm_Reset = graphql(`
  mutation PasswordChangeForm_Reset($input: ResetPasswordInput!) {
    resetPassword(input: $input) {
      ok
      error {
        code
        message
        fieldErrors {
          field
          message
        }
      }
    }
  }
`);

export type PasswordChangeFormProps = {
  userId: number;
};

/** The server's refusals by field (currentPassword, newPassword) */
type Problems = Partial<Record<"currentPassword" | "newPassword", string>>;

/**
 * The account page's password change (portals §2.15, §5): the current password, the new one and its
 * repeat. The repeat is flagged invalid while it differs (a flag only: saving is not blocked); the
 * server checks the current password and the policy, and its refusals are shown on their fields.
 */
export function PasswordChangeForm({ userId }: PasswordChangeFormProps) {
  const [current, setCurrent] = useState("");
  const [password, setPassword] = useState("");
  const [repeat, setRepeat] = useState("");
  const [problems, setProblems] = useState<Problems>({});
  const [reset, { loading }] = useMutation(PasswordChangeForm_Reset);
  const differs = repeat !== password;

  const edit = (field: keyof Problems | null, set: (value: string) => void) => (value: string) => {
    set(value);
    if (!field) return;
    setProblems((p) => {
      if (!(field in p)) return p;
      const next = { ...p };
      delete next[field];
      return next;
    });
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!current) {
      setProblems({ currentPassword: "" });
      notify(REQUIRED_FIELDS, "required");
      return;
    }
    try {
      const { data } = await reset({ variables: { input: { userId, newPassword: password, currentPassword: current } } });
      const refusal = data?.resetPassword.error;
      if (refusal) {
        const next: Problems = {};
        for (const f of refusal.fieldErrors) if ((f.field === "currentPassword" || f.field === "newPassword") && !(f.field in next)) next[f.field] = f.message;
        setProblems(next);
        // spec §8: a 'required' notification with the first model-state message
        notify(refusal.fieldErrors[0]?.message ?? refusal.message, "required");
      } else if (data?.resetPassword.ok) {
        notify("Password Reset", "success");
        setCurrent("");
        setPassword("");
        setRepeat("");
        setProblems({});
      }
    } catch {
      notify(failedNotice("User"), "error");
    }
  };

  return (
    <form onSubmit={submit} aria-label="Change password" className="wo-account__form">
      <div className="wo-form-grid">
        <TextField
          id="account-current-password"
          label="Current password"
          type="password"
          autoComplete="current-password"
          value={current}
          onChange={edit("currentPassword", setCurrent)}
          required
          invalid={"currentPassword" in problems}
          message={problems.currentPassword || undefined}
        />
        <TextField
          id="account-new-password"
          label="New password"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={edit("newPassword", setPassword)}
          invalid={"newPassword" in problems}
          message={problems.newPassword || undefined}
        />
        <TextField
          id="account-repeat-password"
          label="Repeat password"
          type="password"
          autoComplete="new-password"
          value={repeat}
          onChange={edit(null, setRepeat)}
          invalid={differs}
          message={differs ? "The passwords do not match" : undefined}
        />
      </div>
      <Button type="submit" intent={Intent.PRIMARY} icon="floppy-disk" text="Change password" loading={loading} />
    </form>
  );
}
