import { ArgsType, Field, InputType, Int, ObjectType } from "type-graphql";
import { ErrorInterface, listInputs, PageOf, Readers } from "@wo/shared";
import { WebhookDelivery, WebhookDeliveryState, WebhookEndpoint, WebhookEventType } from "./webhook.entity";
import { WEBHOOK_DELIVERY_LIST } from "./webhook.list";

@ObjectType({ description: "A page of an endpoint's deliveries" })
export class WebhookDeliveryPage extends PageOf(WebhookDelivery) {}

/** INVALID (fieldErrors name the fields), NOT_FOUND, PAUSED (a re-send to a paused endpoint). */
@ObjectType({ implements: ErrorInterface, description: "Why a webhook change was refused: INVALID (see fieldErrors), PAUSED" })
export class WebhookError extends ErrorInterface {}

export enum WebhookErrorCode {
  INVALID = "INVALID",
  PAUSED = "PAUSED",
}

@InputType({ description: "A new webhook endpoint" })
export class CreateWebhookEndpointInput {
  @Field(() => String, { description: "Where deliveries go: https, a public address" })
  url!: string;

  @Field(() => String, { nullable: true, description: "What it is for" })
  description?: string | null;

  @Field(() => [WebhookEventType], { description: "The events it takes (one at least)" })
  events!: WebhookEventType[];

  @Field(() => Int, {
    nullable: true,
    description: "Its scope: a client (that client's events, as its portal users read them), or null for every client as staff",
  })
  clientId?: number | null;

  @Field(() => String, { description: "Who is told by e-mail when it is paused" })
  ownerEmail!: string;
}

@InputType({ description: "A change of a webhook endpoint: the fields given change, the others stay" })
export class UpdateWebhookEndpointInput {
  @Field(() => Int, { description: "The endpoint" })
  id!: number;

  @Field(() => String, { nullable: true, description: "A new URL" })
  url?: string | null;

  @Field(() => String, { nullable: true, description: "A new description (empty: none)" })
  description?: string | null;

  @Field(() => [WebhookEventType], { nullable: true, description: "The events it takes from now on" })
  events?: WebhookEventType[] | null;

  @Field(() => String, { nullable: true, description: "A new owner's e-mail address" })
  ownerEmail?: string | null;

  @Field(() => Boolean, { nullable: true, description: "true pauses it; false resumes it (its failing time cleared)" })
  paused?: boolean | null;
}

@ObjectType({ description: "The endpoint as saved, or why not" })
export class WebhookEndpointPayload {
  @Readers.staff()
  @Field(() => WebhookEndpoint, { nullable: true, description: "The endpoint saved" })
  endpoint!: WebhookEndpoint | null;

  @Readers.staff()
  @Field(() => String, { nullable: true, description: "The signing secret: answered once, when the endpoint is created, never again" })
  secret!: string | null;

  @Readers.staff()
  @Field(() => WebhookError, { nullable: true, description: "Why it was refused" })
  error!: WebhookError | null;
}

@ObjectType({ description: "A delivery queued again, or why not" })
export class WebhookDeliveryPayload {
  @Readers.staff()
  @Field(() => WebhookDelivery, { nullable: true, description: "The delivery, queued" })
  delivery!: WebhookDelivery | null;

  @Readers.staff()
  @Field(() => WebhookError, { nullable: true, description: "Why it was refused" })
  error!: WebhookError | null;
}

const inputs = listInputs(WEBHOOK_DELIVERY_LIST);

@ArgsType()
export class WebhookDeliveriesArgs extends inputs.Args {
  @Field(() => Int, { description: "The endpoint" })
  endpointId!: number;

  @Field(() => WebhookDeliveryState, { nullable: true, description: "Only the deliveries in this state" })
  state?: WebhookDeliveryState | null;
}
