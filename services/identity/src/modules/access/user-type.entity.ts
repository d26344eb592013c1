import { Property } from "@mikro-orm/core";
import { Field } from "type-graphql";
import { Lookup, LookupEntity, Readers } from "@wo/shared";

/** Administrator 1, Client 2, Contractor 3, then the internal types; reference data seeded by migration. */
@LookupEntity("userTypes")
export class UserType extends Lookup {
  @Readers.everyone()
  @Field({ description: "Legacy one-letter code: A, C, N, M or S" })
  @Property({ type: "text" })
  code!: string;
}
