import { Check, Entity, Enum, ManyToOne, Property, type Opt } from "@mikro-orm/core";
import { Client } from "./client.entity";

/**
 * The SLA codes of the work-order lifecycle (staff-and-work-orders §3: A to H and PPM), in order.
 * work-orders owns them as its `slaCodes` lookup (its init migration seeds the same nine codes); a
 * client's own response and fix times are kept here, one row per code that is set.
 */
export const SLA_CODES = ["A", "B", "C", "D", "E", "F", "G", "H", "PPM"] as const;
export type SlaCodeValue = (typeof SLA_CODES)[number];

/** One client's times for one SLA code; published to work-orders as assets.v_client_sla. */
@Entity({ tableName: "client_sla_code" })
@Check({ name: "client_sla_code_hours_check", expression: '"response_hours" >= 0 and "fix_hours" >= "response_hours"' })
export class ClientSlaCode {
  @ManyToOne(() => Client, { mapToPk: true, fieldName: "client_id", primary: true, deleteRule: "cascade" })
  clientId!: number;

  @Enum({ items: () => [...SLA_CODES], primary: true })
  code!: SlaCodeValue;

  /** Hours from opening to the first response */
  @Property({ type: "decimal", precision: 8, scale: 2 })
  responseHours!: string;

  /** Hours from opening to the fix (the due date) */
  @Property({ type: "decimal", precision: 8, scale: 2 })
  fixHours!: string;

  /** Count only business hours (Europe/London working days) when computing the due dates */
  @Property({ type: "boolean", default: false })
  businessHoursOnly: boolean & Opt = false;
}
