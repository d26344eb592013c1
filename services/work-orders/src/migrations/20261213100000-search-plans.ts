import { Migration } from "@mikro-orm/migrations";

/**
 * The planner's view of which statuses have orders without a contractor, trade or sub-trade (issue 24).
 * A sort by a name reads the orders without one last (`status = 2 and contractor_id is null order by
 * id`); taking the status and the missing name as independent, the planner expected such Open orders
 * to exist (a fifth of the orders awaiting a response have no contractor) and read every Open order by
 * id looking for them: 9 s at a million orders, where the (contractor, status, id) index answers that
 * there are none at once. Statistics of each pair's common combinations (MCV lists, nulls included) let
 * it see that they do not exist.
 */
const PAIRS: [name: string, column: string][] = [
  ["work_order_status_contractor_stx", "contractor_id"],
  ["work_order_status_trade_stx", "trade_id"],
  ["work_order_status_sub_trade_stx", "sub_trade_id"],
];

export class Migration20261213100000SearchPlans extends Migration {
  override async up(): Promise<void> {
    for (const [name, column] of PAIRS) {
      this.addSql(`create statistics "work_orders"."${name}" (mcv) on "work_order_status_id", "${column}" from "work_orders"."work_order";`);
      // every status x every name (13 contractors and none, 14 statuses): more than the default 100 combinations
      this.addSql(`alter statistics "work_orders"."${name}" set statistics 1000;`);
    }
    this.addSql(`analyze "work_orders"."work_order" ("work_order_status_id", ${PAIRS.map(([, c]) => `"${c}"`).join(", ")});`);
  }

  override async down(): Promise<void> {
    for (const [name] of PAIRS) this.addSql(`drop statistics if exists "work_orders"."${name}";`);
  }
}
