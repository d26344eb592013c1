import { Migration } from "@mikro-orm/migrations";
import { appendOnlyAuditSql } from "@wo/shared";

/** The audit trail is append-only: updates, deletes and truncation are refused by the database. */
export class Migration20261123090000AuditAppendOnly extends Migration {
  override async up(): Promise<void> {
    for (const sql of appendOnlyAuditSql("identity")) this.addSql(sql);
  }
}
