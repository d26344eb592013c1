import { useState } from "react";
import { useApolloClient, useQuery } from "@apollo/client/react";
import { graphql } from "../../../../gql";
import { Button, Callout, Intent, Popup, Spinner, Tab, Tabs, Tag } from "../../../../ui";
import { useViewer } from "../../../../app/access/ViewerContext";
import { paths } from "../../../../app/paths";
import { DocumentsPanel } from "../../../documents/components/DocumentsPanel";
import { WorkOrderFields, workOrderFieldsVariables } from "../../../work-orders/components/WorkOrderFields";
import { NotesTab } from "../../../work-orders/tabs/NotesTab";
import { portalPdfText, WorkOrderPdfButton } from "../../../work-orders/tabs/WorkOrderPdfView";
import { WorkOrderQuotesTab } from "../../../quotations/components/WorkOrderQuotesTab";
import { RELOAD_ON_REQUEST } from "../request/useNewRequest";
import { ContractorPopup } from "./ContractorPopup";
import { EditRequestForm } from "./EditRequestForm";
import { ProgressTimeline } from "./ProgressTimeline";
import "./details.css";

export const ClientWorkOrderDetails_WorkOrder = graphql(`
  query ClientWorkOrderDetails_WorkOrder($id: Int!, $isStaff: Boolean!, $isClient: Boolean!) {
    workOrder(id: $id) {
      id
      refNo
      version
      workOrderStatusId
      workOrderStatus
      contractorId
      contractorName
      siteId
      assetId
      tradeId
      subTradeId
      requestedBy
      requestDate
      issue
      clientRef
      viewerCan {
        edit
      }
      ...WorkOrderFields_WorkOrder
      ...ProgressTimeline_WorkOrder
    }
  }
`);

export type WorkOrderDetailsPopupProps = {
  clientId: number;
  id: number;
  onClose: () => void;
};

/**
 * The client's work-order details popup (portals §2.1 item 8): the order's fields (a form while the
 * client's own request awaits response, read-only after), its progress, View PDF, the contractor,
 * and tabs Notes (View Note, New Note), Quotes and Attachments (upload, download).
 */
export function WorkOrderDetailsPopup({ clientId, id, onClose }: WorkOrderDetailsPopupProps) {
  const viewer = useViewer();
  const apollo = useApolloClient();
  const [tab, setTab] = useState("notes");
  const [contractor, setContractor] = useState(false);
  const { data, loading, error, refetch } = useQuery(ClientWorkOrderDetails_WorkOrder, {
    variables: { id, ...workOrderFieldsVariables(viewer.kind) },
    fetchPolicy: "network-only",
  });
  const wo = data?.workOrder;
  // the request form is the client's own (staff change orders on their own screens, never as a portal request)
  const editable = viewer.kind === "CLIENT" && Boolean(wo?.viewerCan.edit);
  return (
    <Popup isOpen onClose={onClose} title={wo ? `Work Order ${wo.refNo}` : "Work Order"} footer={<Button text="Close" onClick={onClose} />}>
      {!wo && loading ? <Spinner aria-label="Loading" /> : null}
      {!wo && error ? <Callout intent={Intent.DANGER}>{error.message || "No data found!"}</Callout> : null}
      {wo ? (
        <div className="wo-details-popup">
          <div className="wo-details-popup__bar">
            <Tag large minimal>
              {wo.workOrderStatus}
            </Tag>
            <WorkOrderPdfButton workOrderId={wo.id} refNo={wo.refNo} text={portalPdfText(viewer.kind)} />
            {wo.contractorId ? (
              <Button icon="person" text={`Contractor: ${wo.contractorName ?? "view"}`} onClick={() => setContractor(true)} />
            ) : null}
          </div>
          <ProgressTimeline workOrder={wo} />
          {editable ? (
            <EditRequestForm
              key={wo.version}
              clientId={clientId}
              request={wo}
              onSaved={() => {
                void refetch();
                void apollo.refetchQueries({ include: RELOAD_ON_REQUEST });
              }}
            />
          ) : (
            <WorkOrderFields workOrder={wo} />
          )}
          <Tabs
            id={`client-work-order-${wo.id}-tabs`}
            selectedTabId={tab}
            onChange={(t) => setTab(String(t))}
            renderActiveTabPanelOnly
            className="wo-details-popup__tabs"
          >
            <Tab id="notes" title="Notes" panel={<NotesTab workOrderId={wo.id} privateNotes={false} clientView />} />
            <Tab id="quotes" title="Quotes" panel={<WorkOrderQuotesTab workOrderId={wo.id} quoteLink={(id) => paths.clientQuotes(clientId, id)} />} />
            <Tab
              id="attachments"
              title="Attachments"
              panel={<DocumentsPanel entityName="WorkOrder" entityId={wo.id} workOrderStatusId={wo.workOrderStatusId} label="Attachments" />}
            />
          </Tabs>
        </div>
      ) : null}
      {wo?.contractorId && contractor ? <ContractorPopup contractorId={wo.contractorId} onClose={() => setContractor(false)} /> : null}
    </Popup>
  );
}
