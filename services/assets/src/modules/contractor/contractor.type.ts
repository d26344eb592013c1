import { Field, Int, ObjectType } from "type-graphql";
import { ErrorInterface, PageOf, Readers } from "@wo/shared";
import { Contractor } from "./contractor.entity";

/** A refused contractor save or delete: 'Required fields' with the fields' errors, or the rule that refused it. */
@ObjectType({
  implements: ErrorInterface,
  description: "A refused contractor save or delete: 'Required fields' with the fields' errors, or the rule that refused it.",
})
export class ContractorError extends ErrorInterface {}

@ObjectType({ description: "One page of contractor rows, with the total matching the query" })
export class ContractorPage extends PageOf(Contractor) {}

@ObjectType({ description: "What saveContractor answers: the contractor as saved, or the error that refused it (then nothing was saved)" })
export class SaveContractorPayload {
  @Readers.everyone()
  @Field(() => Contractor, { nullable: true, description: "The contractor as saved, read back; null when refused" })
  contractor!: Contractor | null;

  @Readers.everyone()
  @Field(() => ContractorError, { nullable: true, description: "Why nothing was saved; null when the contractor was saved" })
  error!: ContractorError | null;
}

@ObjectType({ description: "What deleteContractor answers: the deleted contractor's id, or the error that refused it (then nothing was deleted)" })
export class DeleteContractorPayload {
  @Readers.everyone()
  @Field(() => Int, { nullable: true, description: "The id of the contractor deleted; null when refused" })
  deletedId!: number | null;

  @Readers.everyone()
  @Field(() => ContractorError, {
    nullable: true,
    description: "Why nothing was deleted (the rule or the row that uses it); null when the contractor was deleted",
  })
  error!: ContractorError | null;
}
