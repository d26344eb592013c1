import type { Connection } from "@mikro-orm/core";
import { SERVICE_SCHEMAS, type ServiceSchema } from "./orm";

/**
 * Who reads what of whom, in a deployment where each service connects as a role of its own
 * (docker/: the role owns its schema, and its job schema, and nothing else): each service's role
 * may select from exactly these views of the others, and from nothing else of theirs. A view is
 * the only way one service reads another's data (docs/architecture.md "Read views"); its owner
 * grants it here, after its migrations (`grantReaders`), so a new read is a line here.
 * tools/test/database-roles.test.ts checks the list against the services' code and runs every
 * migration as its service's role.
 */
export const VIEW_READS: Readonly<Record<ServiceSchema, readonly string[]>> = {
  identity: [
    // the users' import and grid: clients, contractors and sites by name
    "assets.v_client",
    "assets.v_contractor",
    "assets.v_site",
    // identity.v_audit_trail unions every service's audit trail
    "assets.v_audit_trail",
    "work_orders.v_audit_trail",
    "billing.v_audit_trail",
    // which contacts a contractor user may see (User's Tenancy: tiedByWork.assignment)
    "work_orders.v_work_assignment",
  ],
  assets: [
    // what work orders name (deletes refused, contractor matching, contractor users' tenancy)
    "work_orders.v_work_assignment",
    "work_orders.v_client_contractor",
    "identity.v_user",
  ],
  work_orders: [
    "assets.v_client",
    "assets.v_site",
    "assets.v_contractor",
    "assets.v_trade",
    "assets.v_asset",
    "assets.v_client_sla",
    "assets.v_client_brand",
    "assets.v_site_address",
    // the contractors whose contracts cover a site and sub-trade: a compliance order's contractor (docs/compliance.md)
    "assets.v_site_contractor",
    "identity.v_user",
    "identity.v_user_phone",
    // an order's staff contact, e-mailed by the SLA escalation (docs/sla.md)
    "identity.v_staff_email",
    "billing.v_quote",
    "billing.v_work_order_cost",
    // billing's webhook events, which work-orders' dispatcher copies into its own (docs/webhooks.md)
    "billing.v_webhook_event",
  ],
  billing: [
    "work_orders.v_work_order_billing",
    "work_orders.v_work_assignment",
    "work_orders.v_work_order_paperwork",
    "work_orders.v_quote_decision",
    "work_orders.v_progress_code",
    "assets.v_client",
    "assets.v_site",
    "assets.v_contractor",
    "assets.v_contractor_rate",
    "assets.v_contractor_hours",
    "assets.v_site_address",
    "assets.v_contract_trade",
    "assets.v_client_brand",
    // the event types some webhook endpoint takes: billing's triggers record only those (its migrations)
    "work_orders.v_webhook_subscription",
  ],
};

/** The role a service connects as when each has its own (docker/initdb): `DB_ROLE_PREFIX` (default `wo_`) and its schema. */
export function serviceRole(schema: ServiceSchema, prefix = process.env.DB_ROLE_PREFIX ?? "wo_"): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(prefix)) throw new Error(`DB_ROLE_PREFIX must be lower-case letters, digits and underscores: ${prefix}`);
  return `${prefix}${schema}`;
}

/**
 * The grants of what `schema` publishes: for each other service whose role exists, every privilege
 * on the schema's tables and views revoked, then usage of the schema and select on exactly the
 * views it reads (VIEW_READS). One idempotent statement; where the roles do not exist (one login
 * for every service, as `npm start` and `npm test` run) it does nothing.
 */
export function readerGrantsSql(schema: ServiceSchema, prefix?: string): string {
  const body = SERVICE_SCHEMAS.filter((reader) => reader !== schema)
    .map((reader) => {
      const role = serviceRole(reader, prefix);
      const views = VIEW_READS[reader].filter((v) => v.startsWith(`${schema}.`));
      const grants = views.length
        ? [
            `grant usage on schema "${schema}" to "${role}";`,
            `grant select on ${views.map((v) => v.replace(/^(\w+)\.(\w+)$/, '"$1"."$2"')).join(", ")} to "${role}";`,
          ]
        : [`revoke usage on schema "${schema}" from "${role}";`];
      return [
        `  if exists (select 1 from pg_roles where rolname = '${role}') then`,
        `    revoke all on all tables in schema "${schema}" from "${role}";`,
        ...grants.map((g) => `    ${g}`),
        `  end if;`,
      ].join("\n");
    })
    .join("\n");
  return `do $grants$\nbegin\n${body}\nend\n$grants$;`;
}

/** Applies readerGrantsSql for a service's schema (after its migrations, by its owner). */
export async function grantReaders(connection: Connection, schema: ServiceSchema): Promise<void> {
  await connection.execute(readerGrantsSql(schema), [], "run");
}
