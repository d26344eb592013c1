import { Migration } from "@mikro-orm/migrations";

/**
 * The work-order lifecycle (issue 10): a version for optimistic concurrency (+1 on every change),
 * the response due date from the SLA code, a request's answers to its sub-trade's questions, and
 * the notices a contractor must be sent (assigned by approve-and-convert, or changed on an order;
 * the documents issue sends them through an outbox). The names of other services' rows it shows or
 * checks (asset codes, client SLA hours, contacts) come from the views those services publish
 * (assets.v_asset, assets.v_client_sla, assets.v_site, assets.v_contractor, identity.v_user), so
 * it declares no view of its own here.
 */
export class Migration20261127100000Lifecycle extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "work_orders"."work_order" add column "version" int not null default 1, add column "response_due_date" timestamptz null;`);
    this.addSql(`create table "work_orders"."answer" ("id" serial primary key, "work_order_id" int not null, "question_content" text not null, "answer_content" text not null, "created_at" timestamptz not null default now());`);
    this.addSql(`alter table "work_orders"."answer" add constraint "answer_work_order_id_foreign" foreign key ("work_order_id") references "work_orders"."work_order" ("id") on update cascade on delete cascade;`);
    this.addSql(`create index "answer_work_order_id_idx" on "work_orders"."answer" ("work_order_id", "id");`);
    this.addSql(`create table "work_orders"."contractor_notice" ("id" serial primary key, "work_order_id" int not null, "contractor_id" int not null, "reason" text not null, "created_at" timestamptz not null default now(), "sent_at" timestamptz null);`);
    this.addSql(`alter table "work_orders"."contractor_notice" add constraint "contractor_notice_work_order_id_foreign" foreign key ("work_order_id") references "work_orders"."work_order" ("id") on update cascade on delete cascade;`);
    this.addSql(`create index "contractor_notice_work_order_id_idx" on "work_orders"."contractor_notice" ("work_order_id");`);
    // the outbox reads the notices not yet sent, oldest first
    this.addSql(`create index "contractor_notice_unsent_idx" on "work_orders"."contractor_notice" ("id") where "sent_at" is null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "work_orders"."contractor_notice";`);
    this.addSql(`drop table if exists "work_orders"."answer";`);
    this.addSql(`alter table "work_orders"."work_order" drop column if exists "response_due_date", drop column if exists "version";`);
  }
}
