import { Arg, Ctx, Int, Query, Resolver } from "type-graphql";
import { Access, visibleById, type ServiceContext } from "@wo/shared";
import { Contractor, CONTRACTOR_TENANCY } from "./contractor.entity";

@Resolver()
export class ContractorResolver {
  @Access.staff()
  @Query(() => [Contractor], { description: "Contractors by name (GET /api/Contractors/Dropdown)" })
  contractorList(@Arg("activeOnly", { defaultValue: false }) activeOnly: boolean, @Ctx() ctx: ServiceContext): Promise<Contractor[]> {
    return ctx.em.find(Contractor, activeOnly ? { active: true } : {}, { orderBy: { name: "asc", id: "asc" } });
  }

  @Access.for(["staff", "contractor"])
  @Query(() => Contractor, { description: "One contractor; a contractor user may read only its own" })
  contractor(@Arg("id", () => Int) id: number, @Ctx() ctx: ServiceContext): Promise<Contractor> {
    return visibleById(ctx, Contractor, id, CONTRACTOR_TENANCY);
  }
}
