import { Field, Int, ObjectType, registerEnumType } from "type-graphql";
import { ErrorInterface, PageOf, Readers } from "@wo/shared";

/** What a key lets a machine do. */
export enum ApiKeyScope {
  REPORTING = "reporting",
  REST = "rest",
}
registerEnumType(ApiKeyScope, {
  name: "ApiKeyScope",
  description: "What an API key lets a machine do",
  valuesConfig: {
    REPORTING: {
      description:
        "Read only: GraphQL queries, the legacy REST reads and the report exports, across every client (as a back-office reader) or one client's rows (as that client's portal user)",
    },
    REST: {
      description: "The legacy REST API as a chosen user (its type, department, tenant and permissions); changes only when the key allows writes",
    },
  },
});

/** An API key as the Configuration screen lists it: never its secret nor its hash. */
@ObjectType("ApiKey", { simpleResolvers: true, description: "An API key for a machine (a reporting tool, an older system): administrators only" })
export class ApiKeyNode {
  @Readers.staff()
  @Field(() => Int, { description: "The key's id" })
  id!: number;

  @Readers.staff()
  @Field({ description: "What uses the key, as the administrator named it" })
  name!: string;

  @Readers.staff()
  @Field({ description: "The key's public part (wok_<prefix>_…): names it in logs and on this screen; not secret" })
  prefix!: string;

  @Readers.staff()
  @Field(() => ApiKeyScope, { description: "What the key lets a machine do" })
  scope!: ApiKeyScope;

  @Readers.staff()
  @Field(() => Int, { nullable: true, description: "A reporting key limited to this client's rows; null: every client" })
  clientId!: number | null;

  @Readers.staff()
  @Field(() => String, { nullable: true, description: "The name of the client a reporting key is limited to" })
  clientName!: string | null;

  @Readers.staff()
  @Field(() => Int, { nullable: true, description: "The user a REST key acts as" })
  userId!: number | null;

  @Readers.staff()
  @Field(() => String, { nullable: true, description: "The name of the user a REST key acts as" })
  userName!: string | null;

  @Readers.staff()
  @Field({ description: "Whether the key may change anything (a REST key whose administrator allowed it); a reporting key never may" })
  writes!: boolean;

  @Readers.staff()
  @Field(() => Int, { description: "Calls the key may make in a minute (its own limit, or the product's API_KEY_RATE_LIMIT)" })
  rateLimitPerMinute!: number;

  @Readers.staff()
  @Field(() => Date, { nullable: true, description: "When the key stops working; null: it does not expire" })
  expiresAt!: Date | null;

  @Readers.staff()
  @Field(() => Date, { description: "When the key was made" })
  createdAt!: Date;

  @Readers.staff()
  @Field({ description: "The administrator who made the key" })
  createdByName!: string;

  @Readers.staff()
  @Field(() => Date, { nullable: true, description: "The last call the key was admitted to; null: never used" })
  lastUsedAt!: Date | null;

  @Readers.staff()
  @Field(() => Int, { description: "Calls admitted today (Europe/London)" })
  callsToday!: number;

  @Readers.staff()
  @Field(() => Date, { nullable: true, description: "When the key was revoked (refused from that moment); null: not revoked" })
  revokedAt!: Date | null;

  @Readers.staff()
  @Field(() => String, { nullable: true, description: "The administrator who revoked the key" })
  revokedByName!: string | null;

  @Readers.staff()
  @Field({ description: "Whether the key works now: not revoked and not expired" })
  active!: boolean;
}

@ObjectType({ description: "A page of API keys" })
export class ApiKeyPage extends PageOf(ApiKeyNode) {}

@ObjectType({ implements: ErrorInterface, description: "Why an API key was not made or revoked" })
export class ApiKeyError extends ErrorInterface {}

@ObjectType({ description: "A new API key, with its secret: shown this once, never readable again" })
export class CreateApiKeyPayload {
  @Readers.staff()
  @Field(() => ApiKeyNode, { nullable: true, description: "The key made; null when refused" })
  key!: ApiKeyNode | null;

  @Readers.staff()
  @Field(() => String, {
    nullable: true,
    description: "The whole key (wok_<prefix>_<secret>), to give to the machine now: only its hash is kept, so it can never be shown again",
  })
  secret!: string | null;

  @Readers.staff()
  @Field(() => ApiKeyError, { nullable: true, description: "Why the key was not made" })
  error!: ApiKeyError | null;
}

@ObjectType({ description: "A revoked API key" })
export class RevokeApiKeyPayload {
  @Readers.staff()
  @Field(() => ApiKeyNode, { nullable: true, description: "The key, now revoked" })
  key!: ApiKeyNode | null;

  @Readers.staff()
  @Field(() => ApiKeyError, { nullable: true, description: "Why the key was not revoked" })
  error!: ApiKeyError | null;
}
