import { useEffect } from "react";
import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../gql";
import { Button, Callout, Intent, Popup, SelectField, Spinner, SwitchField, Tag, TextField, useFormState, useSaveForm } from "../../../ui";
import { formatDate } from "../../../ui/format";
import { ASSET_REQUIRED, EMPTY_ASSET, periodProblem, toSaveInput, warrantyPreview, type AssetFormValues } from "../asset-form";

export const AssetPopup_Asset = graphql(`
  query AssetPopup_Asset($id: Int!) {
    asset(id: $id) {
      id
      clientId
      siteId
      categoryId
      assetCode
      make
      model
      serialNo
      description
      supplierId
      installedDate
      warrantyPeriod
      warrantyUnit
      active
    }
  }
`);

export const AssetPopup_Lookups = graphql(`
  query AssetPopup_Lookups {
    clientList {
      id
      name
    }
    assetCategories {
      id
      name
    }
    contractorList {
      id
      name
    }
  }
`);

export const AssetPopup_Sites = graphql(`
  query AssetPopup_Sites($clientId: Int!) {
    siteList(clientId: $clientId) {
      id
      name
      siteCode
    }
  }
`);

export const AssetPopup_Save = graphql(`
  mutation AssetPopup_Save($input: SaveAssetInput!) {
    saveAsset(input: $input) {
      asset {
        id
        assetCode
        warrantyEndDate
        inWarranty
      }
      error {
        ...SaveForm_Error
      }
    }
  }
`);

export type AssetPopupProps = {
  /** null: a new asset */
  assetId: number | null;
  /** A new asset starts with this client (the client page's assets tab) */
  clientId?: number | null;
  onClose: () => void;
  onSaved: () => void;
};

const options = (list: ReadonlyArray<{ id: number; name: string }> | undefined) => (list ?? []).map((x) => ({ value: String(x.id), label: x.name }));
const str = (v: number | null | undefined) => (v ? String(v) : "");

