import { useQuery } from "@apollo/client/react";
import { Link } from "react-router-dom";
import { graphql } from "../../../gql";
import { Callout, Intent, Popup, Spinner } from "../../../ui";
import { useViewer } from "../../../app/access/ViewerContext";
import { paths } from "../../../app/paths";
import { WorkOrderFields, workOrderFieldsVariables } from "./WorkOrderFields";
import { useEditableWorkOrder } from "../pages/StaffWorkOrderViews";
import { RequestEditor } from "./RequestEditor";
import { DocumentsPanel } from "../../documents/components/DocumentsPanel";
import { WorkOrderDetailTabs } from "./WorkOrderDetailTabs";
import { QuickViewCostTotals } from "../costs/QuickViewCostTotals";
import { WorkOrderEditor } from "./WorkOrderEditor";
import { portalPdfText, WorkOrderPdfButton } from "../tabs/WorkOrderPdfView";

export const WorkOrderQuickView_WorkOrder = graphql(`
  query WorkOrderQuickView_WorkOrder($id: Int!, $isStaff: Boolean!, $isClient: Boolean!) {
    workOrder(id: $id) {
      id
      refNo
      workOrderStatusId
      ...WorkOrderFields_WorkOrder
    }
  }
`);

export type WorkOrderQuickViewProps = {
  id: number;
  onClose: () => void;
};

/**
 * The quick view of a grid row, in the product's popup: for staff the work order's page (fields and
 * tabs), a request as 'Edit Work Order'; for portal users its fields, read-only.
 */
export function WorkOrderQuickView(props: WorkOrderQuickViewProps) {
  const viewer = useViewer();
  return viewer.kind === "ADMIN" || viewer.kind === "STAFF" ? <StaffQuickView {...props} /> : <PortalQuickView {...props} />;
}

function StaffQuickView({ id, onClose }: WorkOrderQuickViewProps) {
  const { workOrder: wo, loading, error, reload } = useEditableWorkOrder(id);
  const request = wo?.workOrderStatusId === 1;
  return (
    <Popup
      isOpen
      onClose={onClose}
      title={wo ? (request ? "Edit Work Order" : `Work Order ${wo.refNo}`) : "Work Order"}
      footer={wo ? <Link to={paths.workOrder(wo.id, wo.workOrderStatusId)}>Open {wo.refNo}</Link> : null}
    >
      {wo && request ? <RequestEditor key={wo.id} request={wo} onReload={reload} onDeclined={onClose} /> : null}
      {wo && !request ? (
        <>
          <WorkOrderEditor key={wo.id} workOrder={wo} onReload={reload} />
          <QuickViewCostTotals workOrderId={wo.id} />
          <WorkOrderDetailTabs workOrderId={wo.id} staff subTradeId={wo.subTradeId} siteId={wo.siteId} />
        </>
      ) : null}
      {!wo && loading ? <Spinner aria-label="Loading" /> : null}
      {!wo && error ? <Callout intent={Intent.DANGER}>{error.message || "No data found!"}</Callout> : null}
    </Popup>
  );
}

/**
 * A portal user's popup: the order's fields, read-only, and its PDF (portals §2.8: the client's
 * view-PDF button; §2.9: the contractor's PDF action), shown in a popup of its own with its download.
 */
function PortalQuickView({ id, onClose }: WorkOrderQuickViewProps) {
  const viewer = useViewer();
  const { data, loading, error } = useQuery(WorkOrderQuickView_WorkOrder, {
    variables: { id, ...workOrderFieldsVariables(viewer.kind) },
    fetchPolicy: "network-only",
  });
  const wo = data?.workOrder;
  return (
    <Popup
      isOpen
      onClose={onClose}
      title={wo ? `Work Order ${wo.refNo}` : "Work Order"}
      footer={
        wo ? (
          <>
            <WorkOrderPdfButton workOrderId={wo.id} refNo={wo.refNo} text={portalPdfText(viewer.kind)} />
            <Link to={paths.workOrder(wo.id, wo.workOrderStatusId)}>Open {wo.refNo}</Link>
          </>
        ) : null
      }
    >
      {wo ? <WorkOrderFields workOrder={wo} /> : null}
      {wo ? <DocumentsPanel entityName="WorkOrder" entityId={wo.id} workOrderStatusId={wo.workOrderStatusId} label="Attachments" /> : null}
      {!wo && loading ? <Spinner aria-label="Loading" /> : null}
      {!wo && error ? <Callout intent={Intent.DANGER}>{error.message || "No data found!"}</Callout> : null}
    </Popup>
  );
}
