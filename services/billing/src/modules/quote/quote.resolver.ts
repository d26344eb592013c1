import DataLoader from "dataloader";
import { Arg, Args, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from "type-graphql";
import { Access, loader, Readers, requireViewer, tenantScope, type ServiceContext } from "@wo/shared";
import { ordersByIds } from "../work-order/work-order.view";
import { WorkOrderStub } from "../work-order/work-order.stub";
import { Quote } from "./quote.entity";
import { BillingItemsArgs, QuotesArgs, SaveBillingItemInput, SaveQuoteInput } from "./quote.input";
import * as reader from "./quote.reader";
import { quoteViewerCan } from "./quote.rules";
import * as quotes from "./quote.service";
import {
  BillingItemPage,
  DeleteBillingItemPayload,
  DeleteQuotePayload,
  QuotePage,
  QuoteViewerCan,
  SaveBillingItemPayload,
  SaveQuotePayload,
} from "./quote.type";

/** Staff whose department holds reporting at full, and contractor users (their own orders): who may change quotes (quote.rules.ts). */
const writers = () => Access.costDecision(["contractor"]);

/**
 * Quotes and their items (portals §2.10, §3 Quote and Billing item, §7; docs/billing.md "Quotes").
 * Every staff user reads them; a contractor user its own; a client user those sent to its client
 * (never a draft). Another's (or a missing one) answers NOT_FOUND.
 */
@Resolver(() => Quote)
export class QuoteResolver {
  @Access.signedIn()
  @Query(() => QuotePage, {
    description:
      "Quotes the viewer may see, searched, sorted (billing date by default) and paged: the quotations grid (GET /api/Billings), a work order's quotes, a client portal's",
  })
  quotes(@Args() args: QuotesArgs, @Ctx() ctx: ServiceContext): Promise<QuotePage> {
    return reader.listQuotes(ctx.em, requireViewer(ctx), args) as Promise<QuotePage>;
  }

  @Access.signedIn()
  @Query(() => Quote, { description: "One quote (GET /api/Billings/{id}); NOT_FOUND when absent or not the viewer's" })
  quote(@Arg("id", () => Int, { description: "The id of the quote to read" }) id: number, @Ctx() ctx: ServiceContext): Promise<Quote> {
    return reader.getQuote(ctx.em, requireViewer(ctx), id);
  }

  @Access.signedIn()
  @Query(() => BillingItemPage, {
    description: "A quote's items in their order (GET /api/BillingItems?billingId); NOT_FOUND when the viewer may not see the quote",
  })
  billingItems(@Args() args: BillingItemsArgs, @Ctx() ctx: ServiceContext): Promise<BillingItemPage> {
    return reader.listBillingItems(ctx.em, requireViewer(ctx), args) as Promise<BillingItemPage>;
  }

  @writers()
  @Mutation(() => SaveQuotePayload, {
    description:
      "Creates (id 0 or absent) or updates a quote (POST, PUT /api/Billings): a contractor's save makes it a Draft; Accepted and Withdrawn quotes are read-only; the AMPM Quote Ref is staff's",
  })
  saveQuote(
    @Arg("input", () => SaveQuoteInput, { description: "The quote to create (id 0 or absent) or update" }) input: SaveQuoteInput,
    @Ctx() ctx: ServiceContext,
  ): Promise<SaveQuotePayload> {
    return quotes.saveQuote(ctx.em, requireViewer(ctx), input);
  }

  @writers()
  @Mutation(() => DeleteQuotePayload, { description: "Deletes a quote and its items (DELETE /api/Billings/{id}); never an accepted one" })
  deleteQuote(
    @Arg("id", () => Int, { description: "The id of the quote to delete" }) id: number,
    @Ctx() ctx: ServiceContext,
  ): Promise<DeleteQuotePayload> {
    return quotes.deleteQuote(ctx.em, requireViewer(ctx), id);
  }

  @writers()
  @Mutation(() => SaveBillingItemPayload, {
    description: "Adds (id 0 or absent) or changes a quote's item (POST, PUT /api/BillingItems); the quote's totals are worked out again with it",
  })
  saveBillingItem(
    @Arg("input", () => SaveBillingItemInput, { description: "The quote line to create (id 0 or absent) or update" }) input: SaveBillingItemInput,
    @Ctx() ctx: ServiceContext,
  ): Promise<SaveBillingItemPayload> {
    return quotes.saveBillingItem(ctx.em, requireViewer(ctx), input);
  }

  @writers()
  @Mutation(() => DeleteBillingItemPayload, {
    description: "Deletes a quote's item (DELETE /api/BillingItems/{id}); the quote's totals are worked out again",
  })
  deleteBillingItem(
    @Arg("id", () => Int, { description: "The id of the quote line to delete" }) id: number,
    @Ctx() ctx: ServiceContext,
  ): Promise<DeleteBillingItemPayload> {
    return quotes.deleteBillingItem(ctx.em, requireViewer(ctx), id);
  }

  @Readers.everyone()
  @FieldResolver(() => QuoteViewerCan, {
    description:
      "What the viewer may do with the quote, decided on the server (the screens show their buttons from it); one query for a page of quotes",
  })
  async viewerCan(@Root() quote: Quote, @Ctx() ctx: ServiceContext): Promise<QuoteViewerCan> {
    const viewer = requireViewer(ctx);
    // the quote is the viewer's already (its tenancy follows the order): the order as it is now, a page's in one read
    const orders = loader(
      ctx,
      "quotes:order",
      () =>
        new DataLoader<number, { workOrderStatusId: number; contractorId: number | null } | null>(async (ids) => {
          const found = await ordersByIds(ctx.em, ids);
          return ids.map((id) => found.get(id) ?? null);
        }),
    );
    // its items, counted only for a viewer who may send it (a page's in one read)
    const items = loader(ctx, "quotes:itemCount", () => new DataLoader<number, number>((ids) => reader.itemCounts(ctx.em, ids)));
    const mayWrite = viewer.takesCostDecisions || viewer.isContractor;
    return quoteViewerCan(viewer, quote, await orders.load(quote.workOrderId), mayWrite ? await items.load(quote.id) : 0);
  }

  @Readers.everyone()
  @FieldResolver(() => String, { description: "EntityName: always WorkOrder" })
  entityName(): string {
    return "WorkOrder";
  }
}

/** Billing's fields on work-orders' WorkOrder. */
@Resolver(() => WorkOrderStub)
export class WorkOrderQuotesResolver {
  @Readers.everyone()
  // nullable, as every field billing adds to another service's entity: while billing cannot be reached
  // the gateway answers the order without it (null, with SERVICE_UNAVAILABLE), where a non-null list
  // would blank the whole order, and a page of orders with it
  @FieldResolver(() => [Quote], {
    nullable: true,
    description:
      "The order's quotes the viewer may see (a client: those sent to it, never a draft), oldest first; one query for a page of orders. Null only while billing cannot be reached",
  })
  quotes(@Root() wo: WorkOrderStub, @Ctx() ctx: ServiceContext): Promise<Quote[]> {
    const scope = tenantScope(requireViewer(ctx));
    return loader(ctx, "quotes:byWorkOrder", () => new DataLoader<number, Quote[]>((ids) => reader.quotesOfWorkOrders(ctx.em, scope, ids))).load(
      wo.id,
    );
  }
}
