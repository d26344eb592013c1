import { Migration } from "@mikro-orm/migrations";

/**
 * The quote events a change records (docs/webhooks.md): written by this trigger in the change's own
 * transaction, whatever path makes it (the quote decisions and their reconciler, a save, SQL), and
 * only while an endpoint takes the event's type (work-orders publishes which: v_webhook_subscription).
 * - `quote.sent`: the quote enters 2 Sent for Approval, or is sent again (a new `sent_at`);
 * - `quote.decided`: it enters 3 Rejected, 4 Accepted or 5 Alternative Requested, with the decision
 *   and the client's reason (6 Withdrawn is no decision on the quote: the accepted quote's event tells it).
 * The quote as its readers see it: its order's client and site as they are now, its order's reference.
 */
const EVENT_FUNCTION = `
create or replace function "billing"."webhook_quote_event"() returns trigger language plpgsql as $$
declare
  kind text;
  decision text;
  wo_found boolean;
  wo_ref text;
  wo_client int;
  wo_site int;
  facts jsonb;
begin
  if new.billing_status_id = 2 and (old.billing_status_id <> 2 or old.sent_at is distinct from new.sent_at) then
    kind := 'quote.sent';
  elsif new.billing_status_id in (3, 4, 5) and old.billing_status_id <> new.billing_status_id then
    kind := 'quote.decided';
    decision := case new.billing_status_id when 4 then 'accepted' when 3 then 'rejected' else 'alternative_requested' end;
  else
    return null;
  end if;
  if not exists (select 1 from "work_orders"."v_webhook_subscription" where "event_type" = kind) then
    return null;
  end if;
  select ref_no, client_id, site_id into wo_ref, wo_client, wo_site from "work_orders"."v_work_order_billing" where work_order_id = new.work_order_id;
  wo_found := found;
  facts := jsonb_build_object('quote', (to_jsonb(new) - 'search_text') || jsonb_build_object(
    'client_id', case when wo_found then wo_client else new.client_id end,
    'site_id', case when wo_found then wo_site else new.site_id end,
    'work_order_ref', wo_ref,
    'billing_status', (select s.name from "billing"."billing_status" s where s.id = new.billing_status_id)));
  if decision is not null then
    facts := facts || jsonb_build_object('decision', decision, 'reason', new.decision_note);
  end if;
  insert into "billing"."webhook_event" ("type", "client_id", "work_order_id", "facts")
    values (kind, case when wo_found then wo_client else new.client_id end, new.work_order_id, facts);
  -- work-orders' worker LISTENs on this channel; told only when the transaction commits
  perform pg_notify('webhook_event', '');
  return null;
end $$;
`;

/**
 * Webhooks (issue 26, docs/webhooks.md): billing's own events, recorded by a trigger on its quotes and
 * published read-only as v_webhook_event, which work-orders' dispatcher copies into its own events
 * (VIEW_READS). Billing prunes them after a week (its webhook-events-prune job).
 */
export class Migration20261215130000WebhookEvents extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "billing"."webhook_event" ("id" uuid not null default gen_random_uuid() primary key, "type" text not null, "occurred_at" timestamptz not null default clock_timestamp(), "client_id" int null, "work_order_id" int null, "facts" jsonb not null);`,
    );
    this.addSql(`create index "webhook_event_occurred_idx" on "billing"."webhook_event" ("occurred_at");`);
    this.addSql(EVENT_FUNCTION);
    this.addSql(
      `create trigger "billing_webhook" after update of "billing_status_id", "sent_at" on "billing"."billing" for each row execute function "billing"."webhook_quote_event"();`,
    );
    this.addSql(
      `create view "billing"."v_webhook_event" as select "id", "type", "occurred_at", "client_id", "work_order_id", "facts" from "billing"."webhook_event";`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop view if exists "billing"."v_webhook_event";`);
    this.addSql(`drop trigger if exists "billing_webhook" on "billing"."billing";`);
    this.addSql(`drop function if exists "billing"."webhook_quote_event"();`);
    this.addSql(`drop table if exists "billing"."webhook_event";`);
  }
}
