import { useEffect } from "react";
import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../gql";
import { Button, Callout, CheckboxGroupField, H4, Intent, Spinner, SwitchField, useFormState, useSaveForm } from "../../../ui";
import { ComplianceMatrix_Types } from "./ComplianceMatrix";
import "./compliance.css";

export const SiteComplianceEditor_Query = graphql(`
  query SiteComplianceEditor_Query($siteId: Int!) {
    siteCompliance(siteId: $siteId) {
      siteId
      typeIds
      ownSet
      viewerCanEdit
    }
  }
`);

export const SiteComplianceEditor_Save = graphql(`
  mutation SiteComplianceEditor_Save($siteId: Int!, $typeIds: [Int!]) {
    setSiteCompliance(siteId: $siteId, typeIds: $typeIds) {
      siteId
      typeIds
      ownSet
      viewerCanEdit
    }
  }
`);

type Values = { followDefaults: boolean; typeIds: string[] };

/**
 * A site's compliance types (issue 27, in the site popup): its own set, or "follow the client's
 * defaults" (the types then shown are the client's). Read-only unless the server says the viewer may edit.
 */
export function SiteComplianceEditor({ siteId }: { siteId: number }) {
  const types = useQuery(ComplianceMatrix_Types);
  const { data, loading, error } = useQuery(SiteComplianceEditor_Query, { variables: { siteId }, fetchPolicy: "network-only" });
  const form = useFormState<Values>({ followDefaults: true, typeIds: [] });
  const site = data?.siteCompliance;
  const { reset } = form;
  useEffect(() => {
    if (site) reset({ followDefaults: !site.ownSet, typeIds: site.typeIds.map(String) });
  }, [site, reset]);
  const saver = useSaveForm(SiteComplianceEditor_Save, {
    form,
    variables: (v) => ({ siteId, typeIds: v.followDefaults ? null : v.typeIds.map(Number) }),
    success: "Compliance types saved",
    failure: (e: unknown) => ({ message: e instanceof Error ? e.message : "Unable to save", kind: "error" }),
  });
  if (loading || types.loading) return <Spinner aria-label="Loading" />;
  if (error || !site) return <Callout intent={Intent.WARNING}>{error?.message ?? "No data found!"}</Callout>;
  const canEdit = site.viewerCanEdit;
  const options = (types.data?.complianceTypes ?? []).map((t) => ({ value: String(t.id), label: t.name }));
  return (
    <form onSubmit={saver.submit} aria-label="Site compliance" className="wo-compliance__site" noValidate>
      <H4>Compliance</H4>
      <SwitchField
        label="Follow the client's defaults"
        checked={form.values.followDefaults}
        onChange={(on) => form.set("followDefaults", on)}
        disabled={!canEdit}
      />
      <div className="wo-compliance__types">
        <CheckboxGroupField
          id="site-compliance-types"
          label={form.values.followDefaults ? "Compliance types (the client's defaults)" : "Compliance types (this site's own)"}
          value={form.values.typeIds}
          onChange={(v) => form.set("typeIds", v)}
          options={options}
          disabled={!canEdit || form.values.followDefaults}
        />
      </div>
      {canEdit ? <Button type="submit" intent={Intent.PRIMARY} text="Save compliance types" loading={saver.saving} /> : null}
    </form>
  );
}
