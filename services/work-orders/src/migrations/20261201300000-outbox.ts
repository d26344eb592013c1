import { Migration } from "@mikro-orm/migrations";

/**
 * Contractors' notifications (issue 11): the outbox of e-mails and text messages, each written with
 * the change that caused it and updated by the sender on every attempt (queued, sent, failed with
 * the reason). It replaces contractor_notice, the record that a contractor must be told: its rows
 * move into the outbox as e-mails (to the contractor's address of now), those sent as sent, the
 * others as failed ("recorded before the outbox"), for an administrator to send again. The send
 * jobs themselves live in pg-boss's schema (work_orders_jobs), which pg-boss migrates itself.
 */
export class Migration20261201300000Outbox extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "work_orders"."outbox_message" ("id" serial primary key, "channel" text check ("channel" in ('email', 'sms')) not null, "recipient" text null, "subject" text null, "body" text not null, "work_order_id" int not null, "contractor_id" int not null, "reason" text not null, "state" text check ("state" in ('queued', 'sent', 'failed')) not null default 'queued', "attempts" int not null default 0, "last_error" text null, "created_at" timestamptz not null default now(), "last_attempt_at" timestamptz null, "sent_at" timestamptz null);`);
    this.addSql(`create index "outbox_message_channel_state_idx" on "work_orders"."outbox_message" ("channel", "state", "id");`);
    this.addSql(`create index "outbox_message_state_idx" on "work_orders"."outbox_message" ("state", "id");`);
    this.addSql(`create index "outbox_message_work_order_idx" on "work_orders"."outbox_message" ("work_order_id", "id");`);
    this.addSql(`alter table "work_orders"."outbox_message" add constraint "outbox_message_work_order_id_foreign" foreign key ("work_order_id") references "work_orders"."work_order" ("id") on update cascade on delete cascade;`);
    this.addSql(`insert into "work_orders"."outbox_message" ("channel", "recipient", "subject", "body", "work_order_id", "contractor_id", "reason", "state", "attempts", "last_error", "created_at", "sent_at")
      select 'email', nullif(trim(c.email), ''), 'Work order ' || wo.ref_no, 'Work order ' || wo.ref_no || ' (' || n.reason || ').', n.work_order_id, n.contractor_id, n.reason,
             case when n.sent_at is null then 'failed' else 'sent' end, case when n.sent_at is null then 0 else 1 end,
             case when n.sent_at is null then 'Not sent: recorded before the outbox; send it again' end, n.created_at, n.sent_at
        from "work_orders"."contractor_notice" n
        join "work_orders"."work_order" wo on wo.id = n.work_order_id
        left join "assets"."v_contractor" c on c.id = n.contractor_id
       order by n.id;`);
    this.addSql(`drop table "work_orders"."contractor_notice";`);
  }
}
