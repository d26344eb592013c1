import { Entity, Index, ManyToOne, PrimaryKey, Property, type Opt } from "@mikro-orm/core";
import { User } from "../user/user.entity";

/**
 * A business-intelligence report shown to one user (portals §3 BI report). Only the address of the
 * report is kept, checked against the allowed report hosts: never the pasted HTML.
 */
@Entity({ tableName: "bi_report" })
@Index({ properties: ["userId"] })
// at most one dashboard report per user
@Index({
  name: "bi_report_dashboard_unique",
  expression: 'create unique index "bi_report_dashboard_unique" on "identity"."bi_report" ("user_id") where "dashboard"',
})
export class BiReport {
  @PrimaryKey()
  id!: number;

  @ManyToOne(() => User, { mapToPk: true, fieldName: "user_id", deleteRule: "cascade" })
  userId!: number;

  @Property({ type: "text" })
  name!: string;

  @Property({ type: "text", nullable: true })
  description?: string | null;

  /** https address on an allowed host, from the embed code's iframe */
  @Property({ type: "text" })
  embedUrl!: string;

  /** The user's dashboard report (the client portal's dashboard, `bidashboard`): at most one per user */
  @Property({ type: "boolean", default: false })
  dashboard: boolean & Opt = false;

  @Property({ type: "timestamptz", defaultRaw: "now()" })
  createdAt: Date & Opt = new Date();

  @Property({ type: "timestamptz", defaultRaw: "now()", onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();
}
