import { useEffect, useState } from "react";
import { Button, Intent, Tag, TextField } from "../../../../ui";
import { formatMoney } from "../../../../ui/format";
import { approvedCostDefault, asksBeforeValuationChange, CONFIRM_VALUATION, loggedTotalShown, showApprovedView } from "../../form/finance-rules";
import type { WorkOrderForm } from "../../hooks/useWorkOrderForm";
import type { WorkOrderLookups } from "../../hooks/useWorkOrderLookups";
import { BoundSelect, BoundText, type FieldBinding } from "./bound-fields";
import { CostFlags, type CostChecksData } from "./CostReview";

/** The stored costs the finance section shows beside its fields */
export type StoredCosts = {
  estimatedCost?: string | null;
  approvedCost?: string | null;
  actualCost?: string | null;
  callOutCost?: string | null;
  supersededCostPrice?: string | null;
  supersededReason?: string | null;
  overBudget?: boolean | null;
  valuationNumber?: string | null;
};

export type FinanceFieldsProps = {
  bind: FieldBinding;
  wo: WorkOrderForm;
  lookups: WorkOrderLookups;
  /** The request screen: financial and capital codes only */
  request: boolean;
  /** The stored order's costs (an existing order) */
  stored?: StoredCosts | null;
  confirm: (message: string) => Promise<boolean>;
  /** Approve is offered (staff, approved is a next status, not approved yet) */
  canApprove?: boolean;
  onApprove?: (approvedCost: string) => void;
  /** Query the costings with a reason (the query button, or a change of reason) */
  onQuery?: (queryReasonId: string) => void;
  busy?: boolean;
  /** The stored order's status (status 14 shows the logged total as 0) */
  status?: number;
  /** Billing's totals and cost-check flags (an existing order) */
  checks?: CostChecksData | null;
};

/** Financial and capital codes; on a work order also costs, valuation, invoice, approval and query (§4, §5) */
export function FinanceFields(props: FinanceFieldsProps) {
  const { bind, wo, lookups, request, stored, confirm, canApprove, onApprove, onQuery, busy, status, checks } = props;
  const { form } = bind;
  const [valuationAgreed, setValuationAgreed] = useState(false);
  // approve pre-fills the approved cost with the actual cost (what was submitted), the approved one while nothing was submitted
  const suggested = approvedCostDefault(stored);
  const [approvedCost, setApprovedCost] = useState(suggested);
  useEffect(() => setApprovedCost(suggested), [suggested]);
  const [approvedMissing, setApprovedMissing] = useState(false);

  const changeValuation = async (value: string) => {
    if (!valuationAgreed && asksBeforeValuationChange(stored?.valuationNumber, value)) {
      if (!(await confirm(CONFIRM_VALUATION))) return;
      setValuationAgreed(true);
    }
    form.set("valuationNumber", value);
  };

  const codes = (
    <>
      <BoundSelect bind={bind} name="financialCodeId" label="Financial code" options={lookups.financialCodes} onChange={wo.chooseFinancialCode} />
      <BoundSelect bind={bind} name="capitalCodeId" label="Capital code" options={lookups.capitalCodes} />
    </>
  );
  if (request) return <div className="wo-form-grid">{codes}</div>;

  const costs: Array<[string, string | null | undefined]> = [
    ["Estimated cost", stored?.estimatedCost],
    ["Approved cost", stored?.approvedCost],
    ["Actual cost", stored?.actualCost],
    ["Call out cost", stored?.callOutCost],
    // billing's totals that matter for approval
    ...(checks
      ? ([
          ["Logged total", loggedTotalShown(status ?? 0, checks.loggedTotal)],
          ["Accepted quote", checks.acceptedQuoteTotal],
        ] as Array<[string, string | null | undefined]>)
      : []),
  ];
  return (
    <section aria-label="Finance" className="wo-finance">
      <div className="wo-form-grid">
        {codes}
        <BoundText bind={bind} name="estimatedCost" label="Estimated cost" type="number" step="0.001" />
        <BoundText bind={bind} name="valuationNumber" label="Valuation number" onChange={(v) => void changeValuation(v)} />
        <BoundText bind={bind} name="invoiceNo" label="Invoice no" />
        <BoundText bind={bind} name="invoiceDate" label="Invoice date" type="date" />
        <BoundText bind={bind} name="invoiceAmount" label="Invoice amount" type="number" step="0.001" />
        <BoundSelect
          bind={bind}
          name="queryReasonId"
          label="Query reason"
          options={lookups.queryReasons}
          onChange={(v) => (v ? onQuery?.(v) : undefined)}
          disabled={!onQuery}
        />
      </div>
      <div
        className={stored?.overBudget ? "wo-finance__totals wo-finance__totals--over-budget" : "wo-finance__totals"}
        aria-label="Cost totals"
        role="group"
      >
        {costs.map(([label, value]) => (
          <div key={label} className="wo-finance__total">
            <span>{label}</span>
            <strong>{value ? formatMoney(value) : "—"}</strong>
          </div>
        ))}
        {stored?.supersededCostPrice ? (
          <div className="wo-finance__total">
            <Tag intent={Intent.WARNING}>Amended</Tag>
            <span>
              Actual cost {formatMoney(stored.actualCost)} (was {formatMoney(stored.supersededCostPrice)}
              {stored.supersededReason ? `: ${stored.supersededReason}` : ""})
            </span>
          </div>
        ) : null}
      </div>
      <CostFlags checks={checks ?? null} />
      {showApprovedView(stored?.valuationNumber, stored?.approvedCost) ? (
        <div className="wo-finance__approved" aria-label="Approved" role="group">
          Approved {formatMoney(stored?.approvedCost)} under valuation {stored?.valuationNumber}
        </div>
      ) : null}
      {!bind.disabled && (canApprove || onQuery) ? (
        <div className="wo-finance__actions">
          {canApprove ? (
            <>
              <TextField
                id="wo-approvedCost"
                label="Approved cost"
                type="number"
                step="0.001"
                value={approvedCost}
                required
                invalid={approvedMissing}
                onChange={(v) => {
                  setApprovedCost(v);
                  setApprovedMissing(false);
                }}
              />
              <Button
                intent={Intent.SUCCESS}
                icon="tick"
                text="Approve"
                disabled={busy}
                onClick={() => {
                  if (!approvedCost.trim()) setApprovedMissing(true);
                  onApprove?.(approvedCost.trim());
                }}
              />
            </>
          ) : null}
          {onQuery ? <Button icon="help" text="Query" disabled={busy} onClick={() => onQuery(form.values.queryReasonId)} /> : null}
        </div>
      ) : null}
    </section>
  );
}
