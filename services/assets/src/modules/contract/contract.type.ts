import { Field, Int, ObjectType } from "type-graphql";
import { ErrorInterface, PageOf, Readers } from "@wo/shared";
import { Contract, ContractorInContract, SiteInContractorInContract } from "./contract.entity";

/** A refused contract, contractor-in-contract, rates or site save or delete: 'Required fields', 'Select Contractor', 'Contractor Exists', 'Field required!', 'Site exists', or what uses the row. */
@ObjectType({
  implements: ErrorInterface,
  description:
    "A refused contract, contractor-in-contract, rates or site save or delete: 'Required fields', 'Select Contractor', 'Contractor Exists', 'Field required!', 'Site exists', or what uses the row.",
})
export class ContractError extends ErrorInterface {}

@ObjectType({ description: "One page of contract rows, with the total matching the query" })
export class ContractPage extends PageOf(Contract) {}

@ObjectType({ description: "One page of contractor in contract rows, with the total matching the query" })
export class ContractorInContractPage extends PageOf(ContractorInContract) {}

@ObjectType({ description: "What saveContract answers: the contract as saved, or the error that refused it (then nothing was saved)" })
export class SaveContractPayload {
  @Readers.everyone()
  @Field(() => Contract, { nullable: true, description: "The contract as saved, read back; null when refused" })
  contract!: Contract | null;

  @Readers.everyone()
  @Field(() => ContractError, { nullable: true, description: "Why nothing was saved; null when the contract was saved" })
  error!: ContractError | null;
}

@ObjectType({ description: "What deleteContract answers: the deleted contract's id, or the error that refused it (then nothing was deleted)" })
export class DeleteContractPayload {
  @Readers.everyone()
  @Field(() => Int, { nullable: true, description: "The id of the contract deleted; null when refused" })
  deletedId!: number | null;

  @Readers.everyone()
  @Field(() => ContractError, {
    nullable: true,
    description: "Why nothing was deleted (the rule or the row that uses it); null when the contract was deleted",
  })
  error!: ContractError | null;
}

@ObjectType({
  description:
    "What saveContractorInContract answers: the contractor's place in the contract as saved, or the error that refused it (then nothing was saved)",
})
export class SaveContractorInContractPayload {
  @Readers.everyone()
  @Field(() => ContractorInContract, { nullable: true, description: "The contractor's place in the contract as saved, read back; null when refused" })
  contractorInContract!: ContractorInContract | null;

  @Readers.everyone()
  @Field(() => ContractError, { nullable: true, description: "Why nothing was saved; null when the contractor in contract was saved" })
  error!: ContractError | null;
}

@ObjectType({
  description:
    "What saveSiteInContractorInContract answers: the site in contractor's place in the contract as saved, or the error that refused it (then nothing was saved)",
})
export class SaveSiteInContractorInContractPayload {
  @Readers.everyone()
  @Field(() => SiteInContractorInContract, {
    nullable: true,
    description: "The site in contractor's place in the contract as saved, read back; null when refused",
  })
  siteInContractorInContract!: SiteInContractorInContract | null;

  @Readers.everyone()
  @Field(() => ContractError, { nullable: true, description: "Why nothing was saved; null when the site in contractor in contract was saved" })
  error!: ContractError | null;
}

/** A contractor that may take a work order (GET /api/WorkOrders/Contractors): who, how to reach it, under which contract, and why. */
@ObjectType({
  description: "A contractor that may take a work order (GET /api/WorkOrders/Contractors): who, how to reach it, under which contract, and why.",
})
export class MatchingContractor {
  @Readers.staff()
  @Field(() => Int, { description: "The contractor's id" })
  id!: number;

  @Readers.staff()
  @Field({ description: "The contractor's name" })
  name!: string;

  @Readers.staff()
  @Field(() => String, { nullable: true, description: "The contractor's office telephone; null when none" })
  telephone!: string | null;

  @Readers.staff()
  @Field(() => String, { nullable: true, description: "The contractor's out-of-hours telephone; null when none" })
  oohTelephone!: string | null;

  @Readers.staff()
  @Field(() => String, { nullable: true, description: "The contractor's e-mail address; null when none" })
  email!: string | null;

  @Readers.staff()
  @Field(() => Boolean, { description: "Offered first for the contract's work" })
  preferred!: boolean;

  @Readers.staff()
  @Field(() => String, {
    nullable: true,
    description: "The postcode areas, districts or sectors the contractor covers under the contract: 'M, SK1, WA14'; null when none",
  })
  postcodePrefix!: string | null;

  @Readers.staff()
  @Field(() => Boolean, { description: "The order's site is on the contractor's site list (else its postcode is covered)" })
  siteListed!: boolean;

  @Readers.staff()
  @Field(() => Int, { description: "The contractor's placement in the contract (ContractorInContract.id)" })
  contractorInContractId!: number;

  @Readers.staff()
  @Field(() => Int, { description: "The contract it matched under (Contract.id)" })
  contractId!: number;

  @Readers.staff()
  @Field({ description: "The contract's name" })
  contractName!: string;
}

/** One refused row of a contractor list upload: its line (the header is line 1) and why. */
@ObjectType({ description: "One refused row of a contractor list upload: its line (the header is line 1) and why." })
export class ContractorImportRowError {
  @Readers.staff()
  @Field(() => Int, { description: "The file's line number (the header is line 1)" })
  line!: number;

  @Readers.staff()
  @Field({ description: "Why the row was refused, naming the column" })
  message!: string;
}

/** A contractor list upload's outcome: every row added, or (with an error) none, and each bad row's line and reason. */
@ObjectType({ description: "A contractor list upload's outcome: every row added, or (with an error) none, and each bad row's line and reason." })
export class ImportContractorsInContractPayload {
  @Readers.staff()
  @Field(() => Int, { description: "Contractors added: every row of the file, or 0 when it was refused" })
  imported!: number;

  @Readers.staff()
  @Field(() => [ContractorImportRowError], { description: "The bad rows, by line; empty when the file was imported" })
  rowErrors!: ContractorImportRowError[];

  @Readers.staff()
  @Field(() => ContractError, { nullable: true, description: "Why it was refused (then nothing was changed); null when it succeeded" })
  error!: ContractError | null;
}
