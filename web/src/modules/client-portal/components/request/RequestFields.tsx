import { useEffect } from "react";
import { SelectField, TextField, type FormState } from "../../../../ui";
import type { RequestValues } from "./request-form";
import { usePortalLookups } from "./usePortalLookups";

export type RequestFieldsProps = {
  clientId: number;
  form: FormState<RequestValues>;
  required: ReadonlyArray<keyof RequestValues>;
  disabled?: boolean;
  /** Prefix of the inputs' ids (two forms may be open at once) */
  idPrefix: string;
};

/**
 * A client's request fields (portals §2.1 item 2): site (chosen for the user when the client has
 * one), asset (once a site is chosen), trade, sub-trade (once a trade is chosen: the client's
 * enabled ones), requester name, request date, what is wrong, client ref.
 */
export function RequestFields({ clientId, form, required, disabled, idPrefix }: RequestFieldsProps) {
  const { values, set } = form;
  const lookups = usePortalLookups(clientId, values);
  const onlySite = lookups.sites.length === 1 ? lookups.sites[0]!.value : null;
  useEffect(() => {
    if (onlySite && !values.siteId) set("siteId", onlySite);
  }, [onlySite, values.siteId, set]);

  const field = (name: keyof RequestValues) => ({
    id: `${idPrefix}-${name}`,
    required: required.includes(name),
    invalid: form.invalid(name),
    message: form.message(name),
    disabled,
  });
  return (
    <div className="wo-request__fields">
      <SelectField
        {...field("siteId")}
        label="Site"
        value={values.siteId}
        options={lookups.sites}
        onChange={(v) => {
          set("siteId", v);
          set("assetId", "");
        }}
      />
      {values.siteId ? (
        <SelectField {...field("assetId")} label="Asset" value={values.assetId} options={lookups.assets} onChange={(v) => set("assetId", v)} />
      ) : null}
      <SelectField
        {...field("tradeId")}
        label="Trade"
        value={values.tradeId}
        options={lookups.trades}
        onChange={(v) => {
          set("tradeId", v);
          set("subTradeId", "");
        }}
      />
      {values.tradeId ? (
        <SelectField
          {...field("subTradeId")}
          label="Sub-Trade"
          value={values.subTradeId}
          options={lookups.subTrades}
          onChange={(v) => set("subTradeId", v)}
        />
      ) : null}
      <TextField
        {...field("requestedBy")}
        label="Requester name"
        value={values.requestedBy}
        autoComplete="name"
        onChange={(v) => set("requestedBy", v)}
      />
      <TextField {...field("requestDate")} label="Request date" type="date" value={values.requestDate} onChange={(v) => set("requestDate", v)} />
      <TextField {...field("clientRef")} label="Client ref" value={values.clientRef} onChange={(v) => set("clientRef", v)} />
      <TextField
        {...field("issue")}
        label="What is wrong?"
        rows={3}
        placeholder="Describe the problem: what, where, since when"
        value={values.issue}
        onChange={(v) => set("issue", v)}
      />
    </div>
  );
}
