import { Callout, Intent } from "../../../../ui";
import { WARRANTY_WARNING } from "../../form/finance-rules";
import type { WorkOrderForm } from "../../hooks/useWorkOrderForm";
import type { WorkOrderLookups } from "../../hooks/useWorkOrderLookups";
import { BoundSelect, type FieldBinding } from "./bound-fields";

export type PartiesFieldsProps = {
  bind: FieldBinding;
  wo: WorkOrderForm;
  lookups: WorkOrderLookups;
};

/** Who and where: client, its site, contact and the site's asset; trade, sub-trade and contractor */
export function PartiesFields({ bind, wo, lookups }: PartiesFieldsProps) {
  const { values } = bind.form;
  return (
    <>
      {wo.inWarranty ? (
        <Callout intent={Intent.WARNING} icon="warning-sign" role="alert" className="wo-form__warranty">
          {WARRANTY_WARNING}
        </Callout>
      ) : null}
      <div className="wo-form-grid">
        <BoundSelect bind={bind} name="clientId" label="Client" options={lookups.clients} onChange={wo.chooseClient} />
        <BoundSelect bind={bind} name="siteId" label="Site" options={lookups.sites} onChange={wo.chooseSite} disabled={!values.clientId} />
        <BoundSelect
          bind={bind}
          name="contactId"
          label="Contact"
          options={lookups.contacts.map((c) => ({ value: String(c.id), label: c.fullName }))}
          onChange={(value) => void wo.chooseContact(value, lookups.contacts)}
          disabled={!values.clientId}
        />
        <BoundSelect
          bind={bind}
          name="assetId"
          label="Asset"
          options={lookups.assets}
          onChange={(value) => void wo.chooseAsset(value)}
          disabled={!values.siteId}
        />
        <BoundSelect bind={bind} name="tradeId" label="Trade" options={lookups.trades} onChange={wo.chooseTrade} disabled={!values.clientId} />
        <BoundSelect bind={bind} name="subTradeId" label="Sub trade" options={lookups.subTrades} disabled={!values.tradeId} />
        <BoundSelect bind={bind} name="contractorId" label="Contractor" options={lookups.contractors} />
      </div>
    </>
  );
}
