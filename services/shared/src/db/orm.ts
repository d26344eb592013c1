import { Migrator } from "@mikro-orm/migrations";
import { defineConfig, type Options } from "@mikro-orm/postgresql";
import type { Constructor, MigrationObject } from "@mikro-orm/core";

/** One PostgreSQL schema per service; a service writes only its own. */
export const SERVICE_SCHEMAS = ["identity", "assets", "work_orders", "billing"] as const;
export type ServiceSchema = (typeof SERVICE_SCHEMAS)[number];

export interface ServiceOrmOptions {
  schema: ServiceSchema;
  clientUrl: string;
  entities: Constructor[];
  migrations: MigrationObject[];
  poolMax?: number;
  /** What pg_stat_activity shows for its connections (application_name): the process's name, e.g. "work-orders" */
  applicationName?: string;
}

/**
 * MikroORM options for a service: its own schema, committed migrations (listed, not globbed), and
 * a schema generator that never looks at (nor emits DROP for) the other services' schemas.
 */
export function serviceOrmOptions(o: ServiceOrmOptions): Options {
  return defineConfig({
    clientUrl: o.clientUrl,
    schema: o.schema,
    entities: o.entities,
    extensions: [Migrator],
    forceUtcTimezone: true,
    allowGlobalContext: false,
    ensureDatabase: false,
    debug: false,
    pool: { min: 0, max: o.poolMax ?? 10 },
    // every statement here is a short one (a page, a row, a count up to a limit): compiling a plan to
    // machine code (JIT, on above a planner cost that a page of a search can reach) costs it 20-100 ms
    // named, so that the connections each process holds can be counted (the soak's leak check)
    driverOptions: { connection: { options: "-c jit=off", ...(o.applicationName ? { application_name: o.applicationName } : {}) } },
    discovery: { warnWhenNoEntities: false },
    migrations: {
      tableName: "mikro_orm_migrations",
      migrationsList: o.migrations,
      transactional: true,
      allOrNothing: true,
      snapshot: false,
      emit: "ts",
      silent: true,
    },
    schemaGenerator: {
      // and every service's pg-boss job schema (<schema>_jobs), which pg-boss migrates itself
      ignoreSchema: ["public", ...SERVICE_SCHEMAS.filter((s) => s !== o.schema), ...SERVICE_SCHEMAS.map((s) => `${s}_jobs`)],
    },
  });
}