/** The asset popup (§2.8, §3 Asset): client then its sites, the warranty in Days or Months and its end, 'Required fields' */
export function AssetPopup({ assetId, clientId, onClose, onSaved }: AssetPopupProps) {
  const isNew = assetId === null;
  const { data, error } = useQuery(AssetPopup_Asset, { variables: { id: assetId ?? 0 }, skip: isNew, fetchPolicy: "network-only" });
  const { data: lookups } = useQuery(AssetPopup_Lookups);
  const form = useFormState<AssetFormValues>(() => ({ ...EMPTY_ASSET, clientId: str(clientId) }));
  const { reset } = form;
  const asset = data?.asset;

  useEffect(() => {
    if (!asset) return;
    reset({
      clientId: str(asset.clientId),
      siteId: str(asset.siteId),
      categoryId: str(asset.categoryId),
      assetCode: asset.assetCode,
      make: asset.make ?? "",
      model: asset.model ?? "",
      serialNo: asset.serialNo ?? "",
      description: asset.description ?? "",
      supplierId: str(asset.supplierId),
      installedDate: asset.installedDate ?? "",
      warrantyPeriod: String(asset.warrantyPeriod),
      warrantyUnit: asset.warrantyUnit === "Days" ? "Days" : "Months",
      active: asset.active,
    });
  }, [asset, reset]);

  const selectedClient = Number(form.values.clientId) || 0;
  const { data: sites } = useQuery(AssetPopup_Sites, { variables: { clientId: selectedClient }, skip: !selectedClient });
  const warranty = warrantyPreview(form.values);

  const { submit, saving } = useSaveForm(AssetPopup_Save, {
    form,
    required: [...ASSET_REQUIRED],
    variables: (values) => ({ input: toSaveInput(values, assetId) }),
    payload: (d) => d.saveAsset,
    saved: (p) => Boolean(p.asset),
    success: isNew ? "Asset Created" : "Asset Updated",
    onSaved: () => {
      onSaved();
      onClose();
    },
  });

  const onSubmit: typeof submit = async (event) => {
    const problem = periodProblem(form.values.warrantyPeriod);
    if (problem) {
      event?.preventDefault();
      form.flag({ warrantyPeriod: problem });
      return;
    }
    await submit(event);
  };

  const text = (name: "assetCode" | "make" | "model" | "serialNo", label: string) => (
    <TextField
      id={`asset-${name}`}
      label={label}
      value={form.values[name]}
      onChange={(v) => form.set(name, v)}
      required={(ASSET_REQUIRED as readonly string[]).includes(name)}
      invalid={form.invalid(name)}
      message={form.message(name)}
    />
  );

  const body =
    !isNew && !asset ? (
      error ? (
        <Callout intent={Intent.WARNING}>{error.message || "No data found!"}</Callout>
      ) : (
        <Spinner aria-label="Loading" />
      )
    ) : (
      <form onSubmit={onSubmit} aria-label="Asset details" className="wo-asset-form" noValidate>
        <div className="wo-form-grid">
          <SelectField
            id="asset-clientId"
            label="Client"
            value={form.values.clientId}
            onChange={(v) => {
              form.set("clientId", v);
              form.set("siteId", "");
            }}
            options={options(lookups?.clientList)}
            required
            invalid={form.invalid("clientId")}
            message={form.message("clientId")}
          />
          <SelectField
            id="asset-siteId"
            label="Site"
            value={form.values.siteId}
            onChange={(v) => form.set("siteId", v)}
            options={(sites?.siteList ?? []).map((s) => ({ value: String(s.id), label: `${s.siteCode} ${s.name}` }))}
            disabled={!selectedClient}
            required
            invalid={form.invalid("siteId")}
            message={form.message("siteId")}
          />
          {text("assetCode", "Asset code")}
          <SelectField
            id="asset-categoryId"
            label="Category"
            value={form.values.categoryId}
            onChange={(v) => form.set("categoryId", v)}
            options={options(lookups?.assetCategories)}
            invalid={form.invalid("categoryId")}
            message={form.message("categoryId")}
          />
          {text("make", "Make")}
          {text("model", "Model")}
          {text("serialNo", "Serial number")}
          <SelectField
            id="asset-supplierId"
            label="Supplier"
            value={form.values.supplierId}
            onChange={(v) => form.set("supplierId", v)}
            options={options(lookups?.contractorList)}
            invalid={form.invalid("supplierId")}
            message={form.message("supplierId")}
          />
          <TextField
            id="asset-description"
            label="Description"
            rows={2}
            value={form.values.description}
            onChange={(v) => form.set("description", v)}
            invalid={form.invalid("description")}
            message={form.message("description")}
          />
          <div className="wo-field">
            <label htmlFor="asset-installedDate">Installed date</label>
            <input
              id="asset-installedDate"
              className="bp6-input"
              type="date"
              value={form.values.installedDate}
              onChange={(e) => form.set("installedDate", e.currentTarget.value)}
              aria-invalid={form.invalid("installedDate") || undefined}
            />
            {form.message("installedDate") ? <div className="wo-field__message">{form.message("installedDate")}</div> : null}
          </div>
          <TextField
            id="asset-warrantyPeriod"
            label="Warranty period"
            value={form.values.warrantyPeriod}
            onChange={(v) => form.set("warrantyPeriod", v)}
            invalid={form.invalid("warrantyPeriod")}
            message={form.message("warrantyPeriod")}
          />
          <SelectField
            id="asset-warrantyUnit"
            label="Days or months"
            value={form.values.warrantyUnit}
            onChange={(v) => form.set("warrantyUnit", v === "Days" ? "Days" : "Months")}
            options={[
              { value: "Months", label: "Months" },
              { value: "Days", label: "Days" },
            ]}
            placeholder=""
            invalid={form.invalid("warrantyUnit")}
            message={form.message("warrantyUnit")}
          />
        </div>
        <div className="wo-asset-form__warranty" aria-live="polite">
          {warranty ? (
            <>
              Warranty ends {formatDate(warranty.end)}{" "}
              {warranty.inWarranty ? (
                <Tag intent={Intent.SUCCESS} minimal>
                  In warranty
                </Tag>
              ) : (
                <Tag minimal>Out of warranty</Tag>
              )}
            </>
          ) : (
            "No warranty"
          )}
        </div>
        <SwitchField label="Active" checked={form.values.active} onChange={(v) => form.set("active", v)} />
        <div className="wo-asset-form__actions">
          <Button text="Cancel" onClick={onClose} />
          <Button type="submit" intent={Intent.PRIMARY} icon="floppy-disk" text="Save" loading={saving} />
        </div>
      </form>
    );
  return (
    <Popup isOpen title={isNew ? "New asset" : `Asset: ${asset?.assetCode ?? ""}`} onClose={onClose} width="80%">
      {body}
    </Popup>
  );
}
