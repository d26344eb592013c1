import { z } from "zod";
import { graphql } from "../gql";
import type { LegacyContractFragment, LegacyContractorInContractFragment, LegacySiteInContractorInContractFragment } from "../gql/graphql";
import { formFlag, formId, idParam, optionalId, pageArgs, parseSort, text } from "./legacy";
import { legacyDate, legacyMoney } from "./params";
import { legacy, list } from "./shape";
import { modelSaves } from "./model";
import { shim, ShimInputError, ShimReply } from "./shim";

graphql(`
  fragment LegacyContract on Contract {
    id
    accountNo
    name
    clientId
    clientName
    tradeId
    tradeName
    subTradeId
    subTradeName
    contractStatusId
    contractStatusName
    startDate
    endDate
  }
`);

graphql(`
  fragment LegacyContractorInContract on ContractorInContract {
    id
    contractId
    contractName
    clientId
    clientName
    contractorId
    contractorName
    postcodePrefix @skip(if: $isClient)
    preferred @skip(if: $isClient)
    active @skip(if: $isClient)
    siteCount @skip(if: $isClient)
    hourlyRate @skip(if: $isClient)
    oohUplift @skip(if: $isClient)
    bankHolidayUplift @skip(if: $isClient)
    callOutCharge @skip(if: $isClient)
    oohCallOutCharge @skip(if: $isClient)
    travelCharge @skip(if: $isClient)
    minimumChargeHours @skip(if: $isClient)
    materialsMarkup @skip(if: $isClient)
  }
`);

graphql(`
  fragment LegacySiteInContractorInContract on SiteInContractorInContract {
    id
    contractorInContractId
    siteId
    siteCode
    siteName
    postCode
  }
`);

/** A contract in the legacy shape (§3 Contract: id, AccountNo, Name, ClientId, ClientName, TradeName, SubTradeName, ContractStatusName). */
export const legacyContract = legacy<LegacyContractFragment>();

/** A contractor in a contract (§3: id, ContractId, ContractorId, PostcodePrefix, Contractor, Postcode, Active) with its rate card. */
export const legacyContractorInContract = legacy<LegacyContractorInContractFragment>({
  fields: {
    contractorName: ["Contractor", "ContractorName"],
    postcodePrefix: ["PostcodePrefix", "Postcode"],
  },
});

/** A site on a contractor's list (§3: id, ContractorInContractId, SiteId) with its code, name and postcode. */
export const legacySiteInContract = legacy<LegacySiteInContractorInContractFragment>({ fields: { siteName: ["SiteName", "Site"] } });

const CONTRACT_SORTS = {
  Id: "ID",
  AccountNo: "ACCOUNT_NO",
  Name: "NAME",
  Client: "CLIENT",
  ClientName: "CLIENT",
  Trade: "TRADE",
  TradeName: "TRADE",
  SubTrade: "SUB_TRADE",
  SubTradeName: "SUB_TRADE",
  Status: "STATUS",
  ContractStatusName: "STATUS",
  StartDate: "START_DATE",
  EndDate: "END_DATE",
} as const;

const CIC_SORTS = {
  Contractor: "CONTRACTOR",
  ContractorName: "CONTRACTOR",
  Contract: "CONTRACT",
  ContractName: "CONTRACT",
  PostcodePrefix: "POSTCODE_PREFIX",
} as const;

const CONTRACTS = graphql(`
  query ContractsList($page: Int!, $pageSize: Int!, $clientId: Int, $contractorId: Int, $search: String, $sort: [ContractSortInput!]) {
    contracts(page: $page, pageSize: $pageSize, clientId: $clientId, contractorId: $contractorId, search: $search, sort: $sort) {
      totalCount
      nodes {
        ...LegacyContract
      }
    }
  }
`);

const contractListParams = z.object({ clientid: optionalId, contractorid: optionalId, search: text(200) });

/** The contract form (JSON or form-encoded); id 0 or absent creates. */
const contractForm = z.object({
  id: formId,
  name: z.string().nullish(),
  accountno: z.string().nullish(),
  clientid: formId,
  tradeid: formId,
  subtradeid: formId,
  contractstatusid: formId,
  startdate: legacyDate,
  enddate: legacyDate,
});

