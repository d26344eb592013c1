import { useEffect } from "react";
import { useQuery } from "@apollo/client/react";
import { Link, Navigate } from "react-router-dom";
import { getFragmentData, graphql } from "../../../gql";
import { Callout, H3, Intent, Spinner, Tag } from "../../../ui";
import { paths } from "../../../app/paths";
import { WorkOrderEditor_WorkOrder } from "../components/editor-fragment";
import { RequestEditor } from "../components/RequestEditor";
import { WorkOrderDetailTabs } from "../components/WorkOrderDetailTabs";
import { WorkOrderEditor } from "../components/WorkOrderEditor";
import { rememberWorkOrder } from "../recent-work-orders";

export const StaffWorkOrder_Load = graphql(`
  query StaffWorkOrder_Load($id: Int!) {
    workOrder(id: $id) {
      id
      ...WorkOrderEditor_WorkOrder
    }
  }
`);

/** A staff user's work order or request, read for editing; remembered for the dashboard */
export function useEditableWorkOrder(id: number) {
  const { data, loading, error, refetch } = useQuery(StaffWorkOrder_Load, { variables: { id }, skip: id <= 0, fetchPolicy: "cache-and-network" });
  const workOrder = getFragmentData(WorkOrderEditor_WorkOrder, data?.workOrder) ?? null;
  const loadedId = workOrder?.id;
  useEffect(() => {
    if (loadedId) rememberWorkOrder(loadedId);
  }, [loadedId]);
  return { workOrder, loading, error, reload: () => void refetch() };
}

function Header({ title, status }: { title: string; status?: string | null }) {
  return (
    <div className="wo-details__header">
      <Link to={paths.workOrders()}>Work orders</Link>
      <H3>{title}</H3>
      {status ? <Tag minimal>{status}</Tag> : null}
    </div>
  );
}

function Problem({ loading, error }: { loading: boolean; error?: { message: string } | undefined }) {
  if (error) return <Callout intent={Intent.DANGER}>{error.message || "No data found!"}</Callout>;
  return loading ? <Spinner aria-label="Loading" /> : <Callout intent={Intent.WARNING}>No data found!</Callout>;
}

/** #/wo-request/{id} for staff: 0 a new request */
export function StaffRequestView({ id }: { id: number }) {
  const { workOrder, loading, error, reload } = useEditableWorkOrder(id);
  if (id === 0) return <RequestEditor key="new" request={null} header={<Header title="New work order request" />} />;
  if (!workOrder) return <Problem loading={loading} error={error} />;
  // no longer a request: it opens as a work order (§4)
  if (workOrder.workOrderStatusId !== 1) return <Navigate to={paths.workOrder(workOrder.id)} replace />;
  return (
    <RequestEditor
      key={workOrder.id}
      request={workOrder}
      onReload={reload}
      header={<Header title={`Work order request ${workOrder.refNo}`} status={workOrder.workOrderStatus} />}
    />
  );
}

/** #/work-order/{id}(/{status}) for staff: 0 a new order, new-request a new request (status 1) */
export function StaffWorkOrderView({ id, status }: { id: number; status?: string }) {
  const { workOrder, loading, error, reload } = useEditableWorkOrder(id);
  if (id === 0 && status === "new-request")
    return <RequestEditor key="new-request" request={null} header={<Header title="New work order request" />} />;
  if (id === 0) return <WorkOrderEditor key="new" workOrder={null} header={<Header title="New work order" />} />;
  if (!workOrder) return <Problem loading={loading} error={error} />;
  return (
    <div className="wo-details">
      <WorkOrderEditor
        key={workOrder.id}
        workOrder={workOrder}
        onReload={reload}
        header={<Header title={`Work order ${workOrder.refNo}`} status={workOrder.workOrderStatus} />}
      />
      <WorkOrderDetailTabs workOrderId={workOrder.id} staff subTradeId={workOrder.subTradeId} siteId={workOrder.siteId} />
    </div>
  );
}
