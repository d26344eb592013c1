import DataLoader from "dataloader";
import { Arg, Args, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from "type-graphql";
import { Access, loader, Readers, requireViewer, type ServiceContext } from "@wo/shared";
import { WebhookDelivery, WebhookEndpoint } from "./webhook.entity";
import * as webhooks from "./webhook.service";
import {
  CreateWebhookEndpointInput,
  UpdateWebhookEndpointInput,
  WebhookDeliveriesArgs,
  WebhookDeliveryPage,
  WebhookDeliveryPayload,
  WebhookEndpointPayload,
} from "./webhook.type";

/** Webhooks (docs/webhooks.md): administrators only. */
@Resolver(() => WebhookEndpoint)
export class WebhookResolver {
  @Access.admin()
  @Query(() => [WebhookEndpoint], { description: "Every webhook endpoint (#/configuration/webhooks): administrators" })
  webhookEndpoints(@Ctx() ctx: ServiceContext): Promise<WebhookEndpoint[]> {
    requireViewer(ctx);
    return webhooks.listEndpoints(ctx.em);
  }

  @Access.admin()
  @Query(() => WebhookDeliveryPage, { description: "An endpoint's deliveries, newest first: administrators" })
  webhookDeliveries(@Args() args: WebhookDeliveriesArgs, @Ctx() ctx: ServiceContext): Promise<WebhookDeliveryPage> {
    return webhooks.listDeliveries(ctx.em, requireViewer(ctx), args) as Promise<WebhookDeliveryPage>;
  }

  @Readers.staff()
  @FieldResolver(() => WebhookDelivery, {
    nullable: true,
    description: "The endpoint's newest delivery (its event, state, status and time; the list's 'Last delivery'), null before the first",
  })
  lastDelivery(@Root() endpoint: WebhookEndpoint, @Ctx() ctx: ServiceContext): Promise<WebhookDelivery | null> {
    const batch = loader(
      ctx,
      "webhook:lastDelivery",
      () =>
        new DataLoader<number, WebhookDelivery | null>(async (ids) => {
          const found = await webhooks.lastDeliveries(ctx.em, ids);
          return ids.map((id) => found.get(id) ?? null);
        }),
    );
    return batch.load(endpoint.id);
  }

  @Access.admin()
  @Mutation(() => WebhookEndpointPayload, { description: "Registers a webhook endpoint; its signing secret is answered this once: administrators" })
  createWebhookEndpoint(
    @Arg("input", () => CreateWebhookEndpointInput, { description: "The endpoint" }) input: CreateWebhookEndpointInput,
    @Ctx() ctx: ServiceContext,
  ): Promise<WebhookEndpointPayload> {
    return webhooks.createEndpoint(ctx.em, requireViewer(ctx), input);
  }

  @Access.admin()
  @Mutation(() => WebhookEndpointPayload, { description: "Changes a webhook endpoint (URL, events, owner) or pauses or resumes it: administrators" })
  updateWebhookEndpoint(
    @Arg("input", () => UpdateWebhookEndpointInput, { description: "The change" }) input: UpdateWebhookEndpointInput,
    @Ctx() ctx: ServiceContext,
  ): Promise<WebhookEndpointPayload> {
    return webhooks.updateEndpoint(ctx.em, requireViewer(ctx), input);
  }

  @Access.admin()
  @Mutation(() => Int, { description: "Deletes a webhook endpoint and its delivery log; answers its id: administrators" })
  deleteWebhookEndpoint(@Arg("id", () => Int, { description: "The endpoint" }) id: number, @Ctx() ctx: ServiceContext): Promise<number> {
    return webhooks.deleteEndpoint(ctx.em, requireViewer(ctx), id);
  }

  @Access.admin()
  @Mutation(() => WebhookDeliveryPayload, { description: "Sends a delivery again (same body and event id, signed afresh): administrators" })
  resendWebhookDelivery(
    @Arg("id", () => Int, { description: "The delivery" }) id: number,
    @Ctx() ctx: ServiceContext,
  ): Promise<WebhookDeliveryPayload> {
    return webhooks.resendDelivery(ctx.em, requireViewer(ctx), id);
  }
}