function contractInput(args: Record<string, unknown>, id: number | null) {
  const f = contractForm.parse(args);
  return {
    id: id ?? f.id,
    name: f.name ?? null,
    accountNo: f.accountno ?? null,
    clientId: f.clientid,
    tradeId: f.tradeid,
    subTradeId: f.subtradeid,
    contractStatusId: f.contractstatusid,
    startDate: f.startdate,
    endDate: f.enddate,
  };
}

const SAVE_CONTRACT = graphql(`
  mutation ContractsSave($input: SaveContractInput!) {
    saveContract(input: $input) {
      contract {
        ...LegacyContract
      }
      error {
        ...LegacyRefusal
      }
    }
  }
`);

const BLANK_CONTRACT = {
  id: 0,
  AccountNo: null,
  Name: "",
  ClientId: null,
  ClientName: null,
  TradeId: null,
  TradeName: null,
  SubTradeId: null,
  SubTradeName: null,
  ContractStatusId: 1,
  ContractStatusName: "Draft",
  StartDate: null,
  EndDate: null,
};

/** A rate as the legacy form sends it: a number or its text; empty clears it (the service checks its range). */
const rate = legacyMoney;

const ratesForm = z.object({
  postcodeprefix: z.string().nullish(),
  preferred: formFlag,
  active: formFlag,
  hourlyrate: rate,
  oohuplift: rate,
  bankholidayuplift: rate,
  calloutcharge: rate,
  oohcalloutcharge: rate,
  travelcharge: rate,
  minimumchargehours: rate,
  materialsmarkup: rate,
});

const CIC_LIST = graphql(`
  query ContractorInContractsList(
    $isClient: Boolean!
    $page: Int!
    $pageSize: Int!
    $contractId: Int
    $contractorId: Int
    $search: String
    $sort: [ContractorInContractSortInput!]
  ) {
    contractorsInContract(page: $page, pageSize: $pageSize, contractId: $contractId, contractorId: $contractorId, search: $search, sort: $sort) {
      totalCount
      nodes {
        ...LegacyContractorInContract
      }
    }
  }
`);

