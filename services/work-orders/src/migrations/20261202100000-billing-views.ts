import { Migration } from "@mikro-orm/migrations";

/**
 * What work-orders publishes to billing (read only; docs/billing.md): each order's reference, parties,
 * status, type and money fields, which billing reads to scope and check quotes, logs and submitted
 * costs; and each order's paperwork (its job sheets and certificates not archived), which the cost
 * checks read. Billing never writes them: it asks work-orders to change an order (its quote commands).
 */
export class Migration20261202100000BillingViews extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create view "work_orders"."v_work_order_billing" as
      select id as work_order_id, ref_no, client_id, site_id, contractor_id, work_order_status_id, work_order_type_id,
             financial_code_id, date_opened, estimated_cost, approved_cost, actual_cost, superseded_cost_price, superseded_reason, issue
        from "work_orders"."work_order";`);
    this.addSql(`create view "work_orders"."v_work_order_paperwork" as
      select entity_id as work_order_id,
             count(*) filter (where document_type_id = 1)::int as job_sheets,
             count(*) filter (where document_type_id = 2)::int as certificates
        from "work_orders"."document"
       where entity_name = 'WorkOrder' and not archived
       group by entity_id;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop view if exists "work_orders"."v_work_order_paperwork";`);
    this.addSql(`drop view if exists "work_orders"."v_work_order_billing";`);
  }
}
