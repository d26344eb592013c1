import { graphql, http } from "msw";
import { failedReply, gqlError, mockApi, okReply as ok, type ApiCalls } from "../../../test/api";
import { ADMIN } from "../../../test/fixtures";
import { server } from "../../../test/server";

type Vars = Record<string, unknown>;

export const CLIENTS = [
  { __typename: "Client", id: 1, name: "Harbour Retail Group" },
  { __typename: "Client", id: 2, name: "Northgate Leisure Ltd" },
];
export const TRADES = [
  { __typename: "Trade", id: 1, name: "Electrical" },
  { __typename: "Trade", id: 2, name: "Plumbing" },
];
export const SUB_TRADES: Record<number, Array<{ __typename: "Trade"; id: number; name: string }>> = {
  1: [
    { __typename: "Trade", id: 11, name: "Power" },
    { __typename: "Trade", id: 12, name: "Lighting" },
  ],
  2: [{ __typename: "Trade", id: 21, name: "Leaks" }],
};
export const STATUSES = [
  { __typename: "ContractStatus", id: 1, name: "Active" },
  { __typename: "ContractStatus", id: 2, name: "Expired" },
];
export const CONTRACTORS = [
  { __typename: "Contractor", id: 1, name: "Apex Building Services" },
  { __typename: "Contractor", id: 2, name: "Sparkright Electrical Contractors" },
  { __typename: "Contractor", id: 3, name: "Keystone Glazing" },
];
export const SITES = [
  { __typename: "Site", id: 1, clientId: 1, siteCode: "HRG001", name: "Harbour Home Manchester", postCode: "M1 4BT" },
  { __typename: "Site", id: 2, clientId: 1, siteCode: "HRG002", name: "Harbour Express Leeds", postCode: "LS1 5DL" },
  { __typename: "Site", id: 3, clientId: 2, siteCode: "NGL001", name: "Northgate Gyms Bristol", postCode: "BS1 3AE" },
];

export type FakeContract = {
  id: number;
  accountNo: string | null;
  name: string;
  clientId: number;
  tradeId: number;
  subTradeId: number;
  contractStatusId: number;
  startDate: string | null;
  endDate: string | null;
};

export type FakeContractorInContract = {
  id: number;
  contractId: number;
  contractorId: number;
  postcodePrefix: string | null;
  preferred: boolean;
  active: boolean;
  hourlyRate: string | null;
  oohUplift: string | null;
  bankHolidayUplift: string | null;
  callOutCharge: string | null;
  oohCallOutCharge: string | null;
  travelCharge: string | null;
  minimumChargeHours: string | null;
  materialsMarkup: string | null;
  siteIds: number[];
};

export function demoContracts(): FakeContract[] {
  return [
    {
      id: 1,
      accountNo: "HRG-EL-01",
      name: "Harbour Retail Group - Power",
      clientId: 1,
      tradeId: 1,
      subTradeId: 11,
      contractStatusId: 1,
      startDate: "2025-04-01",
      endDate: "2027-03-31",
    },
    {
      id: 2,
      accountNo: null,
      name: "Harbour Retail Group - Leaks",
      clientId: 1,
      tradeId: 2,
      subTradeId: 21,
      contractStatusId: 1,
      startDate: null,
      endDate: null,
    },
    {
      id: 3,
      accountNo: "NGL-LT-07",
      name: "Northgate Leisure Ltd - Lighting",
      clientId: 2,
      tradeId: 1,
      subTradeId: 12,
      contractStatusId: 2,
      startDate: "2023-01-01",
      endDate: "2024-12-31",
    },
  ];
}

const cic = (id: number, contractId: number, contractorId: number, over: Partial<FakeContractorInContract> = {}): FakeContractorInContract => ({
  id,
  contractId,
  contractorId,
  postcodePrefix: null,
  preferred: false,
  active: true,
  hourlyRate: null,
  oohUplift: null,
  bankHolidayUplift: null,
  callOutCharge: null,
  oohCallOutCharge: null,
  travelCharge: null,
  minimumChargeHours: null,
  materialsMarkup: null,
  siteIds: [],
  ...over,
});

