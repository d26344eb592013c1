import pg from "pg";
import { dependencyOrder, migrationDependencies, servicesInMigrationOrder } from "../src/services";

describe("migration order", () => {
  it("follows from what each service's migrations read: assets before work-orders, identity after everyone", () => {
    expect(migrationDependencies("assets")).toEqual([]);
    expect(migrationDependencies("work-orders")).toEqual(["assets"]);
    expect(migrationDependencies("identity").sort()).toEqual(["assets", "billing", "work-orders"]);
    const order = servicesInMigrationOrder().map((s) => s.name);
    expect(order.indexOf("assets")).toBeLessThan(order.indexOf("work-orders"));
    expect(order[order.length - 1]).toBe("identity");
  });

  it("refuses a cycle", () => {
    const deps: Record<string, string[]> = { a: ["b"], b: ["c"], c: ["a"] };
    expect(() => dependencyOrder([{ name: "a" }, { name: "b" }, { name: "c" }], (n) => deps[n]!)).toThrow("a → b → c → a");
  });
});

describe("read views", () => {
  it("read another service's data only through the views that service publishes, never its tables", async () => {
    const client = new pg.Client({ connectionString: process.env.TEST_STACK_DB_URL });
    await client.connect();
    try {
      const { rows } = await client.query<{ view: string; reads: string }>(
        `select u.view_schema || '.' || u.view_name as view, u.table_schema || '.' || u.table_name as reads
           from information_schema.view_table_usage u
           join information_schema.tables t on t.table_schema = u.table_schema and t.table_name = u.table_name
          where u.view_schema <> u.table_schema and t.table_type <> 'VIEW'
          order by 1, 2`,
      );
      expect(rows).toEqual([]);
      // and the views the others read are there (so the check above is not vacuous)
      const published = await client.query<{ n: string }>(
        `select count(*) as n from information_schema.view_table_usage u
          join information_schema.tables t on t.table_schema = u.table_schema and t.table_name = u.table_name
         where u.view_schema <> u.table_schema and t.table_type = 'VIEW'`,
      );
      expect(Number(published.rows[0]!.n)).toBeGreaterThanOrEqual(3);
    } finally {
      await client.end();
    }
  });
});
