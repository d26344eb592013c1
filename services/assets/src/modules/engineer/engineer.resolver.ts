import { Arg, Args, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from "type-graphql";
import { Access, Readers, requireViewer, type ServiceContext } from "@wo/shared";
import { Contractor } from "../contractor/contractor.entity";
import { contractorReference } from "../contractor/contractor.reference";
import { Engineer } from "./engineer.entity";
import { EngineersArgs, SaveEngineerInput } from "./engineer.input";
import { DeleteEngineerPayload, EngineerPage, SaveEngineerPayload } from "./engineer.type";
import * as engineers from "./engineer.service";

@Resolver(() => Engineer)
export class EngineerResolver {
  @Access.for(["staff", "contractor"])
  @Query(() => EngineerPage, {
    description: "The engineers grid (GET /api/engineer): searched, filtered, sorted, paged; a contractor user gets only its own engineers",
  })
  engineers(@Args() args: EngineersArgs, @Ctx() ctx: ServiceContext): Promise<EngineerPage> {
    return engineers.listEngineers(ctx.em, requireViewer(ctx), args);
  }

  @Access.for(["staff", "contractor"])
  @Query(() => Engineer, { description: "One engineer (GET /api/engineer/{id}); NOT_FOUND when absent or another contractor's" })
  engineer(@Arg("id", () => Int, { description: "The id of the engineer to read" }) id: number, @Ctx() ctx: ServiceContext): Promise<Engineer> {
    return engineers.getEngineer(ctx, id);
  }

  @Access.staff("customers", "full")
  @Mutation(() => SaveEngineerPayload, { description: "Creates (id 0 or absent) or updates an engineer (POST, PUT /api/engineer)" })
  saveEngineer(
    @Arg("input", () => SaveEngineerInput, { description: "The engineer to create (id 0 or absent) or update" }) input: SaveEngineerInput,
    @Ctx() ctx: ServiceContext,
  ): Promise<SaveEngineerPayload> {
    return engineers.saveEngineer(ctx.em, requireViewer(ctx), input);
  }

  @Access.staff("customers", "full")
  @Mutation(() => DeleteEngineerPayload, { description: "Removes an engineer (DELETE /api/engineer/{id})" })
  deleteEngineer(
    @Arg("id", () => Int, { description: "The id of the engineer to delete" }) id: number,
    @Ctx() ctx: ServiceContext,
  ): Promise<DeleteEngineerPayload> {
    return engineers.deleteEngineer(ctx.em, requireViewer(ctx), id);
  }

  @Readers.contractors()
  @FieldResolver(() => Contractor, { description: "The engineer's contractor (ContractorName in the legacy shape)" })
  async contractor(@Root() engineer: Engineer, @Ctx() ctx: ServiceContext): Promise<Contractor> {
    const contractor = await contractorReference.__resolveReference({ id: engineer.contractorId }, ctx);
    if (!contractor) throw new Error(`engineer ${engineer.id}: its contractor ${engineer.contractorId} is not visible with the engineer`);
    return contractor;
  }
}
