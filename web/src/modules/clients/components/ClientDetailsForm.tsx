import { useEffect } from "react";
import { graphql } from "../../../gql";
import type { ClientPage_ClientQuery } from "../../../gql/graphql";
import { Button, Intent, SwitchField, TextField, useFormState, useSaveForm } from "../../../ui";

export const ClientDetailsForm_Save = graphql(`
  mutation ClientDetailsForm_Save($input: SaveClientInput!) {
    saveClient(input: $input) {
      client {
        id
        name
        customer
        status
        startDate
        renewalDate
        contractValue
        active
      }
      error {
        ...SaveForm_Error
      }
    }
  }
`);

type Values = { name: string; customer: string; startDate: string; renewalDate: string; contractValue: string; active: boolean };
const EMPTY: Values = { name: "", customer: "", startDate: "", renewalDate: "", contractValue: "", active: true };

export type ClientDetailsFormProps = {
  client: ClientPage_ClientQuery["client"] | null;
  onSaved: (id: number, created: boolean) => void;
};

/** A client's details (§2.4, §3): name required ('Required fields'), dates, contract value, active */
export function ClientDetailsForm({ client, onSaved }: ClientDetailsFormProps) {
  const form = useFormState<Values>(EMPTY);
  const { reset } = form;
  useEffect(() => {
    if (client)
      reset({
        name: client.name,
        customer: client.customer ?? "",
        startDate: client.startDate ?? "",
        renewalDate: client.renewalDate ?? "",
        contractValue: client.contractValue ?? "",
        active: client.active,
      });
  }, [client, reset]);
  const isNew = !client;
  const { submit, saving } = useSaveForm(ClientDetailsForm_Save, {
    form,
    required: ["name"],
    variables: (v) => ({
      input: {
        id: client?.id ?? 0,
        name: v.name.trim(),
        customer: v.customer.trim() || null,
        startDate: v.startDate || null,
        renewalDate: v.renewalDate || null,
        contractValue: v.contractValue.trim() || null,
        active: v.active,
      },
    }),
    payload: (data) => data.saveClient,
    saved: (p) => Boolean(p.client),
    success: isNew ? "Client Created" : "Client Updated",
    onSaved: (p) => onSaved(p.client!.id, isNew),
  });
  const text = (name: Exclude<keyof Values, "active">, label: string, placeholder?: string) => (
    <TextField
      id={`client-${name}`}
      label={label}
      placeholder={placeholder}
      value={form.values[name]}
      onChange={(value) => form.set(name, value)}
      required={name === "name"}
      invalid={form.invalid(name)}
      message={form.message(name)}
    />
  );
  return (
    <form onSubmit={submit} aria-label="Client details" noValidate>
      <div className="wo-form-grid">
        {text("name", "Name")}
        {text("customer", "Customer")}
        {text("startDate", "Start date", "YYYY-MM-DD")}
        {text("renewalDate", "Renewal date", "YYYY-MM-DD")}
        {text("contractValue", "Contract value (£)")}
        <SwitchField label="Active" checked={form.values.active} onChange={(checked) => form.set("active", checked)} />
      </div>
      <Button type="submit" intent={Intent.PRIMARY} text="Save" loading={saving} />
    </form>
  );
}
