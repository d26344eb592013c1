import { Link } from "react-router-dom";

export type RaisedOrderProps = {
  /** The order the register raised for the cell's cycle (ComplianceCell.raisedWorkOrder) */
  order: { id: number; reference: string };
  /** Where the order opens (staff: the work order; the client portal: its own order view); none: its reference as text */
  orderLink?: (workOrderId: number) => string;
};

/** The PPM order the register raised for a cell's cycle ("PPM WO0001234"): a link where the viewer has an order view, else text */
export function RaisedOrder({ order, orderLink }: RaisedOrderProps) {
  const text = `PPM ${order.reference}`;
  return orderLink ? (
    <Link to={orderLink(order.id)} className="wo-compliance__raised" title="The PPM work order the register raised for this certificate">
      {text}
    </Link>
  ) : (
    <span className="wo-compliance__raised" title="The PPM work order the register raised for this certificate">
      {text}
    </span>
  );
}
