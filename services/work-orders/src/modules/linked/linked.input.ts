import { ArgsType, Field, Int } from "type-graphql";
import { argument, declareList, entitySelect, listInputs, SortDirection } from "@wo/shared";
import { LINK_TENANCY, LinkedWorkOrderRow } from "./linked.entity";
import { LinkedWorkOrder } from "./linked.type";

/** The links of a work order, on either side (GET /api/LinkedWorkOrders, its linked tab): newest link first; seen as LINK_TENANCY says. */
export const LINK_LIST = declareList({
  names: { field: "LinkedWorkOrderField", sortInput: "LinkedWorkOrderSortInput" },
  entity: LinkedWorkOrder,
  from: "work_orders.linked_work_order e",
  key: ["e.id"],
  tenancy: LINK_TENANCY,
  columns: {
    ID: { field: "id", kind: "number", notNull: true, sort: "e.id", filter: "e.id" },
  },
  defaultSort: { field: "ID", direction: SortDirection.DESC, description: "Default: the newest link first" },
  defaultDirection: SortDirection.DESC,
  arguments: {
    workOrderId: argument<number>({ where: (id) => ["(e.parent_work_order_id = ? or e.child_work_order_id = ?)", [id, id]] }),
  },
  rows: { select: (em) => entitySelect(em, LinkedWorkOrderRow, "e"), byKey: true },
});

/** The arguments of `linkedWorkOrders`: the order, and the paging and sort of the list's declaration. */
@ArgsType()
export class LinkedWorkOrdersArgs extends listInputs(LINK_LIST).Args {
  @Field(() => Int, { description: "The work order whose links to list (WorkOrder.id), as parent or child" })
  workOrderId!: number;
}
