import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from "type-graphql";
import { Access, requireViewer, visibleById, type ServiceContext } from "@wo/shared";
import { Contractor, CONTRACTOR_TENANCY } from "./contractor.entity";
import { ContractorsArgs, SaveContractorInput } from "./contractor.input";
import { ContractorPage, DeleteContractorPayload, SaveContractorPayload } from "./contractor.type";
import * as contractors from "./contractor.service";

@Resolver(() => Contractor)
export class ContractorResolver {
  @Access.staff()
  @Query(() => [Contractor], { description: "Contractors by name (GET /api/Contractors/Dropdown, GET /api/Contractors unpaged)" })
  contractorList(
    @Arg("activeOnly", { defaultValue: false, description: "True leaves out deactivated contractors (default false)" }) activeOnly: boolean,
    @Ctx() ctx: ServiceContext,
  ): Promise<Contractor[]> {
    return ctx.em.find(Contractor, activeOnly ? { active: true } : {}, { orderBy: { name: "asc", id: "asc" } });
  }

  @Access.staff()
  @Query(() => ContractorPage, {
    description:
      "The contractors grid (#/contractors, GET /api/Contractors paged): searched, filtered by active, sorted, paged; every staff user reads",
  })
  contractors(@Args() args: ContractorsArgs, @Ctx() ctx: ServiceContext): Promise<ContractorPage> {
    return contractors.listContractors(ctx.em, requireViewer(ctx), args);
  }

  @Access.for(["staff", "client", "contractor"])
  @Query(() => Contractor, {
    description:
      "One contractor (GET /api/Contractors/{id}, /api/Contractors/ClientPortal/{id}): a contractor user reads only its own, a client user only those on its own work; NOT_FOUND otherwise",
  })
  contractor(@Arg("id", () => Int, { description: "The id of the contractor to read" }) id: number, @Ctx() ctx: ServiceContext): Promise<Contractor> {
    return visibleById(ctx, Contractor, id, CONTRACTOR_TENANCY);
  }

  @Access.staff("customers", "full")
  @Mutation(() => SaveContractorPayload, { description: "Creates (id 0 or absent) or updates a contractor (POST, PUT /api/Contractors)" })
  saveContractor(
    @Arg("input", () => SaveContractorInput, { description: "The contractor to create (id 0 or absent) or update" }) input: SaveContractorInput,
    @Ctx() ctx: ServiceContext,
  ): Promise<SaveContractorPayload> {
    return contractors.saveContractor(ctx.em, requireViewer(ctx), input);
  }

  @Access.staff("customers", "full")
  @Mutation(() => DeleteContractorPayload, {
    description: "Removes a contractor that no work order, contract or contact user names (DELETE /api/Contractors/{id})",
  })
  deleteContractor(
    @Arg("id", () => Int, { description: "The id of the contractor to delete" }) id: number,
    @Ctx() ctx: ServiceContext,
  ): Promise<DeleteContractorPayload> {
    return contractors.deleteContractor(ctx.em, requireViewer(ctx), id);
  }
}
