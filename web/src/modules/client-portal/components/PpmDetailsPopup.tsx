import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../gql";
import { Button, Callout, Intent, Popup, Spinner } from "../../../ui";
import { useViewer } from "../../../app/access/ViewerContext";
import { WorkOrderFields, workOrderFieldsVariables } from "../../work-orders/components/WorkOrderFields";
import { portalPdfText, WorkOrderPdfButton } from "../../work-orders/tabs/WorkOrderPdfView";

export const ClientPpmDetails_WorkOrder = graphql(`
  query ClientPpmDetails_WorkOrder($id: Int!, $isStaff: Boolean!, $isClient: Boolean!) {
    workOrder(id: $id) {
      id
      refNo
      ...WorkOrderFields_WorkOrder
    }
  }
`);

export type PpmDetailsPopupProps = {
  id: number;
  onClose: () => void;
};

/** The client's PPM details popup (portals §2.1 item 9): the PPM order's fields, read-only, and its PDF */
export function PpmDetailsPopup({ id, onClose }: PpmDetailsPopupProps) {
  const viewer = useViewer();
  const { data, loading, error } = useQuery(ClientPpmDetails_WorkOrder, {
    variables: { id, ...workOrderFieldsVariables(viewer.kind) },
    fetchPolicy: "network-only",
  });
  const wo = data?.workOrder;
  return (
    <Popup
      isOpen
      onClose={onClose}
      title={wo ? `PPM ${wo.refNo}` : "PPM"}
      footer={
        <>
          {wo ? <WorkOrderPdfButton workOrderId={wo.id} refNo={wo.refNo} text={portalPdfText(viewer.kind)} /> : null}
          <Button text="Close" onClick={onClose} />
        </>
      }
    >
      {!wo && loading ? <Spinner aria-label="Loading" /> : null}
      {!wo && error ? <Callout intent={Intent.DANGER}>{error.message || "No data found!"}</Callout> : null}
      {wo ? <WorkOrderFields workOrder={wo} /> : null}
    </Popup>
  );
}
