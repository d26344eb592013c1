import { Check, Entity, Index, ManyToOne, PrimaryKey, Property, type Opt } from "@mikro-orm/core";
import { allOf, through, type Tenancy } from "@wo/shared";
import { WorkOrder, WORK_ORDER_TENANCY } from "../work-order/work-order.entity";

/**
 * Two work orders linked (staff-and-work-orders §3 LinkedWorkOrder: lwId, ParentWorkOrderId,
 * ChildWorkOrderId). A pair is linked once, in either order (a unique index on the ordered pair),
 * and an order never to itself (a check constraint in the migration).
 */
@Entity({ tableName: "linked_work_order" })
@Check({ name: "linked_work_order_not_self", expression: "parent_work_order_id <> child_work_order_id" })
@Index({ name: "linked_work_order_parent_idx", properties: ["parentWorkOrderId"] })
@Index({ name: "linked_work_order_child_idx", properties: ["childWorkOrderId"] })
@Index({
  name: "linked_work_order_pair_key",
  expression:
    'create unique index "linked_work_order_pair_key" on "work_orders"."linked_work_order" (least("parent_work_order_id", "child_work_order_id"), greatest("parent_work_order_id", "child_work_order_id"))',
})
export class LinkedWorkOrderRow {
  @PrimaryKey()
  id!: number;

  @ManyToOne(() => WorkOrder, { mapToPk: true, fieldName: "parent_work_order_id", deleteRule: "cascade" })
  parentWorkOrderId!: number;

  @ManyToOne(() => WorkOrder, { mapToPk: true, fieldName: "child_work_order_id", deleteRule: "cascade" })
  childWorkOrderId!: number;

  @Property({ type: "timestamptz", defaultRaw: "now()" })
  createdAt: Date & Opt = new Date();
}

/** A link is seen by whoever sees both of its orders (WORK_ORDER_TENANCY); over the alias `e`. */
export const LINK_TENANCY: Tenancy = allOf(
  through(WORK_ORDER_TENANCY, "work_orders.work_order wo", "wo.id = e.parent_work_order_id"),
  through(WORK_ORDER_TENANCY, "work_orders.work_order wo", "wo.id = e.child_work_order_id"),
);
