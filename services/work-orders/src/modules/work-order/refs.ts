import { Directive, Field, Int, ObjectType } from "type-graphql";
import { Readers } from "@wo/shared";

// Other services' entities, known here by id only; the gateway fetches the rest from their owners.

@Directive('@key(fields: "id", resolvable: false)')
@ObjectType("Client")
export class ClientRef {
  @Readers.everyone()
  @Field(() => Int)
  id!: number;
}

@Directive('@key(fields: "id", resolvable: false)')
@ObjectType("Site")
export class SiteRef {
  @Readers.everyone()
  @Field(() => Int)
  id!: number;
}

@Directive('@key(fields: "id", resolvable: false)')
@ObjectType("Contractor")
export class ContractorRef {
  @Readers.everyone()
  @Field(() => Int)
  id!: number;
}

@Directive('@key(fields: "id", resolvable: false)')
@ObjectType("Trade")
export class TradeRef {
  @Readers.everyone()
  @Field(() => Int)
  id!: number;
}

@Directive('@key(fields: "id", resolvable: false)')
@ObjectType("User")
export class UserRef {
  @Readers.everyone()
  @Field(() => Int)
  id!: number;
}

export const ref = (id: number | null | undefined) => (id == null ? null : { id });