export function demoContractorsInContracts(): FakeContractorInContract[] {
  return [
    cic(5, 1, 1, {
      postcodePrefix: "M, SK1, WA14",
      preferred: true,
      hourlyRate: "45.000",
      oohUplift: "0.50",
      bankHolidayUplift: "1.00",
      callOutCharge: "60.000",
      minimumChargeHours: "1.00",
      materialsMarkup: "0.15",
      siteIds: [1],
    }),
    cic(6, 1, 2, { postcodePrefix: "LS", active: false }),
    cic(7, 3, 1),
  ];
}

type Refusal = { message: string; fieldErrors?: Array<{ field: string; message: string }> };

export type ContractsApiOptions = {
  me?: unknown;
  contracts?: FakeContract[];
  contractorsInContracts?: FakeContractorInContract[];
  /** deleteContract refuses with this message (what uses the contract) */
  refuseDelete?: string;
  /** addContractorInContract refuses with this */
  refuseAdd?: Refusal;
  /** saveContractorRates refuses with this */
  refuseRates?: Refusal;
  /** addSiteInContractorInContract refuses with this */
  refuseSite?: Refusal;
  /** importContractorsInContract's answer */
  importReply?: (vars: Vars) => Record<string, unknown>;
};

const error = ({ message, fieldErrors = [] }: Refusal, code = "INVALID") => ({
  __typename: "ContractError",
  code,
  message,
  fieldErrors: fieldErrors.map((f) => ({ __typename: "FieldError", ...f })),
});

