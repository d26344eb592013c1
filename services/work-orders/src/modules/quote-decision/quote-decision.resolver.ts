import { Arg, Ctx, Directive, Mutation, Resolver } from "type-graphql";
import { Access, requireViewer, type ServiceContext } from "@wo/shared";
import { applyQuoteDecision } from "./quote-decision.service";
import { ApplyQuoteDecisionInput, ApplyQuoteDecisionPayload } from "./quote-decision.type";

@Resolver()
export class QuoteDecisionResolver {
  /**
   * Billing's command (docs/billing.md "Across the two services"), sent straight to this subgraph
   * with the caller's own token: not part of the public API (@inaccessible), and the caller checked
   * here all the same, as billing checks it: staff holding COST_DECISIONS, the quote's contractor (to
   * send), the order's client user (to answer).
   */
  @Access.costDecision(["client", "contractor"])
  @Directive("@inaccessible")
  @Mutation(() => ApplyQuoteDecisionPayload, {
    description:
      "Applies a quote decision to its work order, once per key: send (the quote's contractor, the order's current one), accept, reject, alternative (the order's client user); staff holding reporting at full any",
  })
  applyQuoteDecision(
    @Arg("input", () => ApplyQuoteDecisionInput, { description: "The decision to apply, with its idempotency key" }) input: ApplyQuoteDecisionInput,
    @Ctx() ctx: ServiceContext,
  ): Promise<ApplyQuoteDecisionPayload> {
    return applyQuoteDecision(ctx.em, requireViewer(ctx), input);
  }
}
