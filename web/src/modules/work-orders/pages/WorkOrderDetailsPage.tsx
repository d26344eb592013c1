import { useEffect } from "react";
import { useQuery } from "@apollo/client/react";
import { Link, useParams } from "react-router-dom";
import { graphql } from "../../../gql";
import { Callout, H3, H4, Intent, Spinner, Tag } from "../../../ui";
import { useViewer } from "../../../app/access/ViewerContext";
import { homePath } from "../../../app/access/viewer";
import { paths } from "../../../app/paths";
import { DocumentsPanel } from "../../documents/components/DocumentsPanel";
import { WorkOrderFields, workOrderFieldsVariables } from "../components/WorkOrderFields";
import { rememberWorkOrder } from "../recent-work-orders";
import { portalPdfText, WorkOrderPdfButton } from "../tabs/WorkOrderPdfView";
import { StaffRequestView, StaffWorkOrderView } from "./StaffWorkOrderViews";
import "./work-orders.css";

export const WorkOrderDetails_WorkOrder = graphql(`
  query WorkOrderDetails_WorkOrder($id: Int!, $isStaff: Boolean!, $isClient: Boolean!) {
    workOrder(id: $id) {
      id
      refNo
      workOrderStatus
      workOrderStatusId
      ...WorkOrderFields_WorkOrder
    }
  }
`);

type WorkOrderDetailsProps = {
  heading: string;
};

/** A work order's fields, read-only, and its attachments (portal users upload to their own orders): what portal users see */
function WorkOrderDetails({ heading }: WorkOrderDetailsProps) {
  const params = useParams();
  const viewer = useViewer();
  const portal = viewer.kind === "CLIENT" || viewer.kind === "CONTRACTOR";
  const id = Number(params.id);
  const valid = Number.isInteger(id) && id > 0;
  const { data, loading, error } = useQuery(WorkOrderDetails_WorkOrder, {
    variables: { id, ...workOrderFieldsVariables(viewer.kind) },
    skip: !valid,
  });
  const wo = data?.workOrder;
  const loadedId = wo?.id;
  useEffect(() => {
    if (loadedId) rememberWorkOrder(loadedId);
  }, [loadedId]);
  return (
    <div className="wo-details">
      <div className="wo-details__header">
        {/* back to the list the user has: the staff list, or the portal's dashboard */}
        <Link to={portal ? homePath(viewer) : paths.workOrders()}>{portal ? "Portal" : "Work orders"}</Link>
        <H3>{wo ? `${heading} ${wo.refNo}` : heading}</H3>
        {wo ? <Tag minimal>{wo.workOrderStatus}</Tag> : null}
        {wo && portal ? <WorkOrderPdfButton workOrderId={wo.id} refNo={wo.refNo} text={portalPdfText(viewer.kind)} /> : null}
      </div>
      {!valid ? <Callout intent={Intent.WARNING}>No data found!</Callout> : null}
      {valid && !wo && loading ? <Spinner aria-label="Loading" /> : null}
      {!wo && error ? <Callout intent={Intent.DANGER}>{error.message || "No data found!"}</Callout> : null}
      {wo ? <WorkOrderFields workOrder={wo} /> : null}
      {wo ? (
        <section className="wo-details__attachments" aria-label="Attachments">
          <H4>Attachments</H4>
          <DocumentsPanel entityName="WorkOrder" entityId={wo.id} workOrderStatusId={wo.workOrderStatusId} label="Attachments" />
        </section>
      ) : null}
    </div>
  );
}

const isStaff = (kind: string) => kind === "ADMIN" || kind === "STAFF";

/** #/wo-request/{id}: a request (status 1); staff edit it, a client user reads it */
export function WorkOrderRequestPage() {
  const { id } = useParams();
  const viewer = useViewer();
  const n = Number(id);
  if (isStaff(viewer.kind) && Number.isInteger(n) && n >= 0) return <StaffRequestView id={n} />;
  return <WorkOrderDetails heading="Work order request" />;
}

/** #/work-order/{id}(/{status}): staff edit it, portal users read it */
export function WorkOrderPage() {
  const { id, status } = useParams();
  const viewer = useViewer();
  const n = Number(id);
  if (isStaff(viewer.kind) && Number.isInteger(n) && n >= 0) return <StaffWorkOrderView id={n} status={status} />;
  return <WorkOrderDetails heading="Work order" />;
}
