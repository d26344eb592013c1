import { useEffect } from "react";
import { useQuery } from "@apollo/client/react";
import { getFragmentData, graphql } from "../../../gql";
import { Button, Callout, Intent, Spinner, TextField, useFormState, useSaveForm } from "../../../ui";

/** The details the form shows and saves */
export const AccountDetailsForm_Details = graphql(`
  fragment AccountDetailsForm_Details on User {
    id
    firstName
    lastName
    fullName
    email
    mobile
    phoneNumber
    position
  }
`);

export const AccountDetailsForm_User = graphql(`
  query AccountDetailsForm_User($id: Int!) {
    user(id: $id) {
      ...AccountDetailsForm_Details
    }
  }
`);

export const AccountDetailsForm_Save = graphql(`
  mutation AccountDetailsForm_Save($input: SaveUserInput!) {
    saveUser(input: $input) {
      user {
        ...AccountDetailsForm_Details
      }
      error {
        ...SaveForm_Error
      }
    }
  }
`);

type Details = {
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  phoneNumber: string;
  position: string;
  /** Asked for only when the e-mail changes: the server wants it then */
  currentPassword: string;
};

const EMPTY: Details = { firstName: "", lastName: "", email: "", mobile: "", phoneNumber: "", position: "", currentPassword: "" };
const REQUIRED = ["firstName", "lastName", "email"] as const;
const REQUIRED_FOR_NEW_EMAIL = [...REQUIRED, "currentPassword"] as const;

/** The server keeps e-mails trimmed and in lower case */
const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export type AccountDetailsFormProps = {
  userId: number;
};

/**
 * My Account: the user's own name and contact details, saved through saveUser with its own id. A new
 * e-mail needs the current password (the server checks it, and counts a wrong one as a failed sign-in).
 */
export function AccountDetailsForm({ userId }: AccountDetailsFormProps) {
  const { data, loading, error } = useQuery(AccountDetailsForm_User, { variables: { id: userId }, fetchPolicy: "network-only" });
  const form = useFormState<Details>(EMPTY);
  const user = data ? getFragmentData(AccountDetailsForm_Details, data.user) : undefined;
  const { reset } = form;

  useEffect(() => {
    if (user) {
      reset({
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email ?? "",
        mobile: user.mobile ?? "",
        phoneNumber: user.phoneNumber ?? "",
        position: user.position ?? "",
        currentPassword: "",
      });
    }
  }, [user, reset]);

  const emailChanged = !!user && !sameEmail(form.values.email, user.email ?? "");

  const { submit, saving } = useSaveForm(AccountDetailsForm_Save, {
    form,
    required: emailChanged ? REQUIRED_FOR_NEW_EMAIL : REQUIRED,
    variables: (v) => ({
      input: {
        id: userId,
        firstName: v.firstName.trim(),
        lastName: v.lastName.trim(),
        email: v.email.trim(),
        mobile: v.mobile.trim() || null,
        phoneNumber: v.phoneNumber.trim() || null,
        position: v.position.trim() || null,
        currentPassword: emailChanged ? v.currentPassword : null,
      },
    }),
    payload: (data) => data.saveUser,
    success: "User Updated",
  });

  if (!user && loading) return <Spinner aria-label="Loading" />;
  if (!user && error) return <Callout intent={Intent.WARNING}>{error.message || "No data found!"}</Callout>;

  const field = (name: keyof Details, label: string, type: "text" | "email" | "tel" | "password" = "text", autoComplete?: string) => (
    <TextField
      id={`account-${name}`}
      label={label}
      type={type}
      autoComplete={autoComplete}
      value={form.values[name]}
      onChange={(value) => form.set(name, value)}
      required={((emailChanged ? REQUIRED_FOR_NEW_EMAIL : REQUIRED) as readonly string[]).includes(name)}
      invalid={form.invalid(name)}
      message={form.message(name)}
    />
  );

  return (
    <form onSubmit={submit} aria-label="My Account details" className="wo-account__form" noValidate>
      <div className="wo-form-grid">
        {field("firstName", "First name", "text", "given-name")}
        {field("lastName", "Last name", "text", "family-name")}
        {field("email", "Email", "email", "email")}
        {field("mobile", "Mobile", "tel", "tel")}
        {field("phoneNumber", "Phone number", "tel")}
        {field("position", "Position")}
        {emailChanged ? field("currentPassword", "Current password", "password", "current-password") : null}
      </div>
      <Button type="submit" intent={Intent.PRIMARY} icon="floppy-disk" text="Save" loading={saving} />
    </form>
  );
}
