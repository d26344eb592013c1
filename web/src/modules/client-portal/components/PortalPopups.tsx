import { usePopupParam } from "../hooks/usePopupParam";
import { PpmDetailsPopup } from "./PpmDetailsPopup";
import { WorkOrderDetailsPopup } from "./details/WorkOrderDetailsPopup";

export type PortalPopupsProps = {
  clientId: number;
};

/** The popups a portal page opens from its address: a work order's details (`?workOrder=`), a PPM order's (`?ppm=`) */
export function PortalPopups({ clientId }: PortalPopupsProps) {
  const workOrder = usePopupParam("workOrder");
  const ppm = usePopupParam("ppm");
  return (
    <>
      {workOrder.id ? <WorkOrderDetailsPopup key={workOrder.id} clientId={clientId} id={workOrder.id} onClose={workOrder.close} /> : null}
      {ppm.id ? <PpmDetailsPopup key={ppm.id} id={ppm.id} onClose={ppm.close} /> : null}
    </>
  );
}
