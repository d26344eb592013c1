import { Field, Int, ObjectType } from "type-graphql";
import { ErrorInterface, PageOf, Readers } from "@wo/shared";
import { Contractor } from "./contractor.entity";

/** A refused contractor save or delete: 'Required fields' with the fields' errors, or the rule that refused it. */
@ObjectType({
  implements: ErrorInterface,
  description: "A refused contractor save or delete: 'Required fields' with the fields' errors, or the rule that refused it.",
})
export class ContractorError extends ErrorInterface {}

@ObjectType()
export class ContractorPage extends PageOf(Contractor) {}

@ObjectType()
export class SaveContractorPayload {
  @Readers.everyone()
  @Field(() => Contractor, { nullable: true })
  contractor!: Contractor | null;

  @Readers.everyone()
  @Field(() => ContractorError, { nullable: true })
  error!: ContractorError | null;
}

@ObjectType()
export class DeleteContractorPayload {
  @Readers.everyone()
  @Field(() => Int, { nullable: true })
  deletedId!: number | null;

  @Readers.everyone()
  @Field(() => ContractorError, { nullable: true })
  error!: ContractorError | null;
}
