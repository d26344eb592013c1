/**
 * One database role per service (docker/initdb, services/shared/src/db/grants.ts): the roles made by
 * docker/initdb/service-roles.psql, in a throw-away database of this machine's PostgreSQL, with a
 * prefix of this run's own; every service migrated and seeded as its own role, in migration order;
 * then each role tried against the others' data: it reads exactly the views it is granted, and
 * writes, reads or makes nothing else of theirs.
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { SERVICE_SCHEMAS, serviceRole, VIEW_READS, type ServiceSchema } from "@wo/shared";
import { ROOT, serviceMain, servicesInMigrationOrder } from "../src/services";

const admin = () => process.env.TEST_ADMIN_URL!;
const prefix = `wo_r${randomBytes(3).toString("hex")}_`;
const database = `${process.env.TEST_DB_PREFIX ?? "wo_test"}_roles`;
const password = (schema: string) => `pw-${schema}-${prefix}`;
const role = (schema: ServiceSchema) => serviceRole(schema, prefix);

function urlAs(schema: ServiceSchema | null): string {
  const u = new URL(admin());
  u.pathname = `/${database}`;
  if (schema) {
    u.username = role(schema);
    u.password = password(schema);
  }
  return u.toString();
}

async function withClient<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

/** docker/initdb/service-roles.psql as psql runs it: its variables filled in, its meta-commands left out. */
function initSql(vars: Record<string, string>): string {
  const text = fs.readFileSync(path.join(ROOT, "docker", "initdb", "service-roles.psql"), "utf8");
  return text
    .split("\n")
    .filter((l) => !l.startsWith("\\"))
    .join("\n")
    .replace(/:'(\w+)'/g, (_m, v: string) => `'${vars[v]!.replace(/'/g, "''")}'`)
    .replace(/:"(\w+)"/g, (_m, v: string) => `"${vars[v]!.replace(/"/g, '""')}"`);
}

function run(service: string, args: string[], schema: ServiceSchema): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [serviceMain(service), ...args], {
      env: { ...process.env, DATABASE_URL: urlAs(schema), DB_ROLE_PREFIX: prefix, LOG_LEVEL: "warn" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    for (const s of [child.stdout, child.stderr]) s.on("data", (d: Buffer) => (out += d.toString()));
    child.on("exit", (code) =>
      code === 0 ? resolve(out) : reject(new Error(`${service} ${args.join(" ")} as ${role(schema)} failed (${code}):\n${out}`)),
    );
  });
}

const SCHEMA_OF: Record<string, ServiceSchema> = { identity: "identity", assets: "assets", "work-orders": "work_orders", billing: "billing" };

beforeAll(async () => {
  await withClient(admin(), async (c) => {
    await c.query(`drop database if exists "${database}" with (force)`);
    await c.query(`create database "${database}"`);
  });
  const vars: Record<string, string> = { dbname: database };
  for (const s of SERVICE_SCHEMAS) {
    vars[`${s}_role`] = role(s);
    vars[`${s}_password`] = password(s);
  }
  await withClient(urlAs(null), (c) => c.query(initSql(vars)));
  for (const s of servicesInMigrationOrder()) await run(s.name, ["migrate"], SCHEMA_OF[s.name]!);
  for (const s of servicesInMigrationOrder()) await run(s.name, ["seed", "--work-orders", "30"], SCHEMA_OF[s.name]!);
}, 300_000);

afterAll(async () => {
  await withClient(admin(), async (c) => {
    await c.query(`drop database if exists "${database}" with (force)`);
    for (const s of SERVICE_SCHEMAS) await c.query(`drop role if exists "${role(s)}"`);
  });
});

/** What `sql` does as a service's role: "ok", or PostgreSQL's refusal. */
const tryAs = (schema: ServiceSchema, sql: string) =>
  withClient(urlAs(schema), (c) =>
    c.query(sql).then(
      () => "ok",
      (e: Error) => e.message,
    ),
  );

