import { useEffect, type FormEvent } from "react";
import { useMutation, useQuery } from "@apollo/client/react";
import { getFragmentData, graphql } from "../../../gql";
import {
  Button,
  Callout,
  Intent,
  missingFields,
  notify,
  REQUIRED_FIELDS,
  Spinner,
  TextField,
  serverProblems,
  useFormState,
} from "../../../ui";

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

type Details = {
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  phoneNumber: string;
  position: string;
};

const EMPTY: Details = { firstName: "", lastName: "", email: "", mobile: "", phoneNumber: "", position: "" };
const REQUIRED = ["firstName", "lastName", "email"] as const;

export type AccountDetailsFormProps = {
  userId: number;
};

/** My Account: the user's own name and contact details, saved through saveUser with its own id */
export function AccountDetailsForm({ userId }: AccountDetailsFormProps) {
  const { data, loading, error } = useQuery(AccountDetailsForm_User, { variables: { id: userId }, fetchPolicy: "network-only" });
  const [save, { loading: saving }] = useMutation(AccountDetailsForm_Save);
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
      });
    }
  }, [user, reset]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const missing = missingFields(form.values, REQUIRED);
    if (missing.length > 0) {
      form.flag(Object.fromEntries(missing.map((f) => [f, true])));
      notify(REQUIRED_FIELDS, "required");
      return;
    }
    const v = form.values;
    try {
      const { data: saved } = await save({
        variables: {
          input: {
            id: userId,
            firstName: v.firstName.trim(),
            lastName: v.lastName.trim(),
            email: v.email.trim(),
            mobile: v.mobile.trim() || null,
            phoneNumber: v.phoneNumber.trim() || null,
            position: v.position.trim() || null,
          },
        },
      });
      const refusal = saved?.saveUser.error;
      if (refusal) {
        form.flag(serverProblems(form.values, refusal.fieldErrors));
        notify(refusal.message, "error");
      } else notify("User Updated", "success");
    } catch {
      notify("Unable to update - please ensure all data is valid.", "warning");
    }
  };

  if (!user && loading) return <Spinner aria-label="Loading" />;
  if (!user && error) return <Callout intent={Intent.WARNING}>{error.message || "No data found!"}</Callout>;

  const field = (name: keyof Details, label: string, type: "text" | "email" | "tel" = "text", autoComplete?: string) => (
    <TextField
      id={`account-${name}`}
      label={label}
      type={type}
      autoComplete={autoComplete}
      value={form.values[name]}
      onChange={(value) => form.set(name, value)}
      required={(REQUIRED as readonly string[]).includes(name)}
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
      </div>
      <Button type="submit" intent={Intent.PRIMARY} icon="floppy-disk" text="Save" loading={saving} />
    </form>
  );
}
