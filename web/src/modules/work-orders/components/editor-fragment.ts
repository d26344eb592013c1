import { graphql } from "../../../gql";

/** What the staff's editable views read of a work order (the request and work-order forms) */
export const WorkOrderEditor_WorkOrder = graphql(`
  fragment WorkOrderEditor_WorkOrder on WorkOrder {
    id
    refNo
    version
    nextStatuses
    # what the viewer may do now, by the server's rules: each action's button shows only when set
    viewerCan {
      approveAndConvert
      decline
      cancel
      complete
      submitCosts
      approveCosts
      queryCosts
    }
    workOrderStatusId
    # the response and fix clocks (docs/sla.md), shown under the job's fields; every save answers them again
    ...SlaClocks_WorkOrder
    workOrderStatus
    deadline
    clientId
    siteId
    contactId
    assetId
    tradeId
    subTradeId
    contractorId
    workOrderTypeId
    progressCodeId
    methodOfRequestId
    slaCode
    financialCodeId
    capitalCodeId
    queryReasonId
    smsNumber
    smsNotifications
    sendNotifications
    requestedBy
    clientRef
    issue
    details
    accessTimes
    dateOpened
    requestDate
    dueDate
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
    # the stored choices' names, for a choice no longer offered (an inactive client, a sub-trade since disabled)
    clientName
    siteName
    contactName
    assetCode
    tradeName
    subTradeName
    contractorName
  }
`);

/** The fragment's data, unmasked */
export type EditorWorkOrder = import("../../../gql/graphql").WorkOrderEditor_WorkOrderFragment;
