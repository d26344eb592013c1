import { useEffect, useRef } from "react";
import { graphql } from "../../../../gql";
import { useFormState, useSaveForm, type FormState } from "../../../../ui";

/**
 * A contractor's save of its own order (portals §2.2 'save'): what the server lets a contractor
 * change, the progress code, the asset (one of the order's site) and a progress note (saved as a
 * public note in the same transaction). The client and the site go as they are: the input needs them.
 */
export const ContractorPortalWorkOrder_Save = graphql(`
  mutation ContractorPortalWorkOrder_Save($input: SaveWorkOrderInput!) {
    saveWorkOrder(input: $input) {
      workOrder {
        id
        version
        progressCodeId
        progressCode
        assetId
        assetCode
      }
      error {
        ...SaveForm_Error
      }
    }
  }
`);

export type ContractorSaveValues = { progressCodeId: string; assetId: string; progressNote: string };

/** The order as the save reads it */
export type SavedOrder = {
  id: number;
  version: number;
  clientId: number;
  siteId: number;
  progressCodeId?: number | null;
  assetId?: number | null;
};

const valuesOf = (wo: SavedOrder | null | undefined, progressNote = ""): ContractorSaveValues => ({
  progressCodeId: wo?.progressCodeId ? String(wo.progressCodeId) : "",
  assetId: wo?.assetId ? String(wo.assetId) : "",
  progressNote,
});

export type ContractorSave = {
  form: FormState<ContractorSaveValues>;
  save: () => Promise<void>;
  saving: boolean;
};

/**
 * The save form's values and its save: 'Work Order Updated', then the order is read again. A refusal
 * (STALE, NOT_ALLOWED...) shows the server's message and keeps what was typed; a new version of the
 * order (saved here, or moved by an action) shows its progress code and asset, the note kept.
 */
export function useContractorSave(wo: SavedOrder | null | undefined, onSaved: () => void): ContractorSave {
  const form = useFormState<ContractorSaveValues>(() => valuesOf(wo));
  const { submit, saving } = useSaveForm(ContractorPortalWorkOrder_Save, {
    form,
    variables: (v) => ({
      input: {
        id: wo?.id ?? 0,
        version: wo?.version,
        clientId: wo?.clientId ?? 0,
        siteId: wo?.siteId ?? 0,
        progressCodeId: v.progressCodeId ? Number(v.progressCodeId) : null,
        assetId: v.assetId ? Number(v.assetId) : null,
        progressNote: v.progressNote.trim() || null,
      },
    }),
    payload: (d) => d.saveWorkOrder,
    saved: (p) => Boolean(p.workOrder),
    success: "Work Order Updated",
    onSaved: () => {
      form.set("progressNote", "");
      onSaved();
    },
  });

  // a new version read: its progress code and asset (what was typed in the note stays)
  const { reset } = form;
  const latest = useRef({ wo, note: form.values.progressNote });
  latest.current = { wo, note: form.values.progressNote };
  useEffect(() => {
    if (latest.current.wo) reset(valuesOf(latest.current.wo, latest.current.note));
  }, [wo?.version, reset]);

  return { form, save: () => submit(), saving };
}
