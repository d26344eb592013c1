import { useEffect } from "react";
import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../gql";
import { Button, Callout, CheckboxGroupField, Intent, Spinner, SwitchField, TextField, useConfirm, useFormState, useSaveForm } from "../../../ui";
import { ComplianceMatrix_Types } from "./ComplianceMatrix";
import "./compliance.css";

export const ClientComplianceEditor_Query = graphql(`
  query ClientComplianceEditor_Query($clientId: Int!) {
    clientCompliance(clientId: $clientId) {
      clientId
      defaultTypeIds
      dueSoonDays
      raiseOrders
      viewerCanEdit
    }
  }
`);

export const ClientComplianceEditor_Save = graphql(`
  mutation ClientComplianceEditor_Save($input: SaveClientComplianceInput!) {
    saveClientCompliance(input: $input) {
      clientId
      defaultTypeIds
      dueSoonDays
      raiseOrders
      viewerCanEdit
    }
  }
`);

export const ClientComplianceEditor_Apply = graphql(`
  mutation ClientComplianceEditor_Apply($clientId: Int!) {
    applyClientComplianceDefaults(clientId: $clientId)
  }
`);

type Values = { typeIds: string[]; dueSoonDays: string; raiseOrders: boolean };

/** The raising switch's label (docs/compliance.md "Raising PPM orders") */
export const RAISE_ORDERS = "Raise PPM orders before types fall due";

const failure = (error: unknown) => ({ message: error instanceof Error ? error.message : "Unable to save", kind: "error" as const });

/**
 * A client's compliance defaults (issue 27, the client page's Compliance tab): the types its sites
 * follow unless a site has its own set, the due-soon days, whether the register raises PPM orders
 * before types fall due (off by default), and "apply to all sites" (every site with its own set
 * follows the defaults again). Read-only unless the server says the viewer may edit.
 */
export function ClientComplianceEditor({ clientId }: { clientId: number }) {
  const types = useQuery(ComplianceMatrix_Types);
  const { data, loading, error } = useQuery(ClientComplianceEditor_Query, { variables: { clientId }, fetchPolicy: "network-only" });
  const form = useFormState<Values>({ typeIds: [], dueSoonDays: "30", raiseOrders: false });
  const settings = data?.clientCompliance;
  const { reset } = form;
  useEffect(() => {
    if (settings)
      reset({ typeIds: settings.defaultTypeIds.map(String), dueSoonDays: String(settings.dueSoonDays), raiseOrders: settings.raiseOrders });
  }, [settings, reset]);
  const saver = useSaveForm(ClientComplianceEditor_Save, {
    form,
    required: ["dueSoonDays"],
    variables: (v) => ({
      input: { clientId, defaultTypeIds: v.typeIds.map(Number), dueSoonDays: Number(v.dueSoonDays), raiseOrders: v.raiseOrders },
    }),
    success: "Compliance defaults saved",
    failure,
  });
  const apply = useSaveForm(ClientComplianceEditor_Apply, {
    success: "Defaults applied to every site",
    failure,
  });
  const { confirm, dialog } = useConfirm();
  if (loading || types.loading) return <Spinner aria-label="Loading" />;
  if (error || !settings) return <Callout intent={Intent.WARNING}>{error?.message ?? "No data found!"}</Callout>;
  const canEdit = settings.viewerCanEdit;
  const options = (types.data?.complianceTypes ?? []).map((t) => ({
    value: String(t.id),
    label: t.validityMonths ? `${t.name} (${t.validityMonths} months)` : `${t.name} (no fixed period)`,
  }));
  return (
    <form onSubmit={saver.submit} aria-label="Compliance defaults" noValidate>
      <div className="wo-compliance__types">
        <CheckboxGroupField
          id="client-compliance-types"
          label="Compliance types its sites follow by default"
          value={form.values.typeIds}
          onChange={(v) => form.set("typeIds", v)}
          options={options}
          disabled={!canEdit}
        />
      </div>
      <TextField
        id="client-compliance-due-soon"
        label="Due soon: days before expiry"
        value={form.values.dueSoonDays}
        onChange={(v) => form.set("dueSoonDays", v.replace(/\D/g, ""))}
        required
        invalid={form.invalid("dueSoonDays")}
        message={form.message("dueSoonDays")}
        disabled={!canEdit}
      />
      <div className="wo-compliance__raise">
        <SwitchField label={RAISE_ORDERS} checked={form.values.raiseOrders} onChange={(v) => form.set("raiseOrders", v)} disabled={!canEdit} />
        <p className="wo-compliance__hint">
          A type due soon or overdue gets one pending PPM work order per certificate, to convert for its contractor on the PPM screen.
        </p>
      </div>
      {canEdit ? (
        <div className="wo-compliance__filters">
          <Button type="submit" intent={Intent.PRIMARY} text="Save" loading={saver.saving} />
          <Button
            text="Apply defaults to all sites"
            loading={apply.saving}
            onClick={async () => {
              if (await confirm("Every site of this client with its own set of types will follow the client's defaults again. Continue?"))
                await apply.save({ clientId });
            }}
          />
        </div>
      ) : null}
      {dialog}
    </form>
  );
}
