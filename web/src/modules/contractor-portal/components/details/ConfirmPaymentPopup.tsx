import { useState } from "react";
import { graphql } from "../../../../gql";
import { Button, Callout, Intent, notify, Popup, Radio, RadioGroup, REQUIRED_FIELDS, TextField, useFormState, useSaveForm } from "../../../../ui";
import { formatMoney } from "../../../../ui/format";

export const ContractorPortalPayment_Submit = graphql(`
  mutation ContractorPortalPayment_Submit($id: Int!, $version: Int) {
    submitWorkOrderCosts(id: $id, version: $version) {
      workOrder {
        id
        version
        workOrderStatusId
        workOrderStatus
      }
      message
      error {
        ...SaveForm_Error
      }
    }
  }
`);

export const ContractorPortalPayment_Amend = graphql(`
  mutation ContractorPortalPayment_Amend($workOrderId: Int!, $version: Int, $newPrice: Decimal!, $reason: String) {
    amendSubmittedCosts(workOrderId: $workOrderId, version: $version, newPrice: $newPrice, reason: $reason) {
      workOrder {
        id
        version
        workOrderStatusId
        workOrderStatus
        actualCost
      }
      message
      error {
        ...SaveForm_Error
      }
    }
  }
`);

/** The spec's texts (portals §5, §8) */
export const COSTS_SUBMITTED = "Your costs have been submitted";
export const AMENDED_PRICE_ABOVE_ZERO = "Amended price must be greater than 0";

/** The price field, focused again when the amended price is refused (§5) */
export const AMENDED_PRICE_FIELD = "contractor-amended-price";

/** An amount as typed: up to 3 decimals (§9), above 0 */
function positivePrice(text: string): string | null {
  const t = text.trim().replace(/^£/, "").replace(/,/g, "");
  if (!/^\d*(\.\d{0,3})?$/.test(t) || !/\d/.test(t)) return null;
  return Number(t) > 0 ? t : null;
}

export type ConfirmPaymentPopupProps = {
  workOrder: { id: number; version: number; refNo: string; actualCost?: string | null };
  /** The server would accept the submission now (viewerCan.submitCosts) */
  canSubmit: boolean;
  /** ... and an amended price (viewerCan.amendCosts) */
  canAmend: boolean;
  /** Why not, when neither is open (viewerCan.whyNot) */
  whyNot?: string | null;
  onClose: () => void;
  /** After a submission (either kind) */
  onSubmitted: () => void;
};

type AmendValues = { price: string; reason: string };

/**
 * The Confirm Payment window (portals §4, §5): confirm the payment request for the order's actual
 * cost ('Your costs have been submitted'), or amend it to a new price with a reason; an amended price
 * of 0 or less (or none) says 'Amended price must be greater than 0' and puts the cursor back in it.
 */
export function ConfirmPaymentPopup({ workOrder, canSubmit, canAmend, whyNot, onClose, onSubmitted }: ConfirmPaymentPopupProps) {
  const [mode, setMode] = useState<"confirm" | "amend">(canSubmit || !canAmend ? "confirm" : "amend");
  const form = useFormState<AmendValues>({ price: "", reason: "" });
  const onSaved = () => {
    onSubmitted();
    onClose();
  };
  const submit = useSaveForm(ContractorPortalPayment_Submit, {
    payload: (d) => d.submitWorkOrderCosts,
    saved: (p) => Boolean(p.workOrder),
    success: (p) => p.message || COSTS_SUBMITTED,
    onSaved,
  });
  const amend = useSaveForm(ContractorPortalPayment_Amend, {
    form,
    rename: { newPrice: "price" },
    payload: (d) => d.amendSubmittedCosts,
    saved: (p) => Boolean(p.workOrder),
    success: (p) => p.message || COSTS_SUBMITTED,
    onSaved,
  });
  const busy = submit.saving || amend.saving;
  const cost = formatMoney(workOrder.actualCost) || "£0.00";

  const send = async () => {
    if (mode === "confirm") {
      await submit.save({ id: workOrder.id, version: workOrder.version });
      return;
    }
    const price = positivePrice(form.values.price);
    if (!price) {
      form.flag({ price: AMENDED_PRICE_ABOVE_ZERO });
      notify(AMENDED_PRICE_ABOVE_ZERO, "required");
      document.getElementById(AMENDED_PRICE_FIELD)?.focus();
      return;
    }
    if (!form.values.reason.trim()) {
      form.flag({ reason: true });
      notify(REQUIRED_FIELDS, "required");
      document.getElementById("contractor-amend-reason")?.focus();
      return;
    }
    await amend.save({ workOrderId: workOrder.id, version: workOrder.version, newPrice: price, reason: form.values.reason.trim() });
  };

  const open = mode === "confirm" ? canSubmit : canAmend;
  return (
    <Popup
      isOpen
      width="50%"
      title="Confirm Payment"
      onClose={onClose}
      footer={
        <>
          <Button text="Cancel" onClick={onClose} disabled={busy} />
          <Button
            type="submit"
            form="contractor-payment-form"
            intent={Intent.PRIMARY}
            icon="tick"
            text={mode === "confirm" ? "Confirm payment request" : "Submit amended price"}
            loading={busy}
            disabled={busy || !open}
          />
        </>
      }
    >
      <form
        id="contractor-payment-form"
        className="wo-cwo__payment"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void send();
        }}
      >
        <p>
          Request payment for work order {workOrder.refNo}: the actual cost is <strong>{cost}</strong>.
        </p>
        {!canSubmit && !canAmend && whyNot ? (
          <Callout intent={Intent.WARNING} compact>
            {whyNot}
          </Callout>
        ) : null}
        <RadioGroup label="Payment request" selectedValue={mode} onChange={(e) => setMode(e.currentTarget.value as "confirm" | "amend")}>
          <Radio value="confirm" label={`Confirm the payment request for ${cost}`} disabled={!canSubmit} />
          <Radio value="amend" label="Amend to a new price" disabled={!canAmend} />
        </RadioGroup>
        {mode === "amend" ? (
          <>
            <TextField
              id={AMENDED_PRICE_FIELD}
              label="New price (£)"
              inputMode="decimal"
              autoComplete="off"
              required
              value={form.values.price}
              invalid={form.invalid("price")}
              message={form.message("price")}
              onChange={(v) => form.set("price", v)}
            />
            <TextField
              id="contractor-amend-reason"
              label="Reason"
              rows={3}
              required
              value={form.values.reason}
              invalid={form.invalid("reason")}
              message={form.message("reason")}
              onChange={(v) => form.set("reason", v)}
            />
          </>
        ) : null}
      </form>
    </Popup>
  );
}