export const contractRoutes = [
  // the request screen's contractor choice: before /WorkOrders/:id, which would take "Contractors" for an id
  shim({
    method: "get",
    path: "/WorkOrders/Contractors",
    tenancy: "staff",
    operation: graphql(`
      query WorkOrdersContractors($workOrderId: Int!) {
        matchingContractors(workOrderId: $workOrderId) {
          id
          name
          telephone
          oohTelephone
          email
          preferred
          postcodePrefix
          siteListed
          contractorInContractId
          contractId
          contractName
        }
      }
    `),
    // no woid: no such order (404), once the caller is known to be staff
    variables: ({ args }) => ({ workOrderId: optionalId.parse(args.woid) ?? 0 }),
    result: ({ matchingContractors }) => matchingContractors.map(legacy({ fields: { oohTelephone: "OOHTelephone" } })),
  }),
  // the grid, a client's contracts tab, a contractor's contracts grid; the contractor portal's
  // GET /api/contracts is the same call (paths match without regard to case): its own contracts
  shim({
    method: "get",
    path: "/Contracts",
    tenancy: "scoped",
    operation: CONTRACTS,
    variables: ({ args }) => {
      const p = contractListParams.parse(args);
      return {
        ...pageArgs(args),
        clientId: p.clientid || null,
        contractorId: p.contractorid || null,
        search: p.search,
        sort: parseSort(args.sort, CONTRACT_SORTS),
      };
    },
    result: ({ contracts }) => list(contracts.nodes.map(legacyContract), contracts.totalCount),
  }),
  shim({
    method: "get",
    path: "/Contracts/:id",
    tenancy: "scoped",
    operation: graphql(`
      query ContractsModel($id: Int!) {
        contract(id: $id) {
          ...LegacyContract
        }
      }
    `),
    blank: ({ args }) => (idParam.parse(args.id) === 0 ? BLANK_CONTRACT : undefined),
    variables: ({ args }) => ({ id: idParam.parse(args.id) }),
    result: ({ contract }) => legacyContract(contract),
  }),
  ...modelSaves({
    path: "/Contracts",
    tenancy: "staff",
    operation: SAVE_CONTRACT,
    variables: ({ args }, id) => ({ input: contractInput(args, id) }),
    result: ({ saveContract }) => legacyContract(saveContract.contract!),
  }),
  shim({
    method: "delete",
    path: "/Contracts/:id",
    tenancy: "staff",
    operation: graphql(`
      mutation ContractsDelete($id: Int!) {
        deleteContract(id: $id) {
          deletedId
          error {
            ...LegacyRefusal
          }
        }
      }
    `),
    variables: ({ args }) => ({ id: idParam.parse(args.id) }),
    // a refused delete: 409 (IN_USE) with what keeps the row
    refusalBody: "message",
    result: ({ deleteContract }) => ({ id: deleteContract.deletedId, Message: "Contract Deleted" }),
  }),
  shim({
    method: "get",
    path: "/ContractorInContracts",
    tenancy: "scoped",
    operation: CIC_LIST,
    variables: ({ args }) => {
      const p = contractListParams.extend({ contractid: optionalId }).parse(args);
      return {
        ...pageArgs(args),
        contractId: p.contractid || null,
        contractorId: p.contractorid || null,
        search: p.search,
        sort: parseSort(args.sort, CIC_SORTS),
      };
    },
    result: ({ contractorsInContract }) => list(contractorsInContract.nodes.map(legacyContractorInContract), contractorsInContract.totalCount),
  }),
  shim({
    method: "get",
    path: "/ContractorInContracts/:id",
    tenancy: "scoped",
    operation: graphql(`
      query ContractorInContractsModel($isClient: Boolean!, $id: Int!) {
        contractorInContract(id: $id) {
          ...LegacyContractorInContract
        }
      }
    `),
    variables: ({ args }) => ({ id: idParam.parse(args.id) }),
    result: ({ contractorInContract }) => legacyContractorInContract(contractorInContract),
  }),
  shim({
    method: "post",
    path: "/ContractorInContracts",
    tenancy: "staff",
    operation: graphql(`
      mutation ContractorInContractsAdd($isClient: Boolean!, $input: AddContractorInContractInput!) {
        addContractorInContract(input: $input) {
          contractorInContract {
            ...LegacyContractorInContract
          }
          error {
            ...LegacyRefusal
          }
        }
      }
    `),
    variables: ({ args }) => {
      const f = z.object({ contractid: formId, contractorid: formId, postcodeprefix: z.string().nullish(), preferred: formFlag }).parse(args);
      return {
        input: { contractId: f.contractid, contractorId: f.contractorid, postcodePrefix: f.postcodeprefix ?? null, preferred: f.preferred ?? null },
      };
    },
    result: ({ addContractorInContract }) => legacyContractorInContract(addContractorInContract.contractorInContract!),
  }),
  shim({
    method: "put",
    path: "/ContractorInContracts/:id",
    tenancy: "staff",
    operation: graphql(`
      mutation ContractorInContractsRates($isClient: Boolean!, $input: SaveContractorRatesInput!) {
        saveContractorRates(input: $input) {
          contractorInContract {
            ...LegacyContractorInContract
          }
          error {
            ...LegacyRefusal
          }
        }
      }
    `),
    variables: ({ args }) => {
      const f = ratesForm.parse(args);
      return {
        input: {
          id: idParam.parse(args.id),
          postcodePrefix: f.postcodeprefix ?? null,
          preferred: f.preferred ?? null,
          active: f.active ?? null,
          hourlyRate: f.hourlyrate,
          oohUplift: f.oohuplift,
          bankHolidayUplift: f.bankholidayuplift,
          callOutCharge: f.calloutcharge,
          oohCallOutCharge: f.oohcalloutcharge,
          travelCharge: f.travelcharge,
          minimumChargeHours: f.minimumchargehours,
          materialsMarkup: f.materialsmarkup,
        },
      };
    },
    result: ({ saveContractorRates }) => legacyContractorInContract(saveContractorRates.contractorInContract!),
  }),
  shim({
    method: "delete",
    path: "/ContractorInContracts/:id",
    tenancy: "staff",
    operation: graphql(`
      mutation ContractorInContractsDelete($id: Int!) {
        removeContractorInContract(id: $id)
      }
    `),
    variables: ({ args }) => ({ id: idParam.parse(args.id) }),
    result: ({ removeContractorInContract }) => ({ id: removeContractorInContract, Message: "Contractor Deleted" }),
  }),
  shim({
    method: "get",
    path: "/SiteInContractorInContracts",
    tenancy: "scoped:contractor",
    operation: graphql(`
      query SiteInContractorInContractsList($contractorInContractId: Int!) {
        sitesInContractorInContract(contractorInContractId: $contractorInContractId) {
          ...LegacySiteInContractorInContract
        }
      }
    `),
    variables: ({ args }) => ({ contractorInContractId: optionalId.parse(args.contractorincontractid) ?? 0 }),
    result: ({ sitesInContractorInContract }) => list(sitesInContractorInContract.map(legacySiteInContract)),
  }),
  shim({
    method: "post",
    path: "/SiteInContractorInContracts",
    tenancy: "staff",
    operation: graphql(`
      mutation SiteInContractorInContractsAdd($contractorInContractId: Int!, $siteId: Int) {
        addSiteInContractorInContract(contractorInContractId: $contractorInContractId, siteId: $siteId) {
          siteInContractorInContract {
            ...LegacySiteInContractorInContract
          }
          error {
            ...LegacyRefusal
          }
        }
      }
    `),
    variables: ({ args }) => {
      const f = z.object({ contractorincontractid: formId, siteid: formId }).parse(args);
      if (!f.contractorincontractid) throw new ShimInputError("ContractorInContractId is required");
      return { contractorInContractId: f.contractorincontractid, siteId: f.siteid };
    },
    result: ({ addSiteInContractorInContract }) => legacySiteInContract(addSiteInContractorInContract.siteInContractorInContract!),
  }),
  shim({
    method: "delete",
    path: "/SiteInContractorInContracts/:id",
    tenancy: "staff",
    operation: graphql(`
      mutation SiteInContractorInContractsDelete($id: Int!) {
        removeSiteInContractorInContract(id: $id)
      }
    `),
    variables: ({ args }) => ({ id: idParam.parse(args.id) }),
    result: ({ removeSiteInContractorInContract }) => ({ id: removeSiteInContractorInContract, Message: "Site removed" }),
  }),
];

