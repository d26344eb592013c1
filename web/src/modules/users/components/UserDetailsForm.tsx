import { useEffect } from "react";
import { useQuery } from "@apollo/client/react";
import { getFragmentData, graphql, type FragmentType } from "../../../gql";
import { Button, Callout, Intent, SelectField, SwitchField, Tag, TextField, useFormState, useSaveForm } from "../../../ui";
import { useViewer } from "../../../app/access/ViewerContext";
import {
  accessLevels,
  asksCurrentPassword,
  CONTRACTOR_FIELD_NAMES,
  isFixedType,
  isStaffType,
  requiredFields,
  SERVER_FIELD_NAMES,
  toSaveInput,
  newUserValues,
  USER_TYPE,
  valuesOf,
  type OwnerKind,
  type UserFormValues,
  type UserOwner,
} from "../user-form";

export const UserDetailsForm_User = graphql(`
  fragment UserDetailsForm_User on User {
    id
    firstName
    lastName
    fullName
    email
    mobile
    phoneNumber
    position
    userTypeId
    departmentId
    entityName
    entityId
    active
    lockoutEnabled
    lockedOut
  }
`);

export const UserDetailsForm_Lookups = graphql(`
  query UserDetailsForm_Lookups {
    userTypes {
      id
      name
    }
    departments {
      id
      name
    }
    clientList {
      id
      name
    }
    contractorList {
      id
      name
    }
  }
`);

export const UserDetailsForm_Contractor = graphql(`
  query UserDetailsForm_Contractor($id: Int!) {
    contractor(id: $id) {
      id
      name
    }
  }
`);

export const UserDetailsForm_Save = graphql(`
  mutation UserDetailsForm_Save($input: SaveUserInput!) {
    saveUser(input: $input) {
      user {
        ...UserDetailsForm_User
        userType {
          id
          name
        }
        department {
          id
          name
        }
      }
      error {
        ...SaveForm_Error
      }
    }
  }
`);

export type SavedUser = { id: number; fullName: string };

export type UserDetailsFormProps = {
  /** The user to edit, as its popup read it; null: a new user */
  user: FragmentType<typeof UserDetailsForm_User> | null;
  onSaved: (user: SavedUser, created: boolean) => void;
  onCancel: () => void;
  /**
   * A new contact of a client or contractor (the contacts tabs): the access level is fixed to that
   * kind's (Client 2, Contractor 3) and the organisation to this one
   */
  fixedOwner?: UserOwner | null;
  /** A new contact of an organisation of this kind, chosen in the form (#/contractors/contact/create) */
  ownerKind?: OwnerKind | null;
};

/** The form's text fields */
type TextKey = { [K in keyof UserFormValues]: UserFormValues[K] extends string ? K : never }[keyof UserFormValues];

const options = (list: ReadonlyArray<{ id: number; name: string }> | undefined) => (list ?? []).map((x) => ({ value: String(x.id), label: x.name }));

