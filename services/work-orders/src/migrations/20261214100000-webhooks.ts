import { Migration } from "@mikro-orm/migrations";

/** The events a change records (docs/webhooks.md): written by these triggers in the change's own transaction, only while an endpoint exists. */
const EVENT_FUNCTION = `
create or replace function "work_orders"."webhook_record"(p_type text, p_client int, p_work_order int, p_facts jsonb) returns void language plpgsql as $$
begin
  if exists (select 1 from "work_orders"."webhook_endpoint") then
    insert into "work_orders"."webhook_event" ("type", "client_id", "work_order_id", "facts") values (p_type, p_client, p_work_order, p_facts);
    -- delivered to listeners only when the transaction commits: a rolled-back change wakes nobody
    perform pg_notify('webhook_event', '');
  end if;
end $$;

create or replace function "work_orders"."webhook_work_order_event"() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    perform "work_orders"."webhook_record"('work_order.created', new.client_id, new.id, jsonb_build_object('workOrder', to_jsonb(new) - 'search_tsv'));
  elsif old.work_order_status_id is distinct from new.work_order_status_id then
    perform "work_orders"."webhook_record"('work_order.status_changed', new.client_id, new.id,
      jsonb_build_object('workOrder', to_jsonb(new) - 'search_tsv', 'fromStatusId', old.work_order_status_id, 'toStatusId', new.work_order_status_id));
  end if;
  return null;
end $$;

create or replace function "work_orders"."webhook_document_event"() returns trigger language plpgsql as $$
declare wo record;
begin
  if new.entity_name = 'WorkOrder' then
    select * into wo from "work_orders"."work_order" where id = new.entity_id;
    if found then
      perform "work_orders"."webhook_record"('document.added', wo.client_id, wo.id,
        jsonb_build_object('document', to_jsonb(new) - 'storage_key', 'workOrder', to_jsonb(wo) - 'search_tsv'));
    end if;
  end if;
  return null;
end $$;
`;

/** Webhooks (issue 26, docs/webhooks.md): endpoints, the events changes record, the deliveries. */
export class Migration20261214100000Webhooks extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "work_orders"."webhook_endpoint" ("id" serial primary key, "url" text not null, "description" text null, "secret" text not null, "events" text[] not null, "client_id" int null, "owner_email" text not null, "paused" boolean not null default false, "paused_at" timestamptz null, "pause_reason" text null, "failing_since" timestamptz null, "created_at" timestamptz not null default now(), "created_by" int null, "updated_at" timestamptz not null default now());`,
    );
    this.addSql(
      `create table "work_orders"."webhook_event" ("id" uuid not null default gen_random_uuid() primary key, "type" text not null, "occurred_at" timestamptz not null default clock_timestamp(), "client_id" int null, "work_order_id" int null, "facts" jsonb not null, "dispatched_at" timestamptz null);`,
    );
    this.addSql(`create index "webhook_event_pending_idx" on "work_orders"."webhook_event" ("occurred_at") where "dispatched_at" is null;`);
    this.addSql(
      `create table "work_orders"."webhook_delivery" ("id" serial primary key, "endpoint_id" int not null constraint "webhook_delivery_endpoint_id_foreign" references "work_orders"."webhook_endpoint" ("id") on update cascade on delete cascade, "event_id" uuid not null, "event_type" text not null, "body" text not null, "state" text check ("state" in ('queued', 'delivered', 'failed')) not null default 'queued', "attempts" int not null default 0, "status_code" int null, "response_excerpt" text null, "duration_ms" int null, "last_error" text null, "created_at" timestamptz not null default now(), "last_attempt_at" timestamptz null, "delivered_at" timestamptz null);`,
    );
    this.addSql(`create index "webhook_delivery_endpoint_idx" on "work_orders"."webhook_delivery" ("endpoint_id", "id");`);
    this.addSql(EVENT_FUNCTION);
    this.addSql(
      `create trigger "work_order_webhook" after insert or update of "work_order_status_id" on "work_orders"."work_order" for each row execute function "work_orders"."webhook_work_order_event"();`,
    );
    this.addSql(
      `create trigger "document_webhook" after insert on "work_orders"."document" for each row execute function "work_orders"."webhook_document_event"();`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists "work_order_webhook" on "work_orders"."work_order";`);
    this.addSql(`drop trigger if exists "document_webhook" on "work_orders"."document";`);
    this.addSql(`drop function if exists "work_orders"."webhook_work_order_event"(), "work_orders"."webhook_document_event"(), "work_orders"."webhook_record"(text, int, int, jsonb);`);
    this.addSql(`drop table if exists "work_orders"."webhook_delivery", "work_orders"."webhook_event", "work_orders"."webhook_endpoint" cascade;`);
  }
}
