import { useEffect } from "react";
import { useQuery } from "@apollo/client/react";
import { DocumentsPanel } from "../../documents/components/DocumentsPanel";
import { graphql } from "../../../gql";
import { Button, Callout, H4, Intent, Popup, SelectField, Spinner, TextField, useFormState, useSaveForm } from "../../../ui";
import { emptySite, REQUIRED_SITE_FIELDS, siteValues, toSaveSiteInput, type SiteFormValues } from "../site-form";
import "./sites.css";
import { SiteComplianceEditor } from "../../compliance/components/SiteComplianceEditor";

export const SitePopup_Site = graphql(`
  query SitePopup_Site($id: Int!) {
    site(id: $id) {
      id
      clientId
      brandId
      mainContactId
      siteCode
      name
      addressLine1
      addressLine2
      city
      county
      postCode
      siteManager
      siteEmail
      asbestosWarning
      comments
    }
  }
`);

export const SitePopup_Clients = graphql(`
  query SitePopup_Clients {
    clientList {
      id
      name
    }
  }
`);

/** What a site may name of its client: the client's brands and its users (the main contact) */
export const SitePopup_ClientOptions = graphql(`
  query SitePopup_ClientOptions($clientId: Int!) {
    brands(clientId: $clientId) {
      id
      name
    }
    userOptions(entityName: "Client", entityId: $clientId) {
      id
      fullName
    }
  }
`);

export const SitePopup_Save = graphql(`
  mutation SitePopup_Save($input: SaveSiteInput!) {
    saveSite(input: $input) {
      site {
        id
        clientId
        brandId
        mainContactId
        siteCode
        name
        addressLine1
        addressLine2
        city
        county
        postCode
        siteManager
        siteEmail
        asbestosWarning
        comments
        client {
          id
          name
        }
        brand {
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

export type SitePopupProps = {
  /** null: a new site */
  siteId: number | null;
  /** A new site's client (the client page's sites tab) */
  clientId?: number | null;
  onClose: () => void;
  /** A site was created or updated: the grid reloads */
  onSaved: () => void;
};

type TextKey = Exclude<keyof SiteFormValues, "clientId" | "brandId" | "mainContactId">;

const options = <T extends { id: number }>(list: ReadonlyArray<T> | undefined, label: (x: T) => string) =>
  (list ?? []).map((x) => ({ value: String(x.id), label: label(x) }));

/**
 * The site popup (§2.7, §3 Site): its client, a brand and a main contact of that client, code,
 * name, address, manager, e-mail, the asbestos warning (shown as a warning when set) and comments.
 * Client, code and name are required ('Required fields'); the server's refusals flag their fields.
 */
export function SitePopup({ siteId, clientId = null, onClose, onSaved }: SitePopupProps) {
  const isNew = siteId === null;
  const { data, error } = useQuery(SitePopup_Site, { variables: { id: siteId ?? 0 }, skip: isNew, fetchPolicy: "network-only" });
  const { data: clients } = useQuery(SitePopup_Clients);
  const form = useFormState<SiteFormValues>(() => emptySite(clientId));
  const { reset, set } = form;
  const site = data?.site;

  useEffect(() => {
    if (site) reset(siteValues(site));
  }, [site, reset]);

  const chosenClient = Number(form.values.clientId) || 0;
  const { data: clientOptions } = useQuery(SitePopup_ClientOptions, { variables: { clientId: chosenClient }, skip: !chosenClient });

  const { submit, saving } = useSaveForm(SitePopup_Save, {
    form,
    required: REQUIRED_SITE_FIELDS,
    variables: (values) => ({ input: toSaveSiteInput(values, siteId) }),
    payload: (d) => d.saveSite,
    saved: (result) => Boolean(result.site),
    success: isNew ? "Site Created" : "Site Updated",
    onSaved: () => {
      onSaved();
      onClose();
    },
  });

  const text = (name: TextKey, label: string, extra: { type?: "email"; rows?: number } = {}) => (
    <TextField
      id={`site-${name}`}
      label={label}
      type={extra.type}
      rows={extra.rows}
      value={form.values[name]}
      onChange={(value) => set(name, value)}
      required={(REQUIRED_SITE_FIELDS as readonly string[]).includes(name)}
      invalid={form.invalid(name)}
      message={form.message(name)}
    />
  );

  const chooseClient = (value: string) => {
    set("clientId", value);
    // a brand and a main contact belong to their client
    set("brandId", "");
    set("mainContactId", "");
  };

  const title = isNew ? "New site" : `Site: ${site ? `${site.siteCode} ${site.name}` : ""}`;
  const loading = !isNew && !site;
  return (
    <Popup isOpen title={title} onClose={onClose}>
      {loading ? (
        error ? (
          <Callout intent={Intent.WARNING}>{error.message || "No data found!"}</Callout>
        ) : (
          <Spinner aria-label="Loading" />
        )
      ) : (
        <form onSubmit={submit} aria-label="Site details" className="wo-site-form" noValidate>
          {form.values.asbestosWarning.trim() ? (
            <Callout intent={Intent.WARNING} icon="warning-sign" title="Asbestos warning" className="wo-site-form__asbestos" role="alert">
              {form.values.asbestosWarning}
            </Callout>
          ) : null}
          <div className="wo-form-grid">
            <SelectField
              id="site-clientId"
              label="Client"
              value={form.values.clientId}
              onChange={chooseClient}
              options={options(clients?.clientList, (c) => c.name)}
              required
              invalid={form.invalid("clientId")}
              message={form.message("clientId")}
            />
            <SelectField
              id="site-brandId"
              label="Brand"
              value={form.values.brandId}
              onChange={(value) => set("brandId", value)}
              options={options(clientOptions?.brands, (b) => b.name)}
              disabled={!chosenClient}
              invalid={form.invalid("brandId")}
              message={form.message("brandId")}
            />
            <SelectField
              id="site-mainContactId"
              label="Main contact"
              value={form.values.mainContactId}
              onChange={(value) => set("mainContactId", value)}
              options={options(clientOptions?.userOptions, (u) => u.fullName)}
              disabled={!chosenClient}
              invalid={form.invalid("mainContactId")}
              message={form.message("mainContactId")}
            />
            {text("siteCode", "Site code")}
            {text("name", "Site name")}
            {text("addressLine1", "Address 1")}
            {text("addressLine2", "Address 2")}
            {text("city", "Town")}
            {text("county", "County")}
            {text("postCode", "Post code")}
            {text("siteManager", "Site manager")}
            {text("siteEmail", "Site email", { type: "email" })}
          </div>
          {text("asbestosWarning", "Asbestos warning", { rows: 2 })}
          {text("comments", "Comments", { rows: 3 })}
          <div className="wo-site-form__actions">
            <Button text="Cancel" onClick={onClose} />
            <Button type="submit" intent={Intent.PRIMARY} icon="floppy-disk" text="Save" loading={saving} />
          </div>
        </form>
      )}
      {siteId !== null && site ? <SiteComplianceEditor siteId={siteId} /> : null}
      {siteId !== null && site ? (
        <div className="wo-site-documents">
          <H4>Documents</H4>
          <DocumentsPanel entityName="Site" entityId={siteId} />
        </div>
      ) : null}
    </Popup>
  );
}
