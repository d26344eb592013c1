import { Entity, Index, ManyToOne, PrimaryKey, Property, type Opt } from "@mikro-orm/core";
import { WorkOrder } from "./work-order.entity";

/**
 * Why a contractor must be told about a work order: it was given the order (approve-and-convert, a
 * new order), the order moved to it, a pending PPM order was converted for it, or staff resent it.
 */
export type ContractorNoticeReason = "assigned" | "changed" | "ppm" | "resend";

/**
 * That a contractor must be told about a work order, recorded in the transaction of the change;
 * the documents issue sends them (e-mail and text message) through an outbox and sets sent_at.
 */
@Entity({ tableName: "contractor_notice" })
@Index({ name: "contractor_notice_work_order_id_idx", properties: ["workOrderId"] })
@Index({
  name: "contractor_notice_unsent_idx",
  expression: 'create index "contractor_notice_unsent_idx" on "work_orders"."contractor_notice" ("id") where "sent_at" is null',
})
export class ContractorNotice {
  @PrimaryKey()
  id!: number;

  @ManyToOne(() => WorkOrder, { mapToPk: true, fieldName: "work_order_id", deleteRule: "cascade" })
  workOrderId!: number;

  @Property({ type: "integer" })
  contractorId!: number;

  @Property({ type: "text" })
  reason!: ContractorNoticeReason;

  @Property({ type: "timestamptz", defaultRaw: "now()" })
  createdAt: Date & Opt = new Date();

  @Property({ type: "timestamptz", nullable: true })
  sentAt?: Date | null;
}
