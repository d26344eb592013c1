import { Arg, Ctx, Int, Query, Resolver } from "type-graphql";
import { Access, NotFoundError, requireViewer, tenantScope, type ServiceContext } from "@wo/shared";
import { Contractor } from "./contractor.entity";

@Resolver()
export class ContractorResolver {
  @Access.staff()
  @Query(() => [Contractor], { description: "Contractors by name (GET /api/Contractors/Dropdown)" })
  contractorList(@Arg("activeOnly", { defaultValue: false }) activeOnly: boolean, @Ctx() ctx: ServiceContext): Promise<Contractor[]> {
    return ctx.em.find(Contractor, activeOnly ? { active: true } : {}, { orderBy: { name: "asc", id: "asc" } });
  }

  @Access.for(["staff", "contractor"])
  @Query(() => Contractor, { description: "One contractor; a contractor user may read only its own" })
  async contractor(@Arg("id", () => Int) id: number, @Ctx() ctx: ServiceContext): Promise<Contractor> {
    const scope = tenantScope(requireViewer(ctx));
    if (scope.kind === "contractor" && scope.contractorId !== id) throw new NotFoundError();
    const contractor = await ctx.em.findOne(Contractor, { id });
    if (!contractor) throw new NotFoundError();
    return contractor;
  }
}
