import type { EntityManager } from "@mikro-orm/postgresql";
import {
  audit,
  errorOf,
  NotFoundError,
  readList,
  scopedQuery,
  tenantScope,
  visibleById,
  type FieldErrorShape,
  type Page,
  type ServiceContext,
  type Viewer,
} from "@wo/shared";
import { Contractor } from "../contractor/contractor.entity";
import { Site } from "../site/site.entity";
import {
  Contract,
  ContractorInContract,
  CONTRACTOR_IN_CONTRACT_TENANCY,
  SiteInContractorInContract,
  SITE_IN_CONTRACTOR_IN_CONTRACT_TENANCY,
} from "./contract.entity";
import {
  CONTRACTOR_IN_CONTRACT_LIST,
  type AddContractorInContractInput,
  type ContractorsInContractArgs,
  type SaveContractorRatesInput,
} from "./contract.input";
import { ContractError, type SaveContractorInContractPayload, type SaveSiteInContractorInContractPayload } from "./contract.type";
import { normalisePostcodePrefixes } from "./postcode-prefix";

/** §5 messages of the contract and rates pages. */
export const SELECT_CONTRACTOR = "Select Contractor";
export const CONTRACTOR_EXISTS = "Contractor Exists";
export const FIELD_REQUIRED = "Field required!";
export const SITE_EXISTS = "Site exists";

/** The contractors in a contract, or the contracts of a contractor, as the viewer may see them. */
export async function listContractorsInContract(
  em: EntityManager,
  viewer: Viewer,
  args: ContractorsInContractArgs,
): Promise<Page<ContractorInContract>> {
  const page = await readList(em, CONTRACTOR_IN_CONTRACT_LIST, tenantScope(viewer), args);
  const ids = page.nodes.map((r) => r.id as number);
  const rows = new Map((await em.find(ContractorInContract, { id: { $in: ids } })).map((c) => [c.id, c]));
  return { ...page, nodes: ids.flatMap((id) => (rows.has(id) ? [rows.get(id)!] : [])) };
}

export function getContractorInContract(ctx: ServiceContext, id: number): Promise<ContractorInContract> {
  return visibleById(ctx, ContractorInContract, id, CONTRACTOR_IN_CONTRACT_TENANCY);
}

const refused = (message: string, errors: FieldErrorShape[] = [], code = "INVALID"): SaveContractorInContractPayload => ({
  contractorInContract: null,
  error: errorOf(ContractError, code, message, errors),
});

function prefixError(invalid: string[]): FieldErrorShape {
  return { field: "postcodePrefix", message: `Not a UK postcode area, district or sector: ${invalid.join(", ")}` };
}

/**
 * Adds a contractor to a contract (the contract page's add, POST /api/ContractorInContracts): one must
 * be chosen ('Select Contractor') and not already in it ('Contractor Exists'); the postcode prefixes
 * are areas, districts or sectors, kept upper case and joined by ', '.
 */
export async function addContractorInContract(
  em: EntityManager,
  viewer: Viewer,
  input: AddContractorInContractInput,
): Promise<SaveContractorInContractPayload> {
  const contract = input.contractId ? await em.findOne(Contract, { id: input.contractId }) : null;
  if (!contract) return refused("Required fields", [{ field: "contractId", message: "Contract is required" }]);
  const contractor = input.contractorId ? await em.findOne(Contractor, { id: input.contractorId }) : null;
  if (!contractor) return refused(SELECT_CONTRACTOR, [{ field: "contractorId", message: SELECT_CONTRACTOR }]);
  if (await em.count(ContractorInContract, { contractId: contract.id, contractorId: contractor.id })) {
    return refused(CONTRACTOR_EXISTS, [{ field: "contractorId", message: CONTRACTOR_EXISTS }], "EXISTS");
  }
  const prefixes = normalisePostcodePrefixes(input.postcodePrefix);
  if (prefixes.invalid.length) {
    const e = prefixError(prefixes.invalid);
    return refused(e.message, [e]);
  }
  const inserted = await em.transactional(async (tx) => {
    const rows = await tx.getConnection().execute<{ id: number }[]>(
      `insert into assets.contractor_in_contract (contract_id, contractor_id, postcode_prefix, preferred) values (?, ?, ?, ?)
         on conflict (contract_id, contractor_id) do nothing returning id`,
      [contract.id, contractor.id, prefixes.value, input.preferred ?? false],
      "all",
      tx.getTransactionContext(),
    );
    if (!rows.length) return null;
    audit(tx, viewer, {
      entityName: "ContractorInContract",
      entityId: rows[0]!.id,
      action: "Created",
      actionTaken: `Added ${contractor.name} to contract ${contract.name}${prefixes.value ? ` covering ${prefixes.value}` : ""}`,
    });
    await tx.flush();
    return rows[0]!.id;
  });
  // another add took it in the meantime
  if (inserted == null) return refused(CONTRACTOR_EXISTS, [{ field: "contractorId", message: CONTRACTOR_EXISTS }], "EXISTS");
  return { contractorInContract: await em.findOneOrFail(ContractorInContract, { id: inserted }), error: null };
}

