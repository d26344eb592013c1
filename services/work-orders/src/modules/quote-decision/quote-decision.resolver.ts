import { Arg, Ctx, Directive, Mutation, Resolver } from "type-graphql";
import { Access, requireViewer, type ServiceContext } from "@wo/shared";
import { applyQuoteDecision } from "./quote-decision.service";
import { ApplyQuoteDecisionInput, ApplyQuoteDecisionPayload } from "./quote-decision.type";

@Resolver()
export class QuoteDecisionResolver {
  /**
   * Billing's command (docs/billing.md "Across the two services"), sent straight to this subgraph
   * with the caller's own token: not part of the public API (@inaccessible), and the caller checked
   * here all the same.
   */
  @Access.signedIn()
  @Directive("@inaccessible")
  @Mutation(() => ApplyQuoteDecisionPayload, {
    description:
      "Applies a quote decision to its work order, once per key: send (the order's contractor), accept, reject, alternative (the order's client user); staff any",
  })
  applyQuoteDecision(
    @Arg("input", () => ApplyQuoteDecisionInput) input: ApplyQuoteDecisionInput,
    @Ctx() ctx: ServiceContext,
  ): Promise<ApplyQuoteDecisionPayload> {
    return applyQuoteDecision(ctx.em, requireViewer(ctx), input);
  }
}
