import { ReferenceKind, type EntityName } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";

interface Column {
  property: string;
  column: string;
  /** a timestamp: read as ISO text, made a Date again */
  instant: boolean;
}

const columnsOf = new Map<unknown, Column[]>();

/** The entity's persisted columns (not lazy ones), once per entity. */
function entityColumns<T extends object>(em: EntityManager, entity: EntityName<T>): Column[] {
  let columns = columnsOf.get(entity);
  if (!columns) {
    columns = em
      .getMetadata()
      .find(entity)!
      .props.filter(
        (p) =>
          !p.lazy && p.persist !== false && (p.kind === ReferenceKind.SCALAR || p.kind === ReferenceKind.MANY_TO_ONE) && p.fieldNames?.length === 1,
      )
      .map((p) => ({ property: p.name, column: p.fieldNames[0]!, instant: p.runtimeType === "Date" }));
    columnsOf.set(entity, columns);
  }
  return columns;
}

/**
 * A list whose rows are its entity's (`rows.select` of its declaration): every persisted column of
 * the entity over the list's alias, each named as its property, timestamps as ISO text. Read the
 * page's nodes back with `entityNodes`.
 */
export function entitySelect<T extends object>(em: EntityManager, entity: EntityName<T>, alias: string): string {
  return entityColumns(em, entity)
    .map(({ property, column, instant }) =>
      instant
        ? `to_char(${alias}."${column}" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "${property}"`
        : `${alias}."${column}" as "${property}"`,
    )
    .join(", ");
}

/** A page's rows (read with `entitySelect`) in the entity's shape: plain objects, their timestamps Dates. */
export function entityNodes<T extends object>(em: EntityManager, entity: EntityName<T>, rows: readonly Record<string, unknown>[]): T[] {
  const instants = entityColumns(em, entity).filter((c) => c.instant);
  return rows.map((row) => {
    for (const { property } of instants) {
      const v = row[property];
      if (typeof v === "string") row[property] = new Date(v);
    }
    return row as T;
  });
}
