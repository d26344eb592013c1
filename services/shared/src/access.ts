import { GraphQLObjectType, type GraphQLSchema } from "graphql";
import { Extensions, UseMiddleware, type MiddlewareFn } from "type-graphql";
import type { AccessLevel, PermissionArea } from "./auth/roles";
import type { Viewer } from "./auth/viewer";
import { requireViewer, type ServiceContext } from "./context";
import { ForbiddenError } from "./errors";

/** Users a field admits besides administrators, who are admitted everywhere. */
export type Audience = "staff" | "client" | "contractor";

export interface AccessRule {
  /** Answered without a token (sign-in, health). */
  public?: boolean;
  /** Only administrators. */
  adminOnly?: boolean;
  /** Kinds of signed-in users admitted. Client and contractor users only ever see their own tenant's rows. */
  audience?: Audience[];
  /** For staff: the permission-matrix area that must be held ... */
  area?: PermissionArea;
  /** ... at this level ('full' for every mutation). */
  level?: AccessLevel;
}

export function allows(rule: AccessRule, viewer: Viewer | null): boolean {
  if (rule.public) return true;
  if (!viewer) return false;
  if (viewer.isAdmin) return true;
  if (rule.adminOnly) return false;
  const audience = rule.audience ?? [];
  if (!audience.includes(viewer.kind as Audience)) return false;
  if (viewer.kind === "staff" && rule.area) return viewer.can(rule.area, rule.level ?? "read");
  return true;
}

function accessMiddleware(rule: AccessRule): MiddlewareFn<ServiceContext> {
  return async ({ context }, next) => {
    if (rule.public) return next();
    let viewer = requireViewer(context);
    // the resolvers then read the live viewer from the context
    if (context.refreshViewer) context.viewer = viewer = await context.refreshViewer(viewer);
    if (!allows(rule, viewer)) throw new ForbiddenError();
    return next();
  };
}

function decorate(rule: AccessRule): MethodDecorator & PropertyDecorator {
  return (target: object, key: string | symbol, descriptor?: PropertyDescriptor) => {
    Extensions({ access: rule })(target, key, descriptor as never);
    UseMiddleware(accessMiddleware(rule))(target, key, descriptor as never);
  };
}

/**
 * Every Query and Mutation field declares who may call it. A service whose schema has a root field
 * without a rule refuses to build (see assertAccessDeclared), so a forgotten rule fails every test.
 */
export const Access = {
  public: () => decorate({ public: true }),
  /** Any signed-in user; the resolver must scope rows with tenantScope(viewer). */
  signedIn: () => decorate({ audience: ["staff", "client", "contractor"] }),
  /** Back-office users, optionally only those whose department holds `area` at `level`. */
  staff: (area?: PermissionArea, level: AccessLevel = "read") => decorate({ audience: ["staff"], area, level }),
  admin: () => decorate({ adminOnly: true }),
  /** A chosen audience (e.g. staff and client users), with an optional staff area. */
  for: (audience: Audience[], area?: PermissionArea, level: AccessLevel = "read") => decorate({ audience, area, level }),
};

/** The access rule of every root field of a type-graphql schema, by `Type.field`. */
export function accessRules(schema: GraphQLSchema): Map<string, AccessRule | undefined> {
  const rules = new Map<string, AccessRule | undefined>();
  for (const type of [schema.getQueryType(), schema.getMutationType()]) {
    if (!(type instanceof GraphQLObjectType)) continue;
    for (const field of Object.values(type.getFields())) {
      rules.set(`${type.name}.${field.name}`, field.extensions?.access as AccessRule | undefined);
    }
  }
  return rules;
}

/** Throws when a root field has no rule, or a mutation is allowed with only 'read' access. */
export function assertAccessDeclared(schema: GraphQLSchema): void {
  const problems: string[] = [];
  for (const [name, rule] of accessRules(schema)) {
    if (!rule) problems.push(`${name} declares no @Access rule`);
    else if (name.startsWith("Mutation.") && rule.area && rule.level !== "full") {
      problems.push(`${name} is a mutation allowed with '${rule.level ?? "read"}' access to ${rule.area}: read never mutates`);
    }
  }
  if (problems.length) throw new Error(`Access rules missing or wrong:\n  ${problems.join("\n  ")}`);
}
