import { Entity, Index, ManyToOne, PrimaryKey, Property } from "@mikro-orm/core";
import { Field, Int, ObjectType } from "type-graphql";
import { allOf, Readers, rowsWhere, through, type Tenancy } from "@wo/shared";
import { WorkOrder, WORK_ORDER_TENANCY } from "../work-order/work-order.entity";

/**
 * A note on a work order (staff-and-work-orders §3 Note, portals §8): public, or private to staff.
 * Private notes never reach client or contractor users: every read of this table goes through
 * NOTE_TENANCY (public notes only, for a portal user), and `privateNote` itself is readable by staff only.
 * The writer's name is captured when the note is written.
 */
@ObjectType({
  simpleResolvers: true,
  description:
    "A note on a work order (staff-and-work-orders §3 Note, portals §8): public, or private to staff. Private notes never reach client or contractor users: every read of this table goes through NOTE_TENANCY (public notes only, for a portal user), and `privateNote` itself is readable by staff only. The writer's name is captured when the note is written.",
})
@Entity({ tableName: "work_order_note" })
@Index({ name: "work_order_note_order_time_idx", properties: ["workOrderId", "noteTime", "id"] })
export class WorkOrderNote {
  @Readers.everyone()
  @Field(() => Int, { description: "The work order note's id (legacy Id)" })
  @PrimaryKey()
  id!: number;

  @Readers.everyone()
  @Field(() => Int, { description: "The work order's id (WorkOrder.id)" })
  @ManyToOne(() => WorkOrder, { mapToPk: true, fieldName: "work_order_id", deleteRule: "cascade" })
  workOrderId!: number;

  /** The writer (a user); null when written by the system. Shown by NoteResolver.userId. */
  @Property({ type: "integer", nullable: true })
  userId?: number | null;

  @Readers.everyone()
  @Field(() => String, { description: "The writer's name when the note was written (ApplicationUser in the legacy lists)" })
  @Property({ type: "text" })
  userName!: string;

  @Readers.everyone()
  @Field(() => String, { description: "The note's text" })
  @Property({ type: "text" })
  note!: string;

  @Readers.everyone()
  @Field(() => Date, { description: "When it was written (UTC, ISO 8601)" })
  @Property({ type: "timestamptz" })
  noteTime!: Date;

  @Readers.staff()
  @Field(() => Boolean, { description: "A private note: staff only, never shown to client or contractor users" })
  @Property({ type: "boolean", default: false })
  privateNote: boolean = false;
}

/** A portal user sees the public notes of the orders it sees (WORK_ORDER_TENANCY); over the alias `e`. */
export const NOTE_TENANCY: Tenancy = allOf(
  through(WORK_ORDER_TENANCY, "work_orders.work_order wo", "wo.id = e.work_order_id"),
  rowsWhere("not e.private_note"),
);