/** A user's details (§2.11, §3): created or updated through saveUser, with the §5 required-field rule */
export function UserDetailsForm(props: UserDetailsFormProps) {
  const { onSaved, onCancel, fixedOwner, ownerKind } = props;
  const user = getFragmentData(UserDetailsForm_User, props.user);
  const userId = user?.id ?? null;
  const isNew = userId === null;
  const { data: lookups } = useQuery(UserDetailsForm_Lookups);
  const contractorId = user?.userTypeId === USER_TYPE.Contractor ? user.entityId : null;
  const { data: contractor } = useQuery(UserDetailsForm_Contractor, { variables: { id: contractorId ?? 0 }, skip: !contractorId });
  const fixedKind = fixedOwner?.kind ?? ownerKind ?? null;
  const form = useFormState<UserFormValues>(() => newUserValues(fixedOwner ?? (ownerKind ? { kind: ownerKind } : null)));
  const { reset } = form;

  useEffect(() => {
    if (user) reset(valuesOf(user));
  }, [user, reset]);

  const fixedType = isFixedType(user?.userTypeId ?? null);
  const viewer = useViewer();
  const asksCurrent = asksCurrentPassword(form.values, { self: userId !== null && userId === viewer.userId, email: user?.email });
  const required = requiredFields(form.values, { isNew, fixedType, asksCurrentPassword: asksCurrent });
  const type = Number(form.values.userTypeId);
  const typeName = lookups?.userTypes.find((t) => t.id === user?.userTypeId)?.name ?? "";

  const { submit, saving } = useSaveForm(UserDetailsForm_Save, {
    form,
    required,
    variables: (values) => ({ input: toSaveInput(values, userId, fixedType, asksCurrent) }),
    payload: (data) => data.saveUser,
    // the joined model-state messages (spec §8), and each refused field flagged
    rename: type === USER_TYPE.Contractor ? CONTRACTOR_FIELD_NAMES : SERVER_FIELD_NAMES,
    saved: (result) => Boolean(result.user),
    success: isNew ? "User Created" : "User Updated",
    onSaved: (result) => {
      form.set("password", "");
      form.set("currentPassword", "");
      const user = getFragmentData(UserDetailsForm_User, result.user!);
      onSaved({ id: user.id, fullName: user.fullName }, isNew);
    },
  });

  const text = (name: TextKey, label: string, kind: "text" | "email" | "tel" | "password" = "text") => (
    <TextField
      id={`user-${name}`}
      label={label}
      type={kind}
      autoComplete={name === "currentPassword" ? "current-password" : kind === "password" ? "new-password" : "off"}
      value={form.values[name]}
      onChange={(value) => form.set(name, value)}
      required={required.includes(name)}
      invalid={form.invalid(name)}
      message={form.message(name)}
    />
  );

  return (
    <form onSubmit={submit} aria-label="User details" className="wo-user-form" noValidate>
      {user?.lockedOut ? (
        <Callout intent={Intent.WARNING} compact className="wo-user-form__notice">
          Locked out after failed sign-ins: setting a new password unlocks the account.
        </Callout>
      ) : null}
      <div className="wo-form-grid">
        {text("firstName", "First name")}
        {text("lastName", "Last name")}
        {text("email", "Email", "email")}
        {text("mobile", "Mobile", "tel")}
        {text("phoneNumber", "Phone number", "tel")}
        {text("position", "Position")}
        {text("password", isNew ? "Password" : "Set a new password", "password")}
        {asksCurrent ? text("currentPassword", "Current password", "password") : null}
        {fixedKind ? (
          <div className="wo-user-form__fixed">
            <span className="wo-user-form__label">Access level</span>
            <Tag minimal large>
              {fixedKind}
            </Tag>
            {fixedOwner ? <span> of {fixedOwner.name}</span> : null}
          </div>
        ) : fixedType ? (
          <div className="wo-user-form__fixed">
            <span className="wo-user-form__label">Access level</span>
            <Tag minimal large>
              {typeName}
            </Tag>
            {contractor ? <span> of {contractor.contractor.name}</span> : null}
          </div>
        ) : (
          <SelectField
            id="user-userTypeId"
            label="Access level"
            value={form.values.userTypeId}
            onChange={(value) => form.set("userTypeId", value)}
            options={options(accessLevels(lookups?.userTypes ?? []))}
            required
            invalid={form.invalid("userTypeId")}
            message={form.message("userTypeId")}
            helper={isNew ? "Contractor users are added from their contractor." : undefined}
          />
        )}
        {!fixedType && isStaffType(type) ? (
          <SelectField
            id="user-departmentId"
            label="Department"
            value={form.values.departmentId}
            onChange={(value) => form.set("departmentId", value)}
            options={options(lookups?.departments)}
            required
            invalid={form.invalid("departmentId")}
            message={form.message("departmentId")}
          />
        ) : null}
        {ownerKind === "Contractor" && !fixedOwner ? (
          <SelectField
            id="user-contractorId"
            label="Contractor"
            value={form.values.contractorId}
            onChange={(value) => form.set("contractorId", value)}
            options={options(lookups?.contractorList)}
            required
            invalid={form.invalid("contractorId")}
            message={form.message("contractorId")}
          />
        ) : null}
        {!fixedType && !fixedKind && type === USER_TYPE.Client ? (
          <SelectField
            id="user-clientId"
            label="Client"
            value={form.values.clientId}
            onChange={(value) => form.set("clientId", value)}
            options={options(lookups?.clientList)}
            required
            invalid={form.invalid("clientId")}
            message={form.message("clientId")}
          />
        ) : null}
      </div>
      <div className="wo-user-form__switches">
        <SwitchField label="Active" checked={form.values.active} onChange={(v) => form.set("active", v)} />
        <SwitchField label="Lockout enabled" checked={form.values.lockoutEnabled} onChange={(v) => form.set("lockoutEnabled", v)} />
      </div>
      {form.message("active") ? (
        <Callout intent={Intent.DANGER} compact>
          {form.message("active")}
        </Callout>
      ) : null}
      <div className="wo-user-form__actions">
        <Button text="Cancel" onClick={onCancel} />
        <Button type="submit" intent={Intent.PRIMARY} icon="floppy-disk" text="Save" loading={saving} />
      </div>
    </form>
  );
}