/** The contracts screens' API over an in-memory store, recording each call (and mockApi's shell) */
export function mockContractsApi(options: ContractsApiOptions = {}) {
  const calls: ApiCalls = mockApi({ me: options.me ?? ADMIN });
  const record = (name: string, variables: Vars) => (calls[name] ??= []).push({ variables, at: Date.now() });
  const contracts = options.contracts ?? demoContracts();
  const rows = options.contractorsInContracts ?? demoContractorsInContracts();
  const siteRows: Array<{ id: number; cicId: number; siteId: number }> = rows.flatMap((r) =>
    r.siteIds.map((siteId) => ({ id: r.id * 100 + siteId, cicId: r.id, siteId })),
  );
  let nextId = 100;

  const name = (list: Array<{ id: number; name: string }>, id: number) => list.find((x) => x.id === id)?.name ?? "";
  const contractNode = (c: FakeContract) => ({
    __typename: "Contract",
    ...c,
    clientName: name(CLIENTS, c.clientId),
    tradeName: name(TRADES, c.tradeId),
    subTradeName: name(SUB_TRADES[c.tradeId] ?? [], c.subTradeId),
    contractStatusName: name(STATUSES, c.contractStatusId),
  });
  const cicNode = (r: FakeContractorInContract) => {
    const { siteIds: _s, ...fields } = r;
    const contract = contracts.find((c) => c.id === r.contractId)!;
    return {
      __typename: "ContractorInContract",
      ...fields,
      contractName: contract.name,
      clientId: contract.clientId,
      clientName: name(CLIENTS, contract.clientId),
      contractorName: name(CONTRACTORS, r.contractorId),
      siteCount: siteRows.filter((s) => s.cicId === r.id).length,
    };
  };
  const page = <T>(typename: string, list: T[], variables: Vars) => {
    const p = Number(variables.page);
    const size = Number(variables.pageSize);
    return {
      __typename: typename,
      totalCount: list.length,
      totalCountExact: true,
      page: p,
      pageSize: size,
      nodes: list.slice((p - 1) * size, p * size),
    };
  };

  server.use(
    // the contractor list upload is a GraphQL multipart request (the file in its own part), as the upload link sends it
    http.post("*/graphql", async ({ request }) => {
      if (!request.headers.get("content-type")?.includes("multipart/form-data")) return undefined;
      const boundary = /boundary=(.+)$/.exec(request.headers.get("content-type")!)![1]!;
      const parts = (await request.clone().text()).split(`--${boundary}`);
      const part = (partName: string) =>
        parts
          .find((p) => p.includes(`name="${partName}"`))
          ?.split("\r\n\r\n")[1]
          ?.replace(/\r\n$/, "");
      const operation = JSON.parse(part("operations") ?? "{}") as { operationName?: string; variables: Vars };
      if (operation.operationName !== "ContractorListUpload_Import" || !part("map")?.includes("variables.file")) return undefined;
      // the file's name and text, as the server would read them
      const filePart = parts.find((p) => /name="1"; filename="/.test(p));
      const fileName = filePart ? /filename="([^"]*)"/.exec(filePart)![1] : null;
      record("ContractorListUpload_Import", { ...operation.variables, fileName, fileText: filePart?.split("\r\n\r\n")[1]?.replace(/\r\n$/, "") });
      return ok(
        options.importReply?.(operation.variables) ?? {
          importContractorsInContract: { __typename: "ImportContractorsInContractPayload", imported: 2, rowErrors: [], error: null },
        },
      );
    }),
    graphql.query("ContractGrid_Contracts", ({ variables }) => {
      record("ContractGrid_Contracts", variables);
      const search = String(variables.search ?? "").toLowerCase();
      const clientId = variables.clientId as number | null;
      const contractorId = variables.contractorId as number | null;
      const list = contracts
        .filter((c) => !clientId || c.clientId === clientId)
        .filter((c) => !contractorId || rows.some((r) => r.contractId === c.id && r.contractorId === contractorId))
        .map(contractNode)
        .filter((c) => !search || `${c.name} ${c.accountNo ?? ""} ${c.clientName}`.toLowerCase().includes(search));
      return ok({ contracts: page("ContractPage", list, variables) });
    }),
    graphql.query("ContractPage_Contract", ({ variables }) => {
      record("ContractPage_Contract", variables);
      const c = contracts.find((x) => x.id === Number(variables.id));
      return c ? ok({ contract: contractNode(c) }) : failedReply(gqlError("No data found!", "NOT_FOUND").errors);
    }),
    graphql.query("ContractForm_Options", ({ variables }) => {
      record("ContractForm_Options", variables);
      return ok({
        clientList: CLIENTS,
        trades: TRADES,
        contractStatuses: STATUSES,
        ...(variables.withSubTrades ? { subTrades: SUB_TRADES[Number(variables.tradeId)] ?? [] } : {}),
      });
    }),
    graphql.mutation("ContractForm_Save", ({ variables }) => {
      record("ContractForm_Save", variables);
      const { id, ...fields } = variables.input as FakeContract;
      let saved: FakeContract;
      if (id)
        saved = Object.assign(
          contracts.find((c) => c.id === id)!,
          fields,
        );
      else {
        saved = {
          ...fields,
          id: nextId++,
          name: fields.name || `${name(CLIENTS, fields.clientId)} - ${name(SUB_TRADES[fields.tradeId] ?? [], fields.subTradeId)}`,
        };
        contracts.push(saved);
      }
      return ok({ saveContract: { __typename: "SaveContractPayload", contract: contractNode(saved), error: null } });
    }),
    graphql.mutation("ContractPage_Delete", ({ variables }) => {
      record("ContractPage_Delete", variables);
      if (options.refuseDelete)
        return ok({
          deleteContract: { __typename: "DeleteContractPayload", deletedId: null, error: error({ message: options.refuseDelete }, "IN_USE") },
        });
      contracts.splice(
        contracts.findIndex((c) => c.id === Number(variables.id)),
        1,
      );
      return ok({ deleteContract: { __typename: "DeleteContractPayload", deletedId: Number(variables.id), error: null } });
    }),
    graphql.query("ContractorsInContractPanel_List", ({ variables }) => {
      record("ContractorsInContractPanel_List", variables);
      const list = rows.filter((r) => r.contractId === Number(variables.contractId)).map(cicNode);
      list.sort((a, b) => a.contractorName.localeCompare(b.contractorName));
      return ok({ contractorsInContract: page("ContractorInContractPage", list, variables) });
    }),
    graphql.query("ContractorsInContractPanel_Contractors", () => ok({ contractorList: CONTRACTORS })),
    graphql.mutation("ContractorsInContractPanel_Add", ({ variables }) => {
      record("ContractorsInContractPanel_Add", variables);
      if (options.refuseAdd)
        return ok({
          addContractorInContract: {
            __typename: "SaveContractorInContractPayload",
            contractorInContract: null,
            error: error(options.refuseAdd, "EXISTS"),
          },
        });
      const input = variables.input as { contractId: number; contractorId: number; postcodePrefix: string | null };
      const added = cic(nextId++, input.contractId, input.contractorId, { postcodePrefix: input.postcodePrefix });
      rows.push(added);
      return ok({ addContractorInContract: { __typename: "SaveContractorInContractPayload", contractorInContract: cicNode(added), error: null } });
    }),
    graphql.mutation("ContractorsInContractPanel_Remove", ({ variables }) => {
      record("ContractorsInContractPanel_Remove", variables);
      rows.splice(
        rows.findIndex((r) => r.id === Number(variables.id)),
        1,
      );
      return ok({ removeContractorInContract: Number(variables.id) });
    }),
    graphql.query("ContractRatesPage_Rates", ({ variables }) => {
      record("ContractRatesPage_Rates", variables);
      const r = rows.find((x) => x.id === Number(variables.id));
      return r ? ok({ contractorInContract: cicNode(r) }) : failedReply(gqlError("No data found!", "NOT_FOUND").errors);
    }),
    graphql.mutation("RateCardForm_Save", ({ variables }) => {
      record("RateCardForm_Save", variables);
      if (options.refuseRates)
        return ok({
          saveContractorRates: { __typename: "SaveContractorInContractPayload", contractorInContract: null, error: error(options.refuseRates) },
        });
      const { id, ...fields } = variables.input as Partial<FakeContractorInContract> & { id: number };
      const r = Object.assign(
        rows.find((x) => x.id === id)!,
        fields,
      );
      return ok({ saveContractorRates: { __typename: "SaveContractorInContractPayload", contractorInContract: cicNode(r), error: null } });
    }),
    graphql.query("ContractSitesPanel_Sites", ({ variables }) => {
      record("ContractSitesPanel_Sites", variables);
      return ok({
        sitesInContractorInContract: siteRows
          .filter((s) => s.cicId === Number(variables.id))
          .map((s) => {
            const site = SITES.find((x) => x.id === s.siteId)!;
            return {
              __typename: "SiteInContractorInContract",
              id: s.id,
              siteId: s.siteId,
              siteCode: site.siteCode,
              siteName: site.name,
              postCode: site.postCode,
            };
          }),
        siteList: SITES.filter((s) => s.clientId === Number(variables.clientId)).map(({ clientId: _c, postCode: _p, ...s }) => s),
      });
    }),
    graphql.mutation("ContractSitesPanel_Add", ({ variables }) => {
      record("ContractSitesPanel_Add", variables);
      if (options.refuseSite)
        return ok({
          addSiteInContractorInContract: {
            __typename: "SaveSiteInContractorInContractPayload",
            siteInContractorInContract: null,
            error: error(options.refuseSite, "EXISTS"),
          },
        });
      const added = { id: nextId++, cicId: Number(variables.id), siteId: Number(variables.siteId) };
      siteRows.push(added);
      return ok({
        addSiteInContractorInContract: {
          __typename: "SaveSiteInContractorInContractPayload",
          siteInContractorInContract: { __typename: "SiteInContractorInContract", id: added.id },
          error: null,
        },
      });
    }),
    graphql.mutation("ContractSitesPanel_Remove", ({ variables }) => {
      record("ContractSitesPanel_Remove", variables);
      siteRows.splice(
        siteRows.findIndex((s) => s.id === Number(variables.id)),
        1,
      );
      return ok({ removeSiteInContractorInContract: Number(variables.id) });
    }),
  );
  return { calls, contracts, rows, siteRows };
}
