import { Directive, Field, Int, ObjectType } from "type-graphql";
import { Readers } from "@wo/shared";

// Other services' entities, known here by id; the gateway fetches the rest from their owners. The
// names a work order already reads from the owners' published views are declared `@external` and
// provided by the work-order fields that name them (`@provides`, work-order.resolver.ts), so the
// query plan of a work-order list does not look them up again. Each external field's `@Readers` is
// the owner's own (a provided field reads under the same rules as in its owning subgraph); the rows
// are the owner's too (work-order.provided.ts). Nowhere else does this service answer them.

@Directive('@key(fields: "id", resolvable: false)')
@ObjectType("Client", {
  description: "A client: a company whose sites the facilities company maintains (§2.3, §3 Client). Client users read only their own client",
})
export class ClientRef {
  @Readers.everyone()
  @Field(() => Int, { description: "The client's id (legacy Id)" })
  id!: number;

  /** assets: Client.name, `@Readers.everyone()` (a contractor reads a client's id, name and status). */
  @Readers.everyone()
  @Directive("@external")
  @Field(() => String, { description: "assets: Client.name, `@Readers.everyone()` (a contractor reads a client's id, name and status)." })
  name?: string | null;
}

@Directive('@key(fields: "id", resolvable: false)')
@ObjectType("Site", {
  description:
    "A client's site: a building or location where work is done (§2.6, §3 Site). Client users read their own client's sites; contractor users the sites of work given to them",
})
export class SiteRef {
  @Readers.everyone()
  @Field(() => Int, { description: "The site's id (legacy Id)" })
  id!: number;

  /** assets: Site.name, `@Readers.everyone()`. */
  @Readers.everyone()
  @Directive("@external")
  @Field(() => String, { description: "assets: Site.name, `@Readers.everyone()`." })
  name?: string | null;

  /** assets: Site.postCode, `@Readers.everyone()`. */
  @Readers.everyone()
  @Directive("@external")
  @Field(() => String, { nullable: true, description: "assets: Site.postCode, `@Readers.everyone()`." })
  postCode?: string | null;
}

@Directive('@key(fields: "id", resolvable: false)')
@ObjectType("Contractor", { description: "A contractor company (answered by the assets service): the firm a work order is assigned to" })
export class ContractorRef {
  @Readers.everyone()
  @Field(() => Int, { description: "The contractor's id (legacy Id)" })
  id!: number;

  /** assets: Contractor.name, `@Readers.everyone()`. */
  @Readers.everyone()
  @Directive("@external")
  @Field(() => String, { description: "assets: Contractor.name, `@Readers.everyone()`." })
  name?: string | null;
}

@Directive('@key(fields: "id", resolvable: false)')
@ObjectType("Trade", { description: "A trade or sub-trade (answered by the assets service)" })
export class TradeRef {
  @Readers.everyone()
  @Field(() => Int, { description: "The trade's id (legacy Id)" })
  id!: number;

  /** assets: Trade.name, `@Readers.everyone()` (reference data). */
  @Readers.everyone()
  @Directive("@external")
  @Field(() => String, { description: "assets: Trade.name, `@Readers.everyone()` (reference data)." })
  name?: string | null;
}

@Directive('@key(fields: "id", resolvable: false)')
@ObjectType("User", { description: "A user account (answered by the identity service): a work order's contact, who raised or changed it" })
export class UserRef {
  @Readers.everyone()
  @Field(() => Int, { description: "The user's id (legacy Id)" })
  id!: number;

  /** identity: User.fullName, `@Readers.everyone()` (which users a portal user may name: USER_TENANCY). */
  @Readers.everyone()
  @Directive("@external")
  @Field(() => String, { description: "identity: User.fullName, `@Readers.everyone()` (which users a portal user may name: USER_TENANCY)." })
  fullName?: string | null;
}

export const ref = (id: number | null | undefined) => (id == null ? null : { id });
