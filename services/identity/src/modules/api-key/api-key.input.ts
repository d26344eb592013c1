import { ArgsType, Field, InputType, Int } from "type-graphql";
import { IsOptional, Max, MaxLength, Min, MinLength } from "class-validator";
import { argument, containsPattern, declareList, listInputs, NO_TENANT, SortDirection } from "@wo/shared";
import { ApiKeyNode, ApiKeyScope } from "./api-key.type";

/** Every API key, newest first (administrators only: the field's @Access). */
export const API_KEY_LIST = declareList({
  names: { field: "ApiKeySortField", sortInput: "ApiKeySortInput" },
  entity: ApiKeyNode,
  from: "identity.api_key k",
  key: ["k.id"],
  tenancy: NO_TENANT,
  columns: {
    CREATED_AT: { field: "createdAt", kind: "date", notNull: true, sort: "k.created_at", filter: "k.created_at" },
    NAME: { field: "name", kind: "text", notNull: true, sort: "k.name", filter: "k.name" },
    PREFIX: { field: "prefix", kind: "text", notNull: true, sort: "k.prefix", filter: "k.prefix" },
    LAST_USED_AT: { field: "lastUsedAt", kind: "date", sort: "k.last_used_at", filter: "k.last_used_at" },
    EXPIRES_AT: { field: "expiresAt", kind: "date", sort: "k.expires_at", filter: "k.expires_at" },
  },
  defaultSort: { field: "CREATED_AT", direction: SortDirection.DESC, description: "Default: newest first" },
  defaultDirection: SortDirection.DESC,
  arguments: {
    includeRevoked: argument<boolean>({ where: (include) => (include ? null : ["k.revoked_at is null", []]) }),
  },
  search: {
    description: "In the key's name and prefix",
    where: (_em, search) => {
      const term = containsPattern(search.toLowerCase());
      return ["lower(k.name) like ? or k.prefix like ?", [term, term]];
    },
  },
  rows: {
    select: `k.id, k.name, k.prefix, k.scope, k.client_id, k.user_id, k.writes, k.rate_limit,
      (select c.name from assets.v_client c where c.id = k.client_id) as client_name,
      (select trim(u.first_name || ' ' || u.last_name) from identity.app_user u where u.id = k.user_id) as user_name,
      (select trim(u.first_name || ' ' || u.last_name) from identity.app_user u where u.id = k.created_by_id) as created_by_name,
      (select trim(u.first_name || ' ' || u.last_name) from identity.app_user u where u.id = k.revoked_by_id) as revoked_by_name,
      coalesce((select d.calls from identity.api_key_day d where d.key_id = k.id and d.day = (now() at time zone 'Europe/London')::date), 0) as calls_today,
      (extract(epoch from k.created_at) * 1000)::float8 as created_ms,
      (extract(epoch from k.expires_at) * 1000)::float8 as expires_ms,
      (extract(epoch from k.last_used_at) * 1000)::float8 as last_used_ms,
      (extract(epoch from k.revoked_at) * 1000)::float8 as revoked_ms,
      (k.revoked_at is null and (k.expires_at is null or k.expires_at > now())) as active`,
  },
});

/** ApiKeySortField, ApiKeySortInput (newest first unless told) and the paging arguments. */
const inputs = listInputs(API_KEY_LIST);

@ArgsType()
export class ApiKeysArgs extends inputs.Args {
  @Field(() => Boolean, { defaultValue: true, description: "Include revoked keys (they stay listed, marked revoked)" })
  includeRevoked: boolean = true;
}

/** A new key, as the Configuration screen's dialog sends it; the business rules (api-key.service) answer field errors. */
@InputType({ description: "A new API key" })
export class CreateApiKeyInput {
  @Field({ description: "What will use the key (a tool, a team): at least 3 characters" })
  @MinLength(3, { message: "Name must be at least 3 characters" })
  @MaxLength(100)
  name!: string;

  @Field(() => ApiKeyScope, { description: "What the key lets a machine do" })
  scope!: ApiKeyScope;

  @Field(() => Int, {
    nullable: true,
    description: "REPORTING only: limit the key to this client's rows (a client's own BI team); absent: every client",
  })
  @IsOptional()
  @Min(1)
  clientId?: number | null;

  @Field(() => Int, {
    nullable: true,
    description: "REST only, and required there: the user the key acts as (its type, department, tenant and permissions)",
  })
  @IsOptional()
  @Min(1)
  userId?: number | null;

  @Field(() => Boolean, { defaultValue: false, description: "REST only: the key may change what its user may change; a reporting key never may" })
  writes: boolean = false;

  @Field(() => Date, { nullable: true, description: "When the key stops working (in the future); absent: it does not expire" })
  @IsOptional()
  expiresAt?: Date | null;

  @Field(() => Int, { nullable: true, description: "Calls the key may make in a minute; absent: the product's API_KEY_RATE_LIMIT" })
  @IsOptional()
  @Min(1)
  @Max(100_000)
  rateLimitPerMinute?: number | null;
}
