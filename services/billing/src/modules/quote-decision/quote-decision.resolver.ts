import { Arg, Ctx, Int, Mutation, Resolver } from "type-graphql";
import { Access, requireViewer, type ServiceContext } from "@wo/shared";
import { decideQuote, type DecideArgs } from "./quote-decision.service";
import { QuoteDecisionPayload } from "./quote-decision.type";

const decide = (ctx: ServiceContext, args: DecideArgs) => decideQuote(ctx.em, requireViewer(ctx), ctx.token ?? "", args);

/**
 * The quote decisions (portals §4, §7; docs/billing.md "Across the two services"): each changes the
 * work order through work-orders' own API (with the caller's token), then the quote. Staff take them
 * holding COST_DECISIONS (reporting at full: Finance, Contracts, Operations; administrators); the
 * quote's contractor sends, the client it was sent to answers, each on its own quotes (QUOTE_TENANCY).
 */
@Resolver()
export class QuoteDecisionResolver {
  @Access.costDecision(["contractor"])
  @Mutation(() => QuoteDecisionPayload, {
    description:
      "Sends a quote for approval (POST /api/Contractors/SubmitQuote/{workOrderId}): the quote's contractor, or staff holding reporting at full; at least one item; the work order goes to Awaiting Quote Approval",
  })
  sendQuoteForApproval(
    @Arg("quoteId", () => Int, { description: "The quote's id (Quote.id)" }) quoteId: number,
    @Arg("workOrderId", () => Int, { nullable: true, description: "When given, the quote must be this order's" }) workOrderId: number | null,
    @Arg("version", () => Int, { nullable: true, description: "The quote's version read: an older one is refused" }) version: number | null,
    @Ctx() ctx: ServiceContext,
  ): Promise<QuoteDecisionPayload> {
    return decide(ctx, { kind: "send", quoteId, workOrderId, version });
  }

  @Access.costDecision(["client"])
  @Mutation(() => QuoteDecisionPayload, {
    description:
      "Accepts a quote sent for approval (PUT /api/WorkOrders/AcceptQuoteDuplicate): a new work order carries the work (newWorkOrderId), the original is Closed; the client the quote was sent to, or staff holding reporting at full",
  })
  acceptQuote(
    @Arg("quoteId", () => Int, { description: "The quote's id (Quote.id)" }) quoteId: number,
    @Arg("workOrderId", () => Int, { nullable: true, description: "When given, the quote must be this order's" }) workOrderId: number | null,
    @Arg("version", () => Int, { nullable: true, description: "The quote's version read: an older one is refused" }) version: number | null,
    @Ctx() ctx: ServiceContext,
  ): Promise<QuoteDecisionPayload> {
    return decide(ctx, { kind: "accept", quoteId, workOrderId, version });
  }

  @Access.costDecision(["client"])
  @Mutation(() => QuoteDecisionPayload, {
    description:
      "Rejects a quote sent for approval with a note (PUT /api/WorkOrders/Decline on an order awaiting quote approval): the order goes back to Awaiting Quote with a public note; by quote, or the order's quote awaiting approval. The client the quote was sent to, or staff holding reporting at full",
  })
  rejectQuote(
    @Arg("quoteId", () => Int, { nullable: true, description: "The quote's id (Quote.id)" }) quoteId: number | null,
    @Arg("workOrderId", () => Int, { nullable: true, description: "The work order's id (WorkOrder.id)" }) workOrderId: number | null,
    @Arg("note", () => String, { nullable: true, description: "Required" }) note: string | null,
    @Arg("version", () => Int, { nullable: true, description: "The quote's version read: an older one is refused" }) version: number | null,
    @Ctx() ctx: ServiceContext,
  ): Promise<QuoteDecisionPayload> {
    return decide(ctx, { kind: "reject", quoteId, workOrderId, note, version });
  }

  @Access.costDecision(["client"])
  @Mutation(() => QuoteDecisionPayload, {
    description:
      "Asks the contractor for an alternative to a quote sent for approval, with a note (POST /api/WorkOrders/AlternativeQuote): the order goes back to Awaiting Quote with a public note; the client the quote was sent to, or staff holding reporting at full",
  })
  requestAlternativeQuote(
    @Arg("quoteId", () => Int, { nullable: true, description: "The quote's id (Quote.id)" }) quoteId: number | null,
    @Arg("workOrderId", () => Int, { nullable: true, description: "The work order's id (WorkOrder.id)" }) workOrderId: number | null,
    @Arg("note", () => String, { nullable: true, description: "Required" }) note: string | null,
    @Arg("version", () => Int, { nullable: true, description: "The quote's version read: an older one is refused" }) version: number | null,
    @Ctx() ctx: ServiceContext,
  ): Promise<QuoteDecisionPayload> {
    return decide(ctx, { kind: "alternative", quoteId, workOrderId, note, version });
  }
}
