import { Arg, Ctx, Int, Mutation, Query, Resolver } from "type-graphql";
import { Access, containsPattern, requireViewer, scopedQuery, type ServiceContext } from "@wo/shared";
import { Brand, BRAND_TENANCY } from "./brand.entity";
import { SaveBrandInput } from "./brand.input";
import { deleteBrand, getBrand, saveBrand } from "./brand.service";
import { DeleteBrandPayload, SaveBrandPayload } from "./brand.type";

@Resolver()
export class BrandResolver {
  @Access.for(["staff", "client"])
  @Query(() => [Brand], {
    description:
      "Brands by name, of one client or (clientId absent) of all, optionally searched by name (GET /api/Brands); a client user gets only its own",
  })
  brands(
    @Arg("clientId", () => Int, { nullable: true, description: "Only this client's brands (Client.id)" }) clientId: number | null,
    @Arg("search", () => String, { nullable: true, description: "Only brands whose name contains this text (ignoring case)" }) search: string | null,
    @Ctx() ctx: ServiceContext,
  ): Promise<Brand[]> {
    const qb = scopedQuery(ctx, Brand, BRAND_TENANCY);
    if (clientId && requireViewer(ctx).isStaff) qb.andWhere({ clientId });
    if (search?.trim()) qb.andWhere({ name: { $ilike: containsPattern(search.trim()) } });
    return qb.orderBy({ name: "asc", id: "asc" }).getResult();
  }

  @Access.for(["staff", "client"])
  @Query(() => Brand, { description: "One brand (GET /api/Brands/{id}); a client user may read only its own" })
  brand(@Arg("id", () => Int, { description: "The id of the brand to read" }) id: number, @Ctx() ctx: ServiceContext): Promise<Brand> {
    return getBrand(ctx, id);
  }

  @Access.admin()
  @Mutation(() => SaveBrandPayload, { description: "Creates (no id) or renames a brand of a client (POST, PUT /api/Brands)" })
  saveBrand(
    @Arg("input", { description: "The brand to create (id 0 or absent) or update" }) input: SaveBrandInput,
    @Ctx() ctx: ServiceContext,
  ): Promise<SaveBrandPayload> {
    return saveBrand(ctx.em, requireViewer(ctx), input);
  }

  @Access.admin()
  @Mutation(() => DeleteBrandPayload, { description: "Deletes a brand no site uses (DELETE /api/Brands/{id})" })
  deleteBrand(
    @Arg("id", () => Int, { description: "The id of the brand to delete" }) id: number,
    @Ctx() ctx: ServiceContext,
  ): Promise<DeleteBrandPayload> {
    return deleteBrand(ctx.em, requireViewer(ctx), id);
  }
}
