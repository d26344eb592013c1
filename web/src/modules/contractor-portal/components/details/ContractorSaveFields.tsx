import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../../gql";
import { H4, SelectField, TextField } from "../../../../ui";
import type { ContractorSave } from "./useContractorSave";

/** The save form's choices: the progress codes, and the assets of the order's site (the portal's AssetDropdown) */
export const ContractorPortalWorkOrder_SaveChoices = graphql(`
  query ContractorPortalWorkOrder_SaveChoices($siteId: Int!) {
    progressCodes {
      id
      name
    }
    assetOptions(siteId: $siteId) {
      id
      assetCode
    }
  }
`);

export type ContractorSaveFieldsProps = {
  siteId: number;
  save: ContractorSave;
  disabled?: boolean;
};

/**
 * What a contractor may change on its own order (portals §2.2 'save'): the progress code, the asset
 * (of the order's site) and a progress note, saved as a public note. The popup's Save button sends them.
 */
export function ContractorSaveFields({ siteId, save, disabled }: ContractorSaveFieldsProps) {
  // a choice list that fails (the assets) leaves the other usable
  const { data } = useQuery(ContractorPortalWorkOrder_SaveChoices, { variables: { siteId }, errorPolicy: "all" });
  const { form } = save;
  const codes = (data?.progressCodes ?? []).map((c) => ({ value: String(c.id), label: c.name }));
  const assets = (data?.assetOptions ?? []).map((a) => ({ value: String(a.id), label: a.assetCode }));
  return (
    <form
      className="wo-cwo__save"
      aria-label="Progress"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save.save();
      }}
    >
      <H4>Progress</H4>
      <div className="wo-cwo__save-fields">
        <SelectField
          id="contractor-progress-code"
          label="Progress code"
          value={form.values.progressCodeId}
          options={codes}
          disabled={disabled}
          invalid={form.invalid("progressCodeId")}
          message={form.message("progressCodeId")}
          onChange={(v) => form.set("progressCodeId", v)}
        />
        <SelectField
          id="contractor-asset"
          label="Asset"
          value={form.values.assetId}
          options={assets}
          disabled={disabled}
          invalid={form.invalid("assetId")}
          message={form.message("assetId")}
          onChange={(v) => form.set("assetId", v)}
        />
      </div>
      <TextField
        id="contractor-progress-note"
        label="Progress note"
        rows={3}
        value={form.values.progressNote}
        disabled={disabled}
        helper="Saved as a note the client can read"
        invalid={form.invalid("progressNote")}
        message={form.message("progressNote")}
        onChange={(v) => form.set("progressNote", v)}
      />
    </form>
  );
}
