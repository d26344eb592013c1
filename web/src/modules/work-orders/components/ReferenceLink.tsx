import { Link } from "react-router-dom";
import { paths } from "../../../app/paths";

export type ReferenceLinkProps = {
  id: number;
  statusId: number;
  refNo: string;
};

/** A work order's reference, linking to its request view (status 1) or its details */
export function ReferenceLink({ id, statusId, refNo }: ReferenceLinkProps) {
  return <Link to={paths.workOrder(id, statusId)}>{refNo}</Link>;
}
