import { useState, type FormEvent } from "react";
import { useMutation } from "@apollo/client/react";
import { graphql } from "../../../gql";
import { Button, failedNotice, Intent, notify, TextField } from "../../../ui";

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

/**
 * The account page's password change (portals §2.15, §5): new password and its repeat. The repeat is
 * flagged invalid while it differs (a flag only: saving is not blocked); the server checks the policy.
 */
export function PasswordChangeForm({ userId }: PasswordChangeFormProps) {
  const [password, setPassword] = useState("");
  const [repeat, setRepeat] = useState("");
  const [reset, { loading }] = useMutation(PasswordChangeForm_Reset);
  const differs = repeat !== password;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      const { data } = await reset({ variables: { input: { userId, newPassword: password } } });
      const refusal = data?.resetPassword.error;
      if (refusal) {
        // spec §8: a 'required' notification with the first model-state message
        notify(refusal.fieldErrors[0]?.message ?? refusal.message, "required");
      } else if (data?.resetPassword.ok) {
        notify("Password Reset", "success");
        setPassword("");
        setRepeat("");
      }
    } catch {
      notify(failedNotice("User"), "error");
    }
  };

  return (
    <form onSubmit={submit} aria-label="Change password" className="wo-account__form">
      <div className="wo-form-grid">
        <TextField
          id="account-new-password"
          label="New password"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={setPassword}
        />
        <TextField
          id="account-repeat-password"
          label="Repeat password"
          type="password"
          autoComplete="new-password"
          value={repeat}
          onChange={setRepeat}
          invalid={differs}
          message={differs ? "The passwords do not match" : undefined}
        />
      </div>
      <Button type="submit" intent={Intent.PRIMARY} icon="floppy-disk" text="Change password" loading={loading} />
    </form>
  );
}