const MONEY = /^\d{1,11}(\.\d{1,3})?$/;
const PERCENT = /^(0(\.\d{1,2})?|1(\.0{1,2})?|\.\d{1,2})$/;
const HOURS = /^\d{1,2}(\.\d{1,2})?$/;

type RateField =
  "hourlyRate" | "oohUplift" | "bankHolidayUplift" | "callOutCharge" | "oohCallOutCharge" | "travelCharge" | "minimumChargeHours" | "materialsMarkup";

/** Each rate field, its label and its rule (§5: currency 3 decimals, percentages 0 to 1 in steps of 0.01). */
export const RATE_FIELDS: { field: RateField; label: string; kind: "money" | "percent" | "hours" }[] = [
  { field: "hourlyRate", label: "Hourly rate", kind: "money" },
  { field: "oohUplift", label: "Out-of-hours uplift", kind: "percent" },
  { field: "bankHolidayUplift", label: "Bank holiday uplift", kind: "percent" },
  { field: "callOutCharge", label: "Call-out charge", kind: "money" },
  { field: "oohCallOutCharge", label: "Out-of-hours call-out charge", kind: "money" },
  { field: "travelCharge", label: "Travel charge", kind: "money" },
  { field: "minimumChargeHours", label: "Minimum charge hours", kind: "hours" },
  { field: "materialsMarkup", label: "Materials mark-up", kind: "percent" },
];

function rateError(label: string, kind: "money" | "percent" | "hours", value: string): string | null {
  if (kind === "money") return MONEY.test(value) ? null : `${label} must be an amount of 0 or more with at most 3 decimals`;
  if (kind === "percent") return PERCENT.test(value) ? null : `${label} must be between 0 and 1 in steps of 0.01`;
  return HOURS.test(value) && Number(value) <= 24 ? null : `${label} must be between 0 and 24 hours with at most 2 decimals`;
}

/**
 * Saves the coverage and rate card of one contractor in one contract (the rates page; PUT
 * /api/ContractorInContracts/{id}). Rates left empty are cleared.
 */
export async function saveContractorRates(
  em: EntityManager,
  viewer: Viewer,
  input: SaveContractorRatesInput,
): Promise<SaveContractorInContractPayload> {
  const row = await em.findOne(ContractorInContract, { id: input.id });
  if (!row) throw new NotFoundError();
  const errors: FieldErrorShape[] = [];
  const prefixes = normalisePostcodePrefixes(input.postcodePrefix);
  if (prefixes.invalid.length) errors.push(prefixError(prefixes.invalid));
  const values = {} as Record<RateField, string | null>;
  for (const { field, label, kind } of RATE_FIELDS) {
    const v = input[field]?.trim() || null;
    const problem = v == null ? null : rateError(label, kind, v);
    if (problem) errors.push({ field, message: problem });
    values[field] = v;
  }
  if (errors.length) return refused(errors.map((e) => e.message).join("\n"), errors);

  await em.transactional(async (tx) => {
    const r = await tx.findOneOrFail(ContractorInContract, { id: row.id });
    r.postcodePrefix = prefixes.value;
    if (input.preferred != null) r.preferred = input.preferred;
    if (input.active != null) r.active = input.active;
    Object.assign(r, values);
    await tx.flush();
    audit(tx, viewer, {
      entityName: "ContractorInContract",
      entityId: r.id,
      action: "Updated",
      actionTaken: `Updated the rates of contractor ${r.contractorId} in contract ${r.contractId}`,
    });
  });
  em.clear();
  return { contractorInContract: await em.findOneOrFail(ContractorInContract, { id: row.id }), error: null };
}

