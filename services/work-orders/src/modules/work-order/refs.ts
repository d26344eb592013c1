import { Directive, Field, Int, ObjectType } from "type-graphql";

// Other services' entities, known here by id only; the gateway fetches the rest from their owners.

@Directive('@key(fields: "id", resolvable: false)')
@ObjectType("Client")
export class ClientRef {
  @Field(() => Int)
  id!: number;
}

@Directive('@key(fields: "id", resolvable: false)')
@ObjectType("Site")
export class SiteRef {
  @Field(() => Int)
  id!: number;
}

@Directive('@key(fields: "id", resolvable: false)')
@ObjectType("Contractor")
export class ContractorRef {
  @Field(() => Int)
  id!: number;
}

@Directive('@key(fields: "id", resolvable: false)')
@ObjectType("Trade")
export class TradeRef {
  @Field(() => Int)
  id!: number;
}

@Directive('@key(fields: "id", resolvable: false)')
@ObjectType("User")
export class UserRef {
  @Field(() => Int)
  id!: number;
}

export const ref = (id: number | null | undefined) => (id == null ? null : { id });
