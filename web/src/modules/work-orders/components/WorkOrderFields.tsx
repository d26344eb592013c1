import type { ReactNode } from "react";
import { graphql, getFragmentData, type FragmentType } from "../../../gql";
import { H4 } from "../../../ui";
import { formatDate, formatDateTime, formatMoney } from "../../../ui/format";
import { DeadlineIcon } from "./DeadlineIcon";
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
    missingInfo
    dateOpened
    requestDate
    dueDate
    dateClosed
    dateStatus
    estimatedCost
    approvedCost
    actualCost
    callOutCost
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
`);

type Field = [label: string, value: ReactNode];

function Section({ title, fields, className }: { title: string; fields: Field[]; className?: string }) {
  return (
    <section className={`wo-fields__section ${className ?? ""}`} aria-label={title}>
      <H4>{title}</H4>
      <dl className="wo-fields__list">
        {fields.map(([label, value]) => (
          <div className="wo-fields__row" key={label}>
            <dt>{label}</dt>
            <dd>{value === null || value === undefined || value === "" ? "—" : value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

const yesNo = (v: boolean) => (v ? "Yes" : "No");

export type WorkOrderFieldsProps = {
  workOrder: FragmentType<typeof WorkOrderFields_WorkOrder>;
};

/** A work order's fields, read-only: the quick view and the detail views show them */
export function WorkOrderFields(props: WorkOrderFieldsProps) {
  const wo = getFragmentData(WorkOrderFields_WorkOrder, props.workOrder);
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
          ["Estimated cost", formatMoney(wo.estimatedCost)],
          ["Approved cost", formatMoney(wo.approvedCost)],
          ["Actual cost", formatMoney(wo.actualCost)],
          ["Call out cost", formatMoney(wo.callOutCost)],
          ["Superseded cost price", formatMoney(wo.supersededCostPrice)],
          ["Superseded reason", wo.supersededReason],
          ["Over budget", yesNo(wo.overBudget)],
          ["Valuation number", wo.valuationNumber],
        ]}
      />
      <Section
        title="Invoice"
        fields={[
          ["Invoice no", wo.invoiceNo],
          ["Invoice date", formatDate(wo.invoiceDate)],
          ["Invoice amount", formatMoney(wo.invoiceAmount)],
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
