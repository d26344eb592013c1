import { Entity, Index, PrimaryKey, Property, type Opt } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import type { Viewer } from "./auth/viewer";

export type AuditAction =
  | "Created"
  | "Updated"
  | "Deleted"
  | "Status changed"
  | "Signed in"
  | "Sign-in failed"
  | "Signed out"
  | "Password changed"
  | "Locked out"
  | "Token replayed"
  | "Revoked";

/**
 * One line of the audit trail (staff-and-work-orders §3): who did what to which record, when. Every
 * service has this table in its own schema and writes it through `audit()`; identity reads all of
 * them through a view.
 */
@Entity({ tableName: "audit_trail" })
@Index({ properties: ["actionDate"] })
@Index({ properties: ["entityName", "entityId"] })
export class AuditTrailEntry {
  @PrimaryKey({ type: "bigint" })
  id!: string;

  /** What kind of record: User, WorkOrder, Site, ... */
  @Property({ type: "text" })
  entityName!: string;

  @Property({ type: "text", nullable: true })
  entityId?: string | null;

  @Property({ type: "text" })
  action!: string;

  /** The line as the audit grid shows it, e.g. "Created user Jane Doe (jane@example.com)". */
  @Property({ type: "text" })
  actionTaken!: string;

  @Property({ type: "integer", nullable: true })
  actionById?: number | null;

  @Property({ type: "text" })
  actionByName!: string;

  @Property({ type: "timestamptz", defaultRaw: "now()" })
  actionDate: Date & Opt = new Date();
}

export interface AuditInput {
  entityName: string;
  entityId?: string | number | null;
  action: AuditAction;
  actionTaken: string;
}

/** Who an audit line names when no one is signed in (a failed sign-in, the system itself). */
export type AuditActor = Viewer | { userId: number | null; name: string };

/**
 * Records an audit line through the request's EntityManager: flushed with the change it describes,
 * in the same transaction, so a change is never recorded without happening or the other way round.
 */
export function audit(em: EntityManager, actor: AuditActor | null, input: AuditInput): void {
  em.create(AuditTrailEntry, {
    entityName: input.entityName,
    entityId: input.entityId == null ? null : String(input.entityId),
    action: input.action,
    actionTaken: input.actionTaken.slice(0, 2000),
    actionById: actor ? actor.userId : null,
    actionByName: actor ? actor.name : "System",
  });
}

/**
 * The SQL that makes a service's audit trail append-only: rows may be inserted, never changed or
 * removed (UPDATE, DELETE and TRUNCATE raise an error), whatever the service's code does.
 */
export function appendOnlyAuditSql(schema: string): string[] {
  const fn = `"${schema}"."audit_trail_append_only"`;
  return [
    `create function ${fn}() returns trigger language plpgsql as $$
     begin
       raise exception 'the audit trail is append-only: % refused', tg_op using errcode = 'insufficient_privilege';
     end $$;`,
    `create trigger "audit_trail_append_only" before update or delete on "${schema}"."audit_trail" for each row execute function ${fn}();`,
    `create trigger "audit_trail_no_truncate" before truncate on "${schema}"."audit_trail" for each statement execute function ${fn}();`,
  ];
}
