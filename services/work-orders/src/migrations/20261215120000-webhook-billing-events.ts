import { Migration } from "@mikro-orm/migrations";

/**
 * The costs events and what billing needs for its own (docs/webhooks.md "Who records what"):
 * - an event is recorded only while an endpoint takes its type (it was: while any endpoint exists);
 * - `costs.submitted` (the order enters 12 Submitted: a submission, or one at an amended price) and
 *   `costs.approved` (it enters 10 Approved), beside `work_order.status_changed`, with billing's cost
 *   counters as they are in the change's own transaction, which holds the order's cost lock;
 * - `v_webhook_subscription`, the event types some endpoint takes, published to billing, whose
 *   triggers record its quote events only while one is wanted (VIEW_READS).
 *
 * billing's `v_work_order_cost` is named unquoted on purpose: a plpgsql body is bound when it runs,
 * not when it is created, so it orders no migration (tools/src/services.ts orders services by the
 * quoted schema names their migrations use; billing's own migrations name work-orders' views).
 */
const FUNCTIONS = `
create or replace function "work_orders"."webhook_wanted"(p_type text) returns boolean language sql stable as $$
  select exists (select 1 from "work_orders"."webhook_endpoint" where p_type = any ("events"))
$$;

create or replace function "work_orders"."webhook_record"(p_type text, p_client int, p_work_order int, p_facts jsonb) returns void language plpgsql as $$
begin
  if "work_orders"."webhook_wanted"(p_type) then
    insert into "work_orders"."webhook_event" ("type", "client_id", "work_order_id", "facts") values (p_type, p_client, p_work_order, p_facts);
    -- delivered to listeners only when the transaction commits: a rolled-back change wakes nobody
    perform pg_notify('webhook_event', '');
  end if;
end $$;

create or replace function "work_orders"."webhook_work_order_event"() returns trigger language plpgsql as $$
declare
  facts jsonb;
  costs text;
begin
  if tg_op = 'INSERT' then
    perform "work_orders"."webhook_record"('work_order.created', new.client_id, new.id, jsonb_build_object('workOrder', to_jsonb(new) - 'search_tsv'));
  elsif old.work_order_status_id is distinct from new.work_order_status_id then
    facts := jsonb_build_object('workOrder', to_jsonb(new) - 'search_tsv', 'fromStatusId', old.work_order_status_id, 'toStatusId', new.work_order_status_id);
    perform "work_orders"."webhook_record"('work_order.status_changed', new.client_id, new.id, facts);
    costs := case new.work_order_status_id when 12 then 'costs.submitted' when 10 then 'costs.approved' end;
    if costs is not null and "work_orders"."webhook_wanted"(costs) then
      -- billing's counters (an order with nothing logged has no row: zeros)
      perform "work_orders"."webhook_record"(costs, new.client_id, new.id, facts || jsonb_build_object('counters', (
        select jsonb_build_object('work_order_id', new.id,
                 'time_entries', coalesce(c.time_entries, 0), 'material_entries', coalesce(c.material_entries, 0),
                 'total_hours', coalesce(c.total_hours, 0), 'total_hours_cost', coalesce(c.total_hours_cost, 0),
                 'total_add_cost', coalesce(c.total_add_cost, 0), 'call_out_charge', coalesce(c.call_out_charge, 0),
                 'logged_total', coalesce(c.logged_total, 0))
          from (select new.id as id) o left join billing.v_work_order_cost c on c.work_order_id = o.id)));
    end if;
  end if;
  return null;
end $$;
`;

/** The functions as migration 20261214100000-webhooks made them (what down() restores). */
const BEFORE = `
create or replace function "work_orders"."webhook_record"(p_type text, p_client int, p_work_order int, p_facts jsonb) returns void language plpgsql as $$
begin
  if exists (select 1 from "work_orders"."webhook_endpoint") then
    insert into "work_orders"."webhook_event" ("type", "client_id", "work_order_id", "facts") values (p_type, p_client, p_work_order, p_facts);
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
`;

/** Webhooks: the costs events, and the endpoints' event types published to billing (issue 26, docs/webhooks.md). */
export class Migration20261215120000WebhookBillingEvents extends Migration {
  override async up(): Promise<void> {
    this.addSql(FUNCTIONS);
    this.addSql(
      `create view "work_orders"."v_webhook_subscription" as select distinct unnest("events") as "event_type" from "work_orders"."webhook_endpoint";`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop view if exists "work_orders"."v_webhook_subscription";`);
    this.addSql(BEFORE);
    this.addSql(`drop function if exists "work_orders"."webhook_wanted"(text);`);
  }
}
