import { useQuery } from "@apollo/client/react";
import { Link } from "react-router-dom";
import { graphql } from "../../../gql";
import { Callout, Intent, Popup, Spinner } from "../../../ui";
import { useViewer } from "../../../app/access/ViewerContext";
import { paths } from "../../../app/paths";
import { WorkOrderFields, workOrderFieldsVariables } from "./WorkOrderFields";

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

/** The quick view of a grid row: its fields in the product's popup */
export function WorkOrderQuickView({ id, onClose }: WorkOrderQuickViewProps) {
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
      footer={wo ? <Link to={paths.workOrder(wo.id, wo.workOrderStatusId)}>Open {wo.refNo}</Link> : null}
    >
      {wo ? <WorkOrderFields workOrder={wo} /> : null}
      {!wo && loading ? <Spinner aria-label="Loading" /> : null}
      {!wo && error ? <Callout intent={Intent.DANGER}>{error.message || "No data found!"}</Callout> : null}
    </Popup>
  );
}
