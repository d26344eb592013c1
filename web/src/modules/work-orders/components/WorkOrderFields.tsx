import type { ReactNode } from "react";
import { graphql, getFragmentData, type FragmentType } from "../../../gql";
import { H4 } from "../../../ui";
import { formatDate, formatDateTime, formatMoney } from "../../../ui/format";
import { DeadlineIcon } from "./DeadlineIcon";
import { SlaClockTag, SlaClocks_WorkOrder } from "./SlaClockTag";
import "./work-order-fields.css";

export const WorkOrderFields_WorkOrder = graphql(`
  fragment WorkOrderFields_WorkOrder on WorkOrder {
    id
    refNo
    workOrderStatusId
    workOrderStatus
    workOrderType
    deadline
    clientName
    siteName
    siteCode
    site {
      id
      addressLine1
      addressLine2
      city
      postCode
    }
    contact {
      id
      fullName
    }
    contractorName
    tradeName
    subTradeName
    methodOfRequest
    slaCode
    progressCode
    requestedBy
    clientRef
    issue
    details
    accessTimes
    dateOpened
    requestDate
    dueDate
    dateClosed
    dateStatus
    ...SlaClocks_WorkOrder
    # the server refuses a portal user a field its kind may not read: ask only for what the viewer may
    ... @skip(if: $isClient) {
      missingInfo
      actualCost
      callOutCost
    }
    ... @include(if: $isStaff) {
      estimatedCost
      approvedCost
      supersededCostPrice
      supersededReason
      overBudget
      valuationNumber
      invoiceNo
      invoiceDate
      invoiceAmount
      smsNumber
      smsNotifications
      sendNotifications
      contractorEmailed
    }
  }
`);

/** The variables every query spreading WorkOrderFields_WorkOrder declares: which field groups the viewer may read. */
export function workOrderFieldsVariables(kind: string): { isStaff: boolean; isClient: boolean } {
  return { isStaff: kind === "ADMIN" || kind === "STAFF", isClient: kind === "CLIENT" };
}

type Field = [label: string, value: ReactNode];

/** A section of the fields the viewer may read: a value left undefined was not asked for, and is not shown. */
function Section({ title, fields, className }: { title: string; fields: Field[]; className?: string }) {
  const shown = fields.filter(([, value]) => value !== undefined);
  if (!shown.length) return null;
  return (
    <section className={`wo-fields__section ${className ?? ""}`} aria-label={title}>
      <H4>{title}</H4>
      <dl className="wo-fields__list">
        {shown.map(([label, value]) => (
          <div className="wo-fields__row" key={label}>
            <dt>{label}</dt>
            <dd>{value === null || value === undefined || value === "" ? "—" : value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

// each keeps `undefined` (a field the viewer may not read) apart from an empty value
const yesNo = (v: boolean | undefined) => (v === undefined ? undefined : v ? "Yes" : "No");
const money = (v: string | null | undefined) => (v === undefined ? undefined : formatMoney(v));
const day = (v: string | null | undefined) => (v === undefined ? undefined : formatDate(v));

export type WorkOrderFieldsProps = {
  workOrder: FragmentType<typeof WorkOrderFields_WorkOrder>;
};

/** A work order's fields, read-only: the quick view and the detail views show them */
export function WorkOrderFields(props: WorkOrderFieldsProps) {
  const wo = getFragmentData(WorkOrderFields_WorkOrder, props.workOrder);
  const { slaClocks } = getFragmentData(SlaClocks_WorkOrder, wo);
  const address = [wo.site.addressLine1, wo.site.addressLine2, wo.site.city, wo.site.postCode].filter(Boolean).join(", ");
  return (
    <div className="wo-fields">
      <Section
        title="Work order"
        fields={[
          ["Reference", wo.refNo],
          ["Status", wo.workOrderStatus],
          ["Type", wo.workOrderType],
          ["Deadline", <DeadlineIcon key="d" deadline={wo.deadline} />],
          ["Method of request", wo.methodOfRequest ?? "Not given"],
          ["SLA code", wo.slaCode],
          ["Progress code", wo.progressCode],
          ["Requested by", wo.requestedBy],
          ["Client ref", wo.clientRef],
        ]}
      />
      <Section
        title="Client and site"
        fields={[
          ["Client", wo.clientName],
          ["Site", wo.siteCode ? `${wo.siteName ?? ""} (${wo.siteCode})` : wo.siteName],
          ["Address", address],
          ["Contact", wo.contact?.fullName],
        ]}
      />
      <Section
        title="Contractor"
        fields={[
          ["Contractor", wo.contractorName],
          ["Trade", wo.tradeName],
          ["Sub trade", wo.subTradeName],
          ["Contractor emailed", yesNo(wo.contractorEmailed)],
          ["Access times", wo.accessTimes],
        ]}
      />
      <Section
        title="Dates"
        fields={[
          ["Date opened", formatDate(wo.dateOpened)],
          ["Request date", formatDate(wo.requestDate)],
          ["Due date", formatDate(wo.dueDate)],
          ["Date closed", formatDate(wo.dateClosed)],
          ["Status changed", formatDateTime(wo.dateStatus)],
        ]}
      />
      <Section
        title="SLA clocks"
        fields={[
          ["Response", slaClocks.response ? <SlaClockTag key="r" label="Response" clock={slaClocks.response} /> : null],
          ["Fix", slaClocks.fix ? <SlaClockTag key="f" label="Fix" clock={slaClocks.fix} /> : null],
        ]}
      />
      <Section
        title="Issue"
        className="wo-fields__section--wide"
        fields={[
          ["Issue", wo.issue],
          ["Details", wo.details],
          ["Missing info", wo.missingInfo],
        ]}
      />
      <Section
        title="Costs"
        className={wo.overBudget ? "wo-fields__section--over-budget" : undefined}
        fields={[
          ["Estimated cost", money(wo.estimatedCost)],
          ["Approved cost", money(wo.approvedCost)],
          ["Actual cost", money(wo.actualCost)],
          ["Call out cost", money(wo.callOutCost)],
          ["Superseded cost price", money(wo.supersededCostPrice)],
          ["Superseded reason", wo.supersededReason],
          ["Over budget", yesNo(wo.overBudget)],
          ["Valuation number", wo.valuationNumber],
        ]}
      />
      <Section
        title="Invoice"
        fields={[
          ["Invoice no", wo.invoiceNo],
          ["Invoice date", day(wo.invoiceDate)],
          ["Invoice amount", money(wo.invoiceAmount)],
        ]}
      />
      <Section
        title="Notifications"
        fields={[
          ["SMS number", wo.smsNumber],
          ["SMS notifications", yesNo(wo.smsNotifications)],
          ["Send notifications", yesNo(wo.sendNotifications)],
        ]}
      />
    </div>
  );
}