describe("one database role per service", () => {
  it("owns its schema (and its job schema), where every one of its tables and views is its own", async () => {
    const owners = await withClient(urlAs(null), (c) =>
      c.query<{ schema: string; owner: string; others: string }>(
        `select n.nspname as schema, pg_get_userbyid(n.nspowner) as owner,
                (select count(*) from pg_class k where k.relnamespace = n.oid and k.relowner <> n.nspowner) as others
           from pg_namespace n where n.nspname = any($1) order by 1`,
        [[...SERVICE_SCHEMAS, "work_orders_jobs", "billing_jobs"]],
      ),
    );
    expect(owners.rows.map((r) => [r.schema, r.owner, Number(r.others)])).toEqual(
      [
        ["assets", role("assets")],
        ["billing", role("billing")],
        ["billing_jobs", role("billing")],
        ["identity", role("identity")],
        ["work_orders", role("work_orders")],
        ["work_orders_jobs", role("work_orders")],
      ].map(([s, o]) => [s, o, 0]),
    );
  });

  it("is granted exactly the views its service reads of the others (VIEW_READS), nothing else of theirs", async () => {
    const granted = await withClient(urlAs(null), (c) =>
      c.query<{ grantee: string; object: string; privilege: string }>(
        `select grantee, table_schema || '.' || table_name as object, privilege_type as privilege
           from information_schema.role_table_grants
          where grantee like $1 and table_schema not in (replace(grantee, $2, ''), replace(grantee, $2, '') || '_jobs')
          order by 1, 2, 3`,
        [`${prefix}%`, prefix],
      ),
    );
    const expected = SERVICE_SCHEMAS.flatMap((s) => VIEW_READS[s].map((v) => ({ grantee: role(s), object: v, privilege: "SELECT" })));
    const key = (g: { grantee: string; object: string }) => `${g.grantee} ${g.object}`;
    expect(granted.rows.sort((a, b) => key(a).localeCompare(key(b)))).toEqual(expected.sort((a, b) => key(a).localeCompare(key(b))));
  });

  it("reads the views it is granted, and neither another's tables nor the views it is not granted", async () => {
    expect(await tryAs("billing", "select count(*) from work_orders.v_work_order_billing")).toBe("ok");
    expect(await tryAs("work_orders", "select count(*) from assets.v_site")).toBe("ok");
    expect(await tryAs("identity", "select count(*) from identity.v_audit_trail")).toBe("ok");
    expect(await tryAs("billing", "select count(*) from work_orders.work_order")).toMatch(/permission denied/);
    expect(await tryAs("work_orders", "select count(*) from assets.client")).toMatch(/permission denied/);
    expect(await tryAs("assets", "select count(*) from billing.v_quote")).toMatch(/permission denied/);
    expect(await tryAs("identity", "select count(*) from billing.billing")).toMatch(/permission denied/);
  });

  it("writes nothing of another service's, and makes nothing in another's schema", async () => {
    expect(await tryAs("billing", "update work_orders.work_order set issue = 'x'")).toMatch(/permission denied/);
    expect(await tryAs("work_orders", "delete from billing.billing")).toMatch(/permission denied/);
    expect(await tryAs("assets", "insert into identity.app_user (email) values ('x@y.z')")).toMatch(/permission denied/);
    expect(await tryAs("identity", "update assets.client set name = 'x'")).toMatch(/permission denied/);
    expect(await tryAs("work_orders", "update assets.v_site set name = 'x'")).toMatch(/permission denied/);
    expect(await tryAs("billing", "create table assets.intruder (id int)")).toMatch(/permission denied/);
    expect(await tryAs("assets", "create view work_orders.v_intruder as select 1")).toMatch(/permission denied/);
    // and its own, it writes
    expect(await tryAs("assets", "update assets.client set name = name where id = 1")).toBe("ok");
  });
});

describe("VIEW_READS", () => {
  /** Another service's objects that a service's code names, outside its migrations and tests. */
  function referenced(service: string): string[] {
    const own = SCHEMA_OF[service]!;
    const found = new Set<string>();
    const walk = (dir: string) => {
      for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
        const p = path.join(dir, e.name);
        if (e.isDirectory()) {
          if (e.name !== "migrations") walk(p);
        } else if (e.name.endsWith(".ts") && !e.name.endsWith(".test.ts")) {
          const text = fs.readFileSync(p, "utf8");
          for (const m of text.matchAll(/\b(identity|assets|work_orders|billing)\.(v_[a-z_]+)\b/g)) if (m[1] !== own) found.add(`${m[1]}.${m[2]}`);
          // the shared Tenancy rules of what work ties to a contractor (services/shared/src/tenancy.ts)
          if (/tiedByWork\.assignment\(/.test(text)) found.add("work_orders.v_work_assignment");
          if (/tiedByWork\.(clientOfContractor|contractorOfClient)\(/.test(text)) found.add("work_orders.v_client_contractor");
        }
      }
    };
    walk(path.join(ROOT, "services", service, "src"));
    // identity's v_audit_trail reads every service's published audit trail (its migrations)
    if (service === "identity") for (const s of ["assets", "work_orders", "billing"]) found.add(`${s}.v_audit_trail`);
    // billing's webhook trigger records a quote event only while an endpoint takes its type (its migrations)
    if (service === "billing") found.add("work_orders.v_webhook_subscription");
    return [...found].sort();
  }

  it("names exactly the views of the others each service's code reads", () => {
    for (const s of servicesInMigrationOrder()) {
      expect([s.name, referenced(s.name)]).toEqual([s.name, [...VIEW_READS[SCHEMA_OF[s.name]!]].sort()]);
    }
  });
});