/** Removes a contractor from a contract, with its site list. */
export async function removeContractorInContract(em: EntityManager, viewer: Viewer, id: number): Promise<number> {
  const row = await em.findOne(ContractorInContract, { id });
  if (!row) throw new NotFoundError();
  await em.transactional(async (tx) => {
    const [contractor, contract] = await Promise.all([
      tx.findOne(Contractor, { id: row.contractorId }),
      tx.findOne(Contract, { id: row.contractId }),
    ]);
    await tx.nativeDelete(ContractorInContract, { id });
    audit(tx, viewer, {
      entityName: "ContractorInContract",
      entityId: id,
      action: "Deleted",
      actionTaken: `Removed ${contractor?.name ?? row.contractorId} from contract ${contract?.name ?? row.contractId}`,
    });
  });
  return id;
}

/** The sites a contractor covers by name under a contract (the rates page's grid), by site name. */
export async function listSitesInContractorInContract(ctx: ServiceContext, contractorInContractId: number): Promise<SiteInContractorInContract[]> {
  const rows = await scopedQuery(ctx, SiteInContractorInContract, SITE_IN_CONTRACTOR_IN_CONTRACT_TENANCY)
    .andWhere({ contractorInContractId })
    .getResult();
  const names = new Map((await ctx.em.find(Site, { id: { $in: rows.map((r) => r.siteId) } })).map((s) => [s.id, s.name]));
  return rows.sort((a, b) => (names.get(a.siteId) ?? "").localeCompare(names.get(b.siteId) ?? "") || a.id - b.id);
}

const siteRefused = (message: string, code = "INVALID"): SaveSiteInContractorInContractPayload => ({
  siteInContractorInContract: null,
  error: errorOf(ContractError, code, message, [{ field: "siteId", message }]),
});

/**
 * Adds a site to a contractor's list under a contract (POST /api/SiteInContractorInContracts): one
 * must be chosen ('Field required!'), be the contract client's, and not be on the list ('Site exists').
 */
export async function addSiteInContractorInContract(
  em: EntityManager,
  viewer: Viewer,
  contractorInContractId: number,
  siteId: number | null,
): Promise<SaveSiteInContractorInContractPayload> {
  const row = await em.findOne(ContractorInContract, { id: contractorInContractId });
  if (!row) throw new NotFoundError();
  if (!siteId) return siteRefused(FIELD_REQUIRED);
  const contract = await em.findOneOrFail(Contract, { id: row.contractId });
  const site = await em.findOne(Site, { id: siteId });
  if (!site || site.clientId !== contract.clientId) return siteRefused("The site is not one of the contract's client's sites");
  const inserted = await em.transactional(async (tx) => {
    const rows = await tx.getConnection().execute<{ id: number }[]>(
      `insert into assets.site_in_contractor_in_contract (contractor_in_contract_id, site_id) values (?, ?)
         on conflict (contractor_in_contract_id, site_id) do nothing returning id`,
      [row.id, site.id],
      "all",
      tx.getTransactionContext(),
    );
    if (!rows.length) return null;
    audit(tx, viewer, {
      entityName: "SiteInContractorInContract",
      entityId: rows[0]!.id,
      action: "Created",
      actionTaken: `Added site ${site.siteCode} ${site.name} to contractor ${row.contractorId} in contract ${contract.name}`,
    });
    await tx.flush();
    return rows[0]!.id;
  });
  if (inserted == null) return siteRefused(SITE_EXISTS, "EXISTS");
  return { siteInContractorInContract: await em.findOneOrFail(SiteInContractorInContract, { id: inserted }), error: null };
}

export async function removeSiteInContractorInContract(em: EntityManager, viewer: Viewer, id: number): Promise<number> {
  const row = await em.findOne(SiteInContractorInContract, { id });
  if (!row) throw new NotFoundError();
  await em.transactional(async (tx) => {
    await tx.nativeDelete(SiteInContractorInContract, { id });
    audit(tx, viewer, {
      entityName: "SiteInContractorInContract",
      entityId: id,
      action: "Deleted",
      actionTaken: `Removed site ${row.siteId} from contractor-in-contract ${row.contractorInContractId}`,
    });
  });
  return id;
}
