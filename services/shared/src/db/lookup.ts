import { Entity, PrimaryKey, Property } from "@mikro-orm/core";
import { Ctx, Field, Int, ObjectType, Query, Resolver } from "type-graphql";
import { Access } from "../access";
import type { ServiceContext } from "../context";
import { Readers } from "../field-access";
import { LOOKUPS, lookupList, type LookupDeclaration, type LookupField, type LookupService } from "../lookups";

/**
 * A row of reference data: an id and a Name (statuses, types, departments, ...). Each lookup is
 * declared once in services/shared/src/lookups.ts; its entity is a subclass marked with that
 * declaration: `@LookupEntity("workOrderTypes") class WorkOrderType extends Lookup {}`, and
 * `lookupResolver` answers its Query field. Ids are given by the migration that seeds the rows.
 */
@ObjectType({
  description:
    'A row of reference data: an id and a Name (statuses, types, departments, ...). Each lookup is declared once in services/shared/src/lookups.ts; its entity is a subclass marked with that declaration: `@LookupEntity("workOrderTypes") class WorkOrderType extends Lookup {}`, and `lookupResolver` answers its Query field. Ids are given by the migration that seeds the rows.',
})
@Entity({ abstract: true })
export abstract class Lookup {
  @Readers.everyone()
  @Field(() => Int, {
    description: "The row's id: what the Id fields that name this kind of row hold; fixed by the migrations, the same in every installation",
  })
  @PrimaryKey({ autoincrement: false })
  id!: number;

  @Readers.everyone()
  @Field({ description: "The name to show (legacy Name)" })
  @Property({ type: "text" })
  name!: string;
}

type LookupClass = abstract new (...args: never[]) => object;

const declared = new Map<LookupClass, LookupField>();

/**
 * The entity and GraphQL object type of the lookup declared as `field` in LOOKUPS: its table, and
 * its type name, which must be the class's own.
 */
export function LookupEntity(field: LookupField): ClassDecorator {
  const decl: LookupDeclaration = LOOKUPS[field];
  return (target) => {
    if (target.name !== decl.type) throw new Error(`@LookupEntity("${field}") is declared for ${decl.type}, not ${target.name}`);
    ObjectType(decl.type, { simpleResolvers: true, description: decl.row })(target);
    Entity({ tableName: decl.table })(target);
    declared.set(target as unknown as LookupClass, field);
  };
}

/**
 * The Query fields of a service's lookups, in the order LOOKUPS declares them, each with its access
 * rule and order. `entities` are the service's @LookupEntity classes: one for every lookup LOOKUPS
 * gives the service, or the service refuses to start.
 */
export function lookupResolver(service: LookupService, entities: LookupClass[]): new () => object {
  const byField = new Map(entities.map((e) => [declared.get(e), e]));
  if (byField.has(undefined)) throw new Error(`lookupResolver(${service}): every entity needs @LookupEntity`);
  const mine = lookupList().filter((l) => l.service === service);
  const missing = mine.filter((l) => !byField.has(l.field)).map((l) => l.type);
  const foreign = [...byField.keys()].filter((f) => !mine.some((l) => l.field === f));
  if (missing.length || foreign.length)
    throw new Error(`lookupResolver(${service}): no entity for ${missing.join(", ") || "-"}; not ${service}'s: ${foreign.join(", ") || "-"}`);

  class LookupResolver {}
  const proto = LookupResolver.prototype as unknown as Record<string, unknown>;
  for (const l of mine) {
    const entity = byField.get(l.field)!;
    const orderBy = { [l.orderBy ?? l.key ?? "id"]: "asc" as const };
    proto[l.field] = (ctx: ServiceContext) => ctx.em.find(entity as never, {}, { orderBy: orderBy as never });
    const descriptor = Object.getOwnPropertyDescriptor(proto, l.field)!;
    Ctx()(proto, l.field, 0);
    Query(() => [entity], l.description ? { description: l.description } : {})(proto, l.field, descriptor);
    (l.access === "staff" ? Access.staff() : Access.signedIn())(proto, l.field, descriptor);
  }
  Resolver()(LookupResolver);
  return LookupResolver;
}
