import type { EntityManager } from "@mikro-orm/postgresql";
import {
  audit,
  errorOf,
  NotFoundError,
  readList,
  tenantScope,
  visibleById,
  type FieldErrorShape,
  type Page,
  type ServiceContext,
  type Viewer,
} from "@wo/shared";
import { Client } from "../client/client.entity";
import { Trade } from "../trade/trade.entity";
import { Contract, CONTRACT_TENANCY, ContractorInContract, ContractStatus, ContractStatusId } from "./contract.entity";
import { CONTRACT_LIST, type ContractsArgs, type SaveContractInput } from "./contract.input";
import { ContractError, type DeleteContractPayload, type SaveContractPayload } from "./contract.type";

/** The §5 message of the contract form with a required field left empty. */
export const REQUIRED_FIELDS = "Required fields";

/** The message of a contract that cannot be removed. */
export const CONTRACT_IN_USE = "This contract is Active with contractors in it: suspend or expire it, or remove its contractors, first";

const clean = (v: string | null | undefined) => {
  const t = v?.trim();
  return t ? t : null;
};

/** The contracts grid: the viewer's contracts (a client user its own, a contractor those it is in), searched, filtered, sorted, paged. */
export async function listContracts(em: EntityManager, viewer: Viewer, args: ContractsArgs): Promise<Page<Contract>> {
  const page = await readList(em, CONTRACT_LIST, tenantScope(viewer), args);
  const ids = page.nodes.map((r) => r.id as number);
  const rows = new Map((await em.find(Contract, { id: { $in: ids } })).map((c) => [c.id, c]));
  return { ...page, nodes: ids.flatMap((id) => (rows.has(id) ? [rows.get(id)!] : [])) };
}

/** One contract the viewer may see; another tenant's answers NOT_FOUND, as a missing one. */
export function getContract(ctx: ServiceContext, id: number): Promise<Contract> {
  return visibleById(ctx, Contract, id, CONTRACT_TENANCY);
}

function refused(message: string, errors: FieldErrorShape[] = []): SaveContractPayload {
  return { contract: null, error: errorOf(ContractError, "INVALID", message, errors) };
}

/**
 * Creates or updates a contract (staff holding a contract write flag). Client, trade, sub-trade and
 * status are required ('Required fields'); the sub-trade must be one of the trade's; the end date
 * not before the start. The name defaults to '<client> - <sub-trade>'. A contract with contractors
 * keeps its client (their site lists name the client's sites).
 */
export async function saveContract(em: EntityManager, viewer: Viewer, input: SaveContractInput): Promise<SaveContractPayload> {
  const id = input.id || null;
  const existing = id ? await em.findOne(Contract, { id }) : null;
  if (id && !existing) throw new NotFoundError();

  const required: FieldErrorShape[] = [];
  const errors: FieldErrorShape[] = [];
  const clientId = input.clientId || null;
  const tradeId = input.tradeId || null;
  const subTradeId = input.subTradeId || null;
  const statusId = input.contractStatusId || null;
  if (!clientId) required.push({ field: "clientId", message: "Client is required" });
  if (!tradeId) required.push({ field: "tradeId", message: "Trade is required" });
  if (!subTradeId) required.push({ field: "subTradeId", message: "Sub-trade is required" });
  if (!statusId) required.push({ field: "contractStatusId", message: "Status is required" });

  const [client, trade, subTrade, status] = await Promise.all([
    clientId ? em.findOne(Client, { id: clientId }) : null,
    tradeId ? em.findOne(Trade, { id: tradeId }) : null,
    subTradeId ? em.findOne(Trade, { id: subTradeId }) : null,
    statusId ? em.findOne(ContractStatus, { id: statusId }) : null,
  ]);
  if (clientId && !client) errors.push({ field: "clientId", message: "Client is not valid" });
  if (tradeId && (!trade || trade.parentTradeId != null)) errors.push({ field: "tradeId", message: "Trade is not valid" });
  if (subTradeId && (!subTrade || (trade && subTrade.parentTradeId !== trade.id))) {
    errors.push({ field: "subTradeId", message: "Sub-trade is not one of the trade's sub-trades" });
  }
  if (statusId && !status) errors.push({ field: "contractStatusId", message: "Status is not valid" });
  const startDate = input.startDate || null;
  const endDate = input.endDate || null;
  if (startDate && endDate && endDate < startDate) errors.push({ field: "endDate", message: "End date is before the start date" });
  if (existing && client && existing.clientId !== client.id && (await em.count(ContractorInContract, { contractId: existing.id }))) {
    errors.push({ field: "clientId", message: "A contract with contractors cannot move to another client" });
  }
  if (required.length) return refused(REQUIRED_FIELDS, [...required, ...errors]);
  if (errors.length) return refused(errors.map((e) => e.message).join("\n"), errors);

  const contract = await em.transactional(async (tx) => {
    const c = existing
      ? await tx.findOneOrFail(Contract, { id: existing.id })
      : tx.create(Contract, { name: "", clientId: client!.id, tradeId: trade!.id, subTradeId: subTrade!.id, contractStatusId: status!.id });
    c.clientId = client!.id;
    c.tradeId = trade!.id;
    c.subTradeId = subTrade!.id;
    c.contractStatusId = status!.id;
    c.name = clean(input.name) ?? `${client!.name} - ${subTrade!.name}`;
    c.accountNo = clean(input.accountNo);
    c.startDate = startDate;
    c.endDate = endDate;
    await tx.flush();
    audit(tx, viewer, {
      entityName: "Contract",
      entityId: c.id,
      action: existing ? "Updated" : "Created",
      actionTaken: `${existing ? "Updated" : "Created"} contract ${c.name} (${status!.name})`,
    });
    return c;
  });
  return { contract, error: null };
}

/**
 * Removes a contract (staff holding a contract write flag) with its contractors and their site
 * lists, refused while it is Active with contractors in it: work may be given to them.
 */
export async function deleteContract(em: EntityManager, viewer: Viewer, id: number): Promise<DeleteContractPayload> {
  const contract = await em.findOne(Contract, { id });
  if (!contract) throw new NotFoundError();
  const contractors = await em.count(ContractorInContract, { contractId: id });
  if (contract.contractStatusId === ContractStatusId.Active && contractors > 0) {
    return { deletedId: null, error: errorOf(ContractError, "IN_USE", CONTRACT_IN_USE) };
  }
  await em.transactional(async (tx) => {
    // contractors in the contract and their site lists go with it (on delete cascade)
    await tx.nativeDelete(Contract, { id });
    audit(tx, viewer, {
      entityName: "Contract",
      entityId: id,
      action: "Deleted",
      actionTaken: `Deleted contract ${contract.name}${contractors ? ` and its ${contractors} contractor${contractors === 1 ? "" : "s"}` : ""}`,
    });
  });
  return { deletedId: id, error: null };
}
