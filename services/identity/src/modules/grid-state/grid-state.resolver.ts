import { Arg, Ctx, Int, Mutation, Query, Resolver } from "type-graphql";
import { Access, requireViewer, type ServiceContext } from "@wo/shared";
import { GridViewState } from "./grid-view-state.entity";
import { DEFAULT_GRID, SaveGridStateInput } from "./grid-state.input";
import * as gridStates from "./grid-state.service";

@Resolver()
export class GridStateResolver {
  @Access.signedIn()
  @Query(() => GridViewState, { nullable: true, description: "The signed-in user's saved state of a grid" })
  gridState(
    @Arg("grid", { defaultValue: DEFAULT_GRID, description: "Which grid (default work_orders)" }) grid: string,
    @Ctx() ctx: ServiceContext,
  ): Promise<GridViewState | null> {
    return gridStates.getGridState(ctx.em, requireViewer(ctx), grid);
  }

  @Access.signedIn()
  @Query(() => GridViewState, { description: "A saved grid state by id (POST api/users/getstate/{id}); only the owner's" })
  gridStateById(
    @Arg("id", () => Int, { description: "The saved state's id (GridViewState.id)" }) id: number,
    @Ctx() ctx: ServiceContext,
  ): Promise<GridViewState> {
    return gridStates.getGridStateById(ctx.em, requireViewer(ctx), id);
  }

  @Access.signedIn()
  @Mutation(() => GridViewState, { description: "Saves the user's grid state (POST api/users/viewstate)" })
  saveGridState(
    @Arg("input", { description: "The state to save; it replaces the user's state of that grid" }) input: SaveGridStateInput,
    @Ctx() ctx: ServiceContext,
  ): Promise<GridViewState> {
    return gridStates.saveGridState(ctx.em, requireViewer(ctx), input);
  }
}
