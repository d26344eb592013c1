import { Ctx, Int, Query, Resolver } from "type-graphql";
import { Access } from "../access";
import { buildSubgraph } from "./subgraph";

@Resolver()
class Guarded {
  @Access.signedIn()
  @Query(() => Int)
  guarded(@Ctx() _ctx: unknown): number {
    return 1;
  }
}

@Resolver()
class Forgotten {
  @Query(() => Int)
  forgotten(): number {
    return 2;
  }
}

describe("buildSubgraph", () => {
  it("builds a subgraph whose root fields all declare who may call them", async () => {
    const { sdl } = await buildSubgraph({ resolvers: [Guarded] });
    expect(sdl).toContain("@link(url: \"https://specs.apollo.dev/federation/v2.3\"");
    expect(sdl).toContain("guarded: Int!");
  });

  it("refuses to build when a root field forgot its @Access rule", async () => {
    await expect(buildSubgraph({ resolvers: [Guarded, Forgotten] })).rejects.toThrow("Query.forgotten declares no @Access rule");
  });
});
