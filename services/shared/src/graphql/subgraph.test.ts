import { Ctx, Field, Int, ObjectType, Query, Resolver } from "type-graphql";
import { Access } from "../access";
import { Readers } from "../field-access";
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

@ObjectType()
class Contract {
  @Readers.everyone()
  @Field(() => Int)
  id!: number;

  @Field(() => Int, { nullable: true })
  value!: number | null;
}

@Resolver()
class Contracts {
  @Access.signedIn()
  @Query(() => Contract)
  contract(): Contract {
    return { id: 1, value: null };
  }
}

describe("buildSubgraph", () => {
  it("builds a subgraph whose root fields all declare who may call them", async () => {
    const { sdl } = await buildSubgraph({ resolvers: [Guarded] });
    expect(sdl).toContain('@link(url: "https://specs.apollo.dev/federation/v2.3"');
    expect(sdl).toContain("guarded: Int!");
  });

  it("refuses to build when a root field forgot its @Access rule", async () => {
    await expect(buildSubgraph({ resolvers: [Guarded, Forgotten] })).rejects.toThrow("Query.forgotten declares no @Access rule");
  });

  it("refuses to build when a field of a type forgot its @Readers rule, and names it", async () => {
    await expect(buildSubgraph({ resolvers: [Contracts] })).rejects.toThrow("Contract.value declares no @Readers rule");
  });

  it("answers each field's readers beside the schema", async () => {
    const { readers } = await buildSubgraph({ resolvers: [Guarded] });
    expect(readers.size).toBe(0);
  });
});
