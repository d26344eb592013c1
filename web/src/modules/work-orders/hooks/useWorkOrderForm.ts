import { useCallback, useState } from "react";
import { useApolloClient } from "@apollo/client/react";
import { graphql } from "../../../gql";
import { useFormState, type FormState } from "../../../ui";
import { financialCodeChanges, jobTypeChanges, USE_MOBILE } from "../form/finance-rules";
import type { WorkOrderFormValues } from "../form/work-order-form";

/** The warranty check of a chosen asset (§5: GET /api/workorders/assetwarrantycheck answers false when in warranty) */
export const WorkOrderForm_AssetWarranty = graphql(`
  query WorkOrderForm_AssetWarranty($id: Int!) {
    asset(id: $id) {
      id
      inWarranty
    }
  }
`);

export type WorkOrderForm = {
  form: FormState<WorkOrderFormValues>;
  /** Sets several fields at once (each clears its invalid flag) */
  apply: (changes: Partial<WorkOrderFormValues>) => void;
  chooseClient: (value: string) => void;
  chooseSite: (value: string) => void;
  chooseTrade: (value: string) => void;
  chooseContact: (value: string, contacts: ReadonlyArray<{ id: number; mobile?: string | null }>) => Promise<void>;
  chooseAsset: (value: string) => Promise<void>;
  chooseJobType: (value: string) => void;
  chooseFinancialCode: (value: string) => void;
  /** The chosen asset is in warranty (the warning shows) */
  inWarranty: boolean;
};

/**
 * A work order's or request's form and the rules that tie its fields together (spec §4, §5): the
 * site, contact and asset belong to the client, the asset to the site, the sub-trade to the trade;
 * a contact's mobile may become the SMS number; an asset in warranty warns; the job type sets the
 * financial code, and the financial code the capital code and estimated cost.
 */
export function useWorkOrderForm(
  initial: () => WorkOrderFormValues,
  options: { onRequest: boolean; confirm: (message: string) => Promise<boolean> },
): WorkOrderForm {
  const form = useFormState<WorkOrderFormValues>(initial);
  const { set } = form;
  const client = useApolloClient();
  const [inWarranty, setInWarranty] = useState(false);
  const { onRequest, confirm } = options;

  const apply = useCallback(
    (changes: Partial<WorkOrderFormValues>) => {
      for (const [key, value] of Object.entries(changes) as Array<[keyof WorkOrderFormValues, never]>) set(key, value);
    },
    [set],
  );

  const chooseAsset = async (value: string) => {
    set("assetId", value);
    setInWarranty(false);
    if (!value) return;
    try {
      const { data } = await client.query({ query: WorkOrderForm_AssetWarranty, variables: { id: Number(value) }, fetchPolicy: "network-only" });
      setInWarranty(Boolean(data?.asset.inWarranty));
    } catch {
      // the check failing says nothing about the warranty: no warning
    }
  };

  return {
    form,
    apply,
    inWarranty,
    chooseClient: (value) => {
      apply({ clientId: value, siteId: "", contactId: "", assetId: "", tradeId: "", subTradeId: "" });
      setInWarranty(false);
    },
    chooseSite: (value) => {
      apply({ siteId: value, assetId: "" });
      setInWarranty(false);
    },
    chooseTrade: (value) => apply({ tradeId: value, subTradeId: "" }),
    chooseContact: async (value, contacts) => {
      set("contactId", value);
      const mobile = contacts.find((c) => String(c.id) === value)?.mobile?.trim();
      if (mobile && (await confirm(USE_MOBILE))) apply({ smsNumber: mobile, smsNotifications: true });
    },
    chooseAsset,
    chooseJobType: (value) => apply(jobTypeChanges(value, onRequest)),
    chooseFinancialCode: (value) => apply(financialCodeChanges(value)),
  };
}