/**
 * POST /Services/ImportContractorsInContract.aspx?contractId: the contract screen's contractor list
 * upload (multipart, one CSV or XLSX: Contractor by id or name, PostcodePrefix, optional Preferred).
 * Added: `{ Imported }`; refused: 400 with the message and each bad row as `Rows: [{ Line, Message }]`,
 * nothing added.
 */
export const contractPageRoutes = [
  shim({
    method: "post",
    path: "/ImportContractorsInContract.aspx",
    tenancy: "staff",
    multipart: true,
    operation: graphql(`
      mutation ContractorsInContractImport($contractId: Int!, $file: Upload!) {
        importContractorsInContract(contractId: $contractId, file: $file) {
          imported
          rowErrors {
            line
            message
          }
        }
      }
    `),
    variables: ({ args, files }) => {
      const contractId = optionalId.parse(args.contractid);
      if (!contractId) throw new ShimInputError("Save the contract first");
      if (!files[0]) throw new ShimInputError("No files selected");
      return { contractId, file: files[0].upload };
    },
    result: ({ importContractorsInContract: r }) => {
      if (r.rowErrors.length)
        throw new ShimReply(400, {
          Message: `The file was not imported: ${r.rowErrors.length} bad row${r.rowErrors.length === 1 ? "" : "s"}`,
          Rows: r.rowErrors.map((e) => ({ Line: e.line, Message: e.message })),
        });
      return { Imported: r.imported };
    },
  }),
];
