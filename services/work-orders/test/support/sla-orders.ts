import { sql } from "@wo/shared/testing";

/** What the SLA suites use of `graphqlSuite` */
interface Suite {
  call(query: string, variables?: Record<string, unknown>, viewer?: string): Promise<any>;
  db(): string;
}

const SAVE = `mutation Save($input: SaveWorkOrderInput!) { saveWorkOrder(input: $input) { workOrder { id version } error { message } } }`;

/**
 * Orders for the SLA suites (sla.test.ts, sla-attainment.test.ts): an Open order made through the
 * save (SLA code C, clock hours, the first sub-trade), and status changes written straight to the
 * table, one transaction each, as every path's trigger sees them.
 */
export function slaOrders(suite: Suite) {
  let subTrade: number | undefined;
  const subTradeId = async (): Promise<number> =>
    (subTrade ??= (await sql(suite.db(), "select id from assets.trade where parent_trade_id is not null order by id limit 1"))[0]!.id as number);
  return {
    subTradeId,
    /** An Open order of client 1 (or another) for contractor 1 (or another), made through the save. */
    async order(clientId = 1, contractorId = 1): Promise<number> {
      const db = suite.db();
      const siteId = (await sql(db, "select id from assets.site where client_id = $1 order by id limit 1", [clientId]))[0]!.id;
      const contactId = (
        await sql(db, "select id from identity.app_user where entity_name = 'Client' and entity_id = $1 order by id limit 1", [clientId])
      )[0]!.id;
      const input = {
        clientId,
        siteId,
        contactId,
        subTradeId: await subTradeId(),
        workOrderTypeId: 1,
        contractorId,
        slaCode: "C",
        issue: "Leaking tap",
        details: "Kitchen",
      };
      const p = await suite.call(SAVE, { input });
      if (p.error) throw new Error(p.error.message);
      return p.workOrder.id as number;
    },
    setStatus: (id: number, status: number) =>
      sql(suite.db(), "update work_orders.work_order set work_order_status_id = $2, version = version + 1 where id = $1", [id, status]),
  };
}
