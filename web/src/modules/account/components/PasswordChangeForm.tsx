import { graphql } from "../../../gql";
import { Button, failedNotice, Intent, TextField, useFormState, useSaveForm } from "../../../ui";

export const PasswordChangeForm_Reset = graphql(`
  mutation PasswordChangeForm_Reset($input: ResetPasswordInput!) {
    resetPassword(input: $input) {
      ok
      error {
        ...SaveForm_Error
      }
    }
  }
`);

export type PasswordChangeFormProps = {
  userId: number;
};

type Passwords = { currentPassword: string; newPassword: string; repeat: string };

const EMPTY: Passwords = { currentPassword: "", newPassword: "", repeat: "" };

/**
 * The account page's password change (portals §2.15, §5): the current password, the new one and its
 * repeat. The repeat is flagged invalid while it differs (a flag only: saving is not blocked); the
 * server checks the current password and the policy, and its refusals are shown on their fields.
 */
export function PasswordChangeForm({ userId }: PasswordChangeFormProps) {
  const form = useFormState<Passwords>(EMPTY);
  const differs = form.values.repeat !== form.values.newPassword;
  const { submit, saving } = useSaveForm(PasswordChangeForm_Reset, {
    form,
    required: ["currentPassword"],
    variables: (v) => ({ input: { userId, newPassword: v.newPassword, currentPassword: v.currentPassword } }),
    payload: (data) => data.resetPassword,
    saved: (payload) => payload.ok,
    // spec §8: a 'required' notification with the first model-state message
    refusal: (refusal) => ({ message: refusal.fieldErrors[0]?.message ?? refusal.message, kind: "required" }),
    failure: { message: failedNotice("User"), kind: "error" },
    success: "Password Reset",
    onSaved: () => form.reset(EMPTY),
  });

  return (
    <form onSubmit={submit} aria-label="Change password" className="wo-account__form">
      <div className="wo-form-grid">
        <TextField
          id="account-current-password"
          label="Current password"
          type="password"
          autoComplete="current-password"
          value={form.values.currentPassword}
          onChange={(v) => form.set("currentPassword", v)}
          required
          invalid={form.invalid("currentPassword")}
          message={form.message("currentPassword") || undefined}
        />
        <TextField
          id="account-new-password"
          label="New password"
          type="password"
          autoComplete="new-password"
          value={form.values.newPassword}
          onChange={(v) => form.set("newPassword", v)}
          invalid={form.invalid("newPassword")}
          message={form.message("newPassword") || undefined}
        />
        <TextField
          id="account-repeat-password"
          label="Repeat password"
          type="password"
          autoComplete="new-password"
          value={form.values.repeat}
          onChange={(v) => form.set("repeat", v)}
          invalid={differs}
          message={differs ? "The passwords do not match" : undefined}
        />
      </div>
      <Button type="submit" intent={Intent.PRIMARY} icon="floppy-disk" text="Change password" loading={saving} />
    </form>
  );
}
