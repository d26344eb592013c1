import { Arg, Args, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from "type-graphql";
import {
  Access,
  CONTRACT_READ_FLAGS,
  CONTRACT_WRITE_FLAGS,
  entityReference,
  errorOf,
  fileStorageConfig,
  GraphQLUpload,
  importRefusedMessage,
  Readers,
  requireViewer,
  withUploadLimit,
  type FileUpload,
  type ServiceContext,
} from "@wo/shared";
import { Contract, CONTRACT_TENANCY, ContractorInContract, SiteInContractorInContract } from "./contract.entity";
import { importContractorsInContract } from "./contract.import";
import {
  AddContractorInContractInput,
  ContractorsInContractArgs,
  ContractsArgs,
  SaveContractInput,
  SaveContractorRatesInput,
} from "./contract.input";
import { matchingContractors } from "./contract.matching";
import { contractNames, contractorInContractNames, siteInContractNames } from "./contract.names";
import * as contracts from "./contract.service";
import * as cic from "./contractor-in-contract.service";
import {
  ContractError,
  ContractorInContractPage,
  ContractPage,
  DeleteContractPayload,
  ImportContractorsInContractPayload,
  MatchingContractor,
  SaveContractorInContractPayload,
  SaveContractPayload,
  SaveSiteInContractorInContractPayload,
} from "./contract.type";

export const contractReference = entityReference("Contract", Contract, CONTRACT_TENANCY);

/** Contracts (§2.5, §6): staff holding a contract flag read (Contracts, Finance, Operations, Management), Contracts and Operations write; a client user reads its own contracts, a contractor user those it is in. */
const READ = () => Access.staffFlags(CONTRACT_READ_FLAGS, { portal: ["client", "contractor"] });
const WRITE = () => Access.staffFlags(CONTRACT_WRITE_FLAGS, { level: "full" });

@Resolver(() => Contract)
export class ContractResolver {
  @READ()
  @Query(() => ContractPage, {
    description:
      "The contracts grid (GET /api/Contracts, /api/contracts): searched, sorted, paged; one client's or one contractor's; portal users get their own",
  })
  contracts(@Args() args: ContractsArgs, @Ctx() ctx: ServiceContext): Promise<ContractPage> {
    return contracts.listContracts(ctx.em, requireViewer(ctx), args);
  }

  @READ()
  @Query(() => Contract, { description: "One contract (GET /api/Contracts/{id}); NOT_FOUND when absent or not the viewer's" })
  contract(@Arg("id", () => Int, { description: "The id of the contract to read" }) id: number, @Ctx() ctx: ServiceContext): Promise<Contract> {
    return contracts.getContract(ctx, id);
  }

  @WRITE()
  @Mutation(() => SaveContractPayload, { description: "Creates (id 0 or absent) or updates a contract (POST, PUT /api/Contracts)" })
  saveContract(
    @Arg("input", () => SaveContractInput, { description: "The contract to create (id 0 or absent) or update" }) input: SaveContractInput,
    @Ctx() ctx: ServiceContext,
  ): Promise<SaveContractPayload> {
    return contracts.saveContract(ctx.em, requireViewer(ctx), input);
  }

  @WRITE()
  @Mutation(() => DeleteContractPayload, {
    description:
      "Removes a contract with its contractors and their sites (DELETE /api/Contracts/{id}); refused (IN_USE) while it is Active with contractors in it",
  })
  deleteContract(
    @Arg("id", () => Int, { description: "The id of the contract to delete" }) id: number,
    @Ctx() ctx: ServiceContext,
  ): Promise<DeleteContractPayload> {
    return contracts.deleteContract(ctx.em, requireViewer(ctx), id);
  }

  @Access.staff()
  @Query(() => [MatchingContractor], {
    description:
      "The contractors that may take a work order (GET /api/WorkOrders/Contractors): in an Active contract of its client for its sub-trade, covering its site by site list or postcode, active; preferred first, then site-listed, then by name",
  })
  matchingContractors(
    @Arg("workOrderId", () => Int, { description: "The work order to match (WorkOrder.id)" }) workOrderId: number,
    @Ctx() ctx: ServiceContext,
  ): Promise<MatchingContractor[]> {
    return matchingContractors(ctx.em, workOrderId);
  }

  @Readers.everyone()
  @FieldResolver(() => String, { description: "The name of the client the contract is with (legacy ClientName)" })
  async clientName(@Root() c: Contract, @Ctx() ctx: ServiceContext): Promise<string> {
    return (await contractNames(ctx, c.id)).client_name;
  }

  @Readers.everyone()
  @FieldResolver(() => String, { description: "The name of the trade it covers (legacy TradeName)" })
  async tradeName(@Root() c: Contract, @Ctx() ctx: ServiceContext): Promise<string> {
    return (await contractNames(ctx, c.id)).trade_name;
  }

  @Readers.everyone()
  @FieldResolver(() => String, { description: "The name of the sub-trade it covers (legacy SubTradeName)" })
  async subTradeName(@Root() c: Contract, @Ctx() ctx: ServiceContext): Promise<string> {
    return (await contractNames(ctx, c.id)).sub_trade_name;
  }

  @Readers.everyone()
  @FieldResolver(() => String, { description: "The status's name: Draft, Active, Suspended or Expired (legacy ContractStatusName)" })
  async contractStatusName(@Root() c: Contract, @Ctx() ctx: ServiceContext): Promise<string> {
    return (await contractNames(ctx, c.id)).status_name;
  }
}

@Resolver(() => ContractorInContract)
export class ContractorInContractResolver {
  @READ()
  @Query(() => ContractorInContractPage, {
    description:
      "The contractors in a contract, or the contracts of a contractor (GET /api/ContractorInContracts); a client user sees who is in its own contracts, a contractor user its own rows",
  })
  contractorsInContract(@Args() args: ContractorsInContractArgs, @Ctx() ctx: ServiceContext): Promise<ContractorInContractPage> {
    return cic.listContractorsInContract(ctx.em, requireViewer(ctx), args);
  }

  @READ()
  @Query(() => ContractorInContract, {
    description: "One contractor in a contract with its rates (GET /api/ContractorInContracts/{id}, the rates page)",
  })
  contractorInContract(
    @Arg("id", () => Int, { description: "The id of the contractor's placement in the contract to read" }) id: number,
    @Ctx() ctx: ServiceContext,
  ): Promise<ContractorInContract> {
    return cic.getContractorInContract(ctx, id);
  }

  @WRITE()
  @Mutation(() => SaveContractorInContractPayload, {
    description: "Adds a contractor to a contract (POST /api/ContractorInContracts): 'Select Contractor', 'Contractor Exists'",
  })
  addContractorInContract(
    @Arg("input", () => AddContractorInContractInput, { description: "The contract, the contractor and its coverage" })
    input: AddContractorInContractInput,
    @Ctx() ctx: ServiceContext,
  ): Promise<SaveContractorInContractPayload> {
    return cic.addContractorInContract(ctx.em, requireViewer(ctx), input);
  }

  @WRITE()
  @Mutation(() => SaveContractorInContractPayload, {
    description: "Saves a contractor's coverage and rate card in a contract (PUT /api/ContractorInContracts/{id})",
  })
  saveContractorRates(
    @Arg("input", () => SaveContractorRatesInput, { description: "The placement's coverage and rate card" }) input: SaveContractorRatesInput,
    @Ctx() ctx: ServiceContext,
  ): Promise<SaveContractorInContractPayload> {
    return cic.saveContractorRates(ctx.em, requireViewer(ctx), input);
  }

  @WRITE()
  @Mutation(() => Int, { description: "Removes a contractor from a contract with its site list (DELETE /api/ContractorInContracts/{id})" })
  removeContractorInContract(
    @Arg("id", () => Int, { description: "The placement to remove (ContractorInContract.id)" }) id: number,
    @Ctx() ctx: ServiceContext,
  ): Promise<number> {
    return cic.removeContractorInContract(ctx.em, requireViewer(ctx), id);
  }

  @WRITE()
  @Mutation(() => ImportContractorsInContractPayload, {
    description:
      "Adds a list of contractors (CSV or XLSX: Contractor by id or name, PostcodePrefix, Preferred) to a contract: all rows or, when any is bad, none, with each bad row's line and reason",
  })
  async importContractorsInContract(
    @Arg("contractId", () => Int, { description: "The contract to add the file's contractors to (Contract.id)" }) contractId: number,
    @Arg("file", () => GraphQLUpload, { description: "The CSV or XLSX file, as a multipart upload (GraphQL multipart request spec); required" })
    file: Promise<FileUpload>,
    @Ctx() ctx: ServiceContext,
  ): Promise<ImportContractorsInContractPayload> {
    const viewer = requireViewer(ctx);
    const outcome = await withUploadLimit(fileStorageConfig().UPLOAD_MAX_BYTES, async () => {
      const upload = await file;
      return importContractorsInContract(ctx.em, viewer, contractId, { stream: upload.createReadStream(), filename: upload.filename });
    });
    const n = outcome.rowErrors.length;
    return { ...outcome, error: n ? errorOf(ContractError, "IMPORT", importRefusedMessage(n)) : null };
  }

  @Readers.everyone()
  @FieldResolver(() => String, { description: "Contractor: the contractor's name" })
  async contractorName(@Root() r: ContractorInContract, @Ctx() ctx: ServiceContext): Promise<string> {
    return (await contractorInContractNames(ctx, r.id)).contractor_name;
  }

  @Readers.everyone()
  @FieldResolver(() => String, { description: "The contract's name" })
  async contractName(@Root() r: ContractorInContract, @Ctx() ctx: ServiceContext): Promise<string> {
    return (await contractorInContractNames(ctx, r.id)).contract_name;
  }

  @Readers.everyone()
  @FieldResolver(() => Int, { description: "The contract's client (Client.id)" })
  async clientId(@Root() r: ContractorInContract, @Ctx() ctx: ServiceContext): Promise<number> {
    return (await contractorInContractNames(ctx, r.id)).client_id;
  }

  @Readers.everyone()
  @FieldResolver(() => String, { description: "The contract's client's name" })
  async clientName(@Root() r: ContractorInContract, @Ctx() ctx: ServiceContext): Promise<string> {
    return (await contractorInContractNames(ctx, r.id)).client_name;
  }

  @Readers.contractors()
  @FieldResolver(() => Int, { description: "Sites on its list" })
  async siteCount(@Root() r: ContractorInContract, @Ctx() ctx: ServiceContext): Promise<number> {
    return (await contractorInContractNames(ctx, r.id)).sites;
  }
}

@Resolver(() => SiteInContractorInContract)
export class SiteInContractorInContractResolver {
  @Access.staffFlags(CONTRACT_READ_FLAGS, { portal: ["contractor"] })
  @Query(() => [SiteInContractorInContract], {
    description: "The sites a contractor covers by name under a contract (GET /api/SiteInContractorInContracts?contractorInContractId), by site name",
  })
  sitesInContractorInContract(
    @Arg("contractorInContractId", () => Int, { description: "The contractor's placement in a contract (ContractorInContract.id)" })
    contractorInContractId: number,
    @Ctx() ctx: ServiceContext,
  ): Promise<SiteInContractorInContract[]> {
    return cic.listSitesInContractorInContract(ctx, contractorInContractId);
  }

  @WRITE()
  @Mutation(() => SaveSiteInContractorInContractPayload, {
    description: "Adds a site to the list (POST /api/SiteInContractorInContracts): 'Field required!', 'Site exists'",
  })
  addSiteInContractorInContract(
    @Arg("contractorInContractId", () => Int, { description: "The contractor's placement in a contract (ContractorInContract.id)" })
    contractorInContractId: number,
    @Arg("siteId", () => Int, { nullable: true, description: "The site to cover by name (Site.id), one of the contract's client's" })
    siteId: number | null,
    @Ctx() ctx: ServiceContext,
  ): Promise<SaveSiteInContractorInContractPayload> {
    return cic.addSiteInContractorInContract(ctx.em, requireViewer(ctx), contractorInContractId, siteId);
  }

  @WRITE()
  @Mutation(() => Int, { description: "Removes a site from the list (DELETE /api/SiteInContractorInContracts/{id})" })
  removeSiteInContractorInContract(
    @Arg("id", () => Int, { description: "The named site to remove (SiteInContractorInContract.id)" }) id: number,
    @Ctx() ctx: ServiceContext,
  ): Promise<number> {
    return cic.removeSiteInContractorInContract(ctx.em, requireViewer(ctx), id);
  }

  @Readers.contractors()
  @FieldResolver(() => String, { description: "The site's code" })
  async siteCode(@Root() r: SiteInContractorInContract, @Ctx() ctx: ServiceContext): Promise<string> {
    return (await siteInContractNames(ctx, r.id)).site_code;
  }

  @Readers.contractors()
  @FieldResolver(() => String, { description: "The site's name" })
  async siteName(@Root() r: SiteInContractorInContract, @Ctx() ctx: ServiceContext): Promise<string> {
    return (await siteInContractNames(ctx, r.id)).site_name;
  }

  @Readers.contractors()
  @FieldResolver(() => String, { nullable: true, description: "The site's postcode; null when it has none" })
  async postCode(@Root() r: SiteInContractorInContract, @Ctx() ctx: ServiceContext): Promise<string | null> {
    return (await siteInContractNames(ctx, r.id)).post_code;
  }
}
