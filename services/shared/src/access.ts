import { GraphQLObjectType, type GraphQLSchema } from "graphql";
import { Extensions, UseMiddleware, type MiddlewareFn } from "type-graphql";
import { COST_DECISIONS, FLAG_LEVEL, type AccessLevel, type PermissionArea, type PermissionFlag } from "./auth/roles";
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
  /** For staff: areas of the permission matrix, any one of which held at `level` admits (the reports: REPORT_READERS). */
  areas?: readonly PermissionArea[];
  /**
   * For staff: flags of the permission matrix, any one of which admits (with `area` too, when both are
   * given). At level 'full' only the flags that grant 'full' (FLAG_LEVEL) admit.
   */
  flags?: PermissionFlag[];
}

/** The flags of a rule that admit at its level: at 'full', only those that grant writes. */
function admittingFlags(rule: AccessRule): PermissionFlag[] {
  const flags = rule.flags ?? [];
  return rule.level === "full" ? flags.filter((f) => FLAG_LEVEL[f] === "full") : flags;
}

export function allows(rule: AccessRule, viewer: Viewer | null): boolean {
  if (rule.public) return true;
  if (!viewer) return false;
  if (viewer.isAdmin) return true;
  if (rule.adminOnly) return false;
  const audience = rule.audience ?? [];
  if (!audience.includes(viewer.kind as Audience)) return false;
  if (viewer.kind === "staff" && rule.area && !viewer.can(rule.area, rule.level ?? "read")) return false;
  if (viewer.kind === "staff" && rule.areas && !rule.areas.some((a) => viewer.can(a, rule.level ?? "read"))) return false;
  if (viewer.kind === "staff" && rule.flags && !admittingFlags(rule).some((f) => viewer.hasFlag(f))) return false;
  return true;
}

/** What an API key whose scope grants no writes is told of a mutation, wherever it is refused. */
export const READ_ONLY_KEY_MESSAGE = "This API key is read-only: its scope grants no changes";

function accessMiddleware(rule: AccessRule): MiddlewareFn<ServiceContext> {
  return async ({ context, info }, next) => {
    // an API key without writes never runs a mutation, public ones included (defence in depth: the
    // gateway refuses the operation first)
    if (info.operation.operation === "mutation" && context.viewer?.readOnlyKey) throw new ForbiddenError(READ_ONLY_KEY_MESSAGE);
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
  /**
   * A cost or quote decision (COST_DECISIONS: staff holding reporting at full), optionally also open
   * to the portal users whose own decision it is (the resolver checks their rows).
   */
  costDecision: (portal: Exclude<Audience, "staff">[] = []) =>
    decorate({ audience: ["staff", ...portal], area: COST_DECISIONS.area, level: COST_DECISIONS.level }),
  /** A chosen audience (e.g. staff and client users), with an optional staff area. */
  for: (audience: Audience[], area?: PermissionArea, level: AccessLevel = "read") => decorate({ audience, area, level }),
  /**
   * Staff holding any of these areas at `level` (the reports: REPORT_READERS); `portal` admits client
   * or contractor users too (the resolver scopes their rows).
   */
  staffAreas: (areas: readonly PermissionArea[], opts: { level?: AccessLevel; portal?: Exclude<Audience, "staff">[] } = {}) =>
    decorate({ audience: ["staff", ...(opts.portal ?? [])], areas, level: opts.level ?? "read" }),
  /**
   * Staff holding any of these permission-matrix flags (contracts: §6), at a level ('full' for
   * mutations, which then admits only the flags that grant writes); `portal` admits client or
   * contractor users too (the resolver scopes their rows).
   */
  staffFlags: (flags: PermissionFlag[], opts: { level?: AccessLevel; portal?: Exclude<Audience, "staff">[] } = {}) =>
    decorate({ audience: ["staff", ...(opts.portal ?? [])], flags, level: opts.level ?? "read" }),
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

/**
 * Throws when a root field has no rule, or a mutation is allowed with only 'read' access: an area at
 * 'read', or flags at 'read' or naming a flag that grants only reads.
 */
export function assertAccessDeclared(schema: GraphQLSchema): void {
  const problems: string[] = [];
  for (const [name, rule] of accessRules(schema)) {
    if (!rule) problems.push(`${name} declares no @Access rule`);
    else if (name.startsWith("Mutation.") && (rule.area || rule.areas) && rule.level !== "full") {
      problems.push(
        `${name} is a mutation allowed with '${rule.level ?? "read"}' access to ${rule.area ?? rule.areas!.join(" or ")}: read never mutates`,
      );
    } else if (name.startsWith("Mutation.") && rule.flags) {
      const readOnly = rule.flags.filter((f) => FLAG_LEVEL[f] !== "full");
      if (rule.level !== "full" || readOnly.length || !rule.flags.length) {
        problems.push(`${name} is a mutation allowed by read-only flags (${rule.level ?? "read"}: ${rule.flags.join(", ")}): read never mutates`);
      }
    }
  }
  if (problems.length) throw new Error(`Access rules missing or wrong:\n  ${problems.join("\n  ")}`);
}
