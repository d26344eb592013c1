import { Callout, Intent, type SelectOption } from "../../../../ui";
import { WARRANTY_WARNING } from "../../form/finance-rules";
import type { WorkOrderForm } from "../../hooks/useWorkOrderForm";
import type { WorkOrderLookups } from "../../hooks/useWorkOrderLookups";
import { BoundSelect, type FieldBinding } from "./bound-fields";

/** The stored order's choices and their names */
export type StoredChoices = {
  clientId: number;
  clientName?: string | null;
  siteId: number;
  siteName?: string | null;
  contactId?: number | null;
  contactName?: string | null;
  assetId?: number | null;
  assetCode?: string | null;
  tradeId?: number | null;
  tradeName?: string | null;
  subTradeId?: number | null;
  subTradeName?: string | null;
  contractorId?: number | null;
  contractorName?: string | null;
};

export type PartiesFieldsProps = {
  bind: FieldBinding;
  wo: WorkOrderForm;
  lookups: WorkOrderLookups;
  /** An existing order: its stored choices stay offered even when the lookups no longer list them */
  stored?: StoredChoices | null;
};

/** The options, with the stored choice added when it is chosen and not among them */
export function keepStored(
  options: ReadonlyArray<SelectOption>,
  value: string,
  storedId: number | null | undefined,
  name: string | null | undefined,
): SelectOption[] {
  if (!value || String(storedId ?? "") !== value || options.some((o) => o.value === value)) return [...options];
  return [...options, { value, label: name || `#${value}` }];
}

/** Who and where: client, its site, contact and the site's asset; trade, sub-trade and contractor */
export function PartiesFields({ bind, wo, lookups, stored }: PartiesFieldsProps) {
  const { values } = bind.form;
  const keep = (options: ReadonlyArray<SelectOption>, key: keyof typeof values & keyof StoredChoices, name: string | null | undefined) =>
    keepStored(options, String(values[key]), stored?.[key] as number | null | undefined, name);
  return (
    <>
      {wo.inWarranty ? (
        <Callout intent={Intent.WARNING} icon="warning-sign" role="alert" className="wo-form__warranty">
          {WARRANTY_WARNING}
        </Callout>
      ) : null}
      <div className="wo-form-grid">
        <BoundSelect
          bind={bind}
          name="clientId"
          label="Client"
          options={keep(lookups.clients, "clientId", stored?.clientName)}
          onChange={wo.chooseClient}
        />
        <BoundSelect
          bind={bind}
          name="siteId"
          label="Site"
          options={keep(lookups.sites, "siteId", stored?.siteName)}
          onChange={wo.chooseSite}
          disabled={!values.clientId}
        />
        <BoundSelect
          bind={bind}
          name="contactId"
          label="Contact"
          options={keep(
            lookups.contacts.map((c) => ({ value: String(c.id), label: c.fullName })),
            "contactId",
            stored?.contactName,
          )}
          onChange={(value) => void wo.chooseContact(value, lookups.contacts)}
          disabled={!values.clientId}
        />
        <BoundSelect
          bind={bind}
          name="assetId"
          label="Asset"
          options={keep(lookups.assets, "assetId", stored?.assetCode)}
          onChange={(value) => void wo.chooseAsset(value)}
          disabled={!values.siteId}
        />
        <BoundSelect
          bind={bind}
          name="tradeId"
          label="Trade"
          options={keep(lookups.trades, "tradeId", stored?.tradeName)}
          onChange={wo.chooseTrade}
          disabled={!values.clientId}
        />
        <BoundSelect
          bind={bind}
          name="subTradeId"
          label="Sub trade"
          options={keep(lookups.subTrades, "subTradeId", stored?.subTradeName)}
          disabled={!values.tradeId}
        />
        <BoundSelect bind={bind} name="contractorId" label="Contractor" options={keep(lookups.contractors, "contractorId", stored?.contractorName)} />
      </div>
    </>
  );
}
