import { Migration } from "@mikro-orm/migrations";

/**
 * The reports (issue 23, docs/reports.md) sort work orders by columns the work-order grid does not:
 * costs, valuation and invoice fields, codes, the asset. A sort reads an index in the column's order,
 * in two parts (rows with a value, then rows without, by id), so each column has:
 * - its index, (column, id), for the rows with a value (partial where most rows have none);
 * - for a column by another table's names (a code, the asset), (key, id) for each name's first rows;
 * - an index of the rows without a value, by id, where few rows have none: the second part of a sort
 *   then finds them (or that there are none) at once, instead of reading every order by id looking for
 *   them (5 to 10 s at a million orders for a sort by trade, which no order lacks).
 * The valuation report is dated by when an order closed, else its last status change: that date has its
 * index over the valuation's own orders.
 */
/** The columns that point to the rows whose names the reports sort by (client, site, contractor, trades, type, status, codes, asset). */
const KEYS = [
  "client_id",
  "site_id",
  "contractor_id",
  "trade_id",
  "sub_trade_id",
  "work_order_type_id",
  "work_order_status_id",
  "financial_code_id",
  "method_of_request_id",
  "query_reason_id",
  "asset_id",
]
  .map((k) => `"${k}"`)
  .join(", ");

export const REPORT_INDEXES: [name: string, sql: string][] = [
  ["work_order_actual_idx", `("actual_cost", "id") where "actual_cost" is not null`],
  ["work_order_approved_idx", `("approved_cost", "id") where "approved_cost" is not null`],
  ["work_order_valuation_idx", `("valuation_number", "id") where "valuation_number" is not null`],
  ["work_order_valuation_prefix_idx", `(lower("valuation_number") text_pattern_ops) where "valuation_number" is not null`],
  ["work_order_invoice_no_idx", `("invoice_no", "id") where "invoice_no" is not null`],
  ["work_order_invoice_date_idx", `("invoice_date", "id") where "invoice_date" is not null`],
  ["work_order_invoice_amount_idx", `("invoice_amount", "id") where "invoice_amount" is not null`],
  ["work_order_financial_idx", `("financial_code_id", "id")`],
  ["work_order_query_reason_idx", `("query_reason_id", "id") where "query_reason_id" is not null`],
  ["work_order_method_idx", `("method_of_request_id", "id")`],
  ["work_order_asset_order_idx", `("asset_id", "id") where "asset_id" is not null`],
  ...["trade_id", "sub_trade_id", "contractor_id", "financial_code_id", "method_of_request_id", "due_date", "details", "issue", "estimated_cost"].map(
    (c): [string, string] => [`work_order_no_${c.replace(/_id$/, "")}_idx`, `("id") where "${c}" is null`],
  ),
  [
    "work_order_valuation_date_idx",
    `((coalesce("date_closed", "date_status")), "id") include (${KEYS}) where "work_order_status_id" in (6, 10, 12) and "actual_cost" is not null`,
  ],
  // a date range's orders with every key a name is read through: a narrowed report sorted by a name (a month by trade)
  // reads the range from this index alone and sorts it (ListArgument.narrows), 30 ms where reading each row costs seconds
  ["work_order_opened_keys_idx", `("date_opened", "id") include (${KEYS})`],
];

export class Migration20261212110000ReportIndexes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`set local maintenance_work_mem = '256MB';`);
    for (const [name, sql] of REPORT_INDEXES) this.addSql(`create index if not exists "${name}" on "work_orders"."work_order" ${sql};`);
  }

  override async down(): Promise<void> {
    for (const [name] of REPORT_INDEXES) this.addSql(`drop index if exists "work_orders"."${name}";`);
  }
}
