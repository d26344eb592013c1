import { z } from "zod";
import { graphql } from "../gql";
import type { LegacyContractorFragment } from "../gql/graphql";
import { flag, formFlag, formId, idParam, mapFilters, pageArgs, parseFilter, parseSort, text } from "./legacy";
import { legacy, list } from "./shape";
import { modelSaves } from "./model";
import { shim } from "./shim";

graphql(`
  fragment LegacyContractor on Contractor {
    id
    name
    shortName
    contact
    telephone
    oohTelephone
    email
    active
    normalStart
    normalFinish
    oohOneStart
    oohOneFinish
    oohTwoStart
    oohTwoFinish
    oohThreeStart
    oohThreeFinish
  }
`);

/**
 * A contractor in the legacy shape (§3 Contractor): id, Name, Contact, Telephone, OOHTelephone, Email,
 * Active, NormalStart, NormalFinish, OOHOneStart/Finish, OOHTwoStart/Finish, OOHThreeStart/Finish
 * (times HH:mm), and ShortName.
 */
export const legacyContractor = legacy<LegacyContractorFragment>({
  name: (n) => n.replace(/^Ooh/, "OOH"),
});

/** The grid's sort and filter fields, by their legacy names (bound without regard to case). */
const FIELDS = {
  Name: "NAME",
  Contractor: "NAME",
  Contact: "CONTACT",
  Telephone: "TELEPHONE",
  OOHTelephone: "OOH_TELEPHONE",
  Email: "EMAIL",
  Active: "ACTIVE",
} as const;

const listParams = z.object({ search: text(200), active: flag });

const time = z
  .union([z.string().max(20), z.null()])
  .optional()
  .transform((v) => (v == null || v.trim() === "" ? null : v.trim()));

/** The contractor model as the details form posts it (JSON, or form-encoded), by lower-cased legacy names. */
const contractorForm = z.object({
  id: formId,
  name: z.string().max(1000).nullish(),
  shortname: z.string().max(1000).nullish(),
  contact: z.string().max(1000).nullish(),
  telephone: z.string().max(1000).nullish(),
  oohtelephone: z.string().max(1000).nullish(),
  email: z.string().max(1000).nullish(),
  active: formFlag,
  normalstart: time,
  normalfinish: time,
  oohonestart: time,
  oohonefinish: time,
  oohtwostart: time,
  oohtwofinish: time,
  oohthreestart: time,
  oohthreefinish: time,
});

function contractorInput(args: Record<string, unknown>, id: number | null) {
  const f = contractorForm.parse(args);
  return {
    id: id ?? f.id,
    name: f.name ?? null,
    shortName: f.shortname ?? null,
    contact: f.contact ?? null,
    telephone: f.telephone ?? null,
    oohTelephone: f.oohtelephone ?? null,
    email: f.email ?? null,
    active: f.active ?? null,
    normalStart: f.normalstart,
    normalFinish: f.normalfinish,
    oohOneStart: f.oohonestart,
    oohOneFinish: f.oohonefinish,
    oohTwoStart: f.oohtwostart,
    oohTwoFinish: f.oohtwofinish,
    oohThreeStart: f.oohthreestart,
    oohThreeFinish: f.oohthreefinish,
  };
}

const SAVE = graphql(`
  mutation ContractorsSave($input: SaveContractorInput!) {
    saveContractor(input: $input) {
      contractor {
        ...LegacyContractor
      }
      error {
        ...LegacyRefusal
      }
    }
  }
`);

const MODEL = graphql(`
  query ContractorsModel($id: Int!) {
    contractor(id: $id) {
      ...LegacyContractor
    }
  }
`);

const BLANK_CONTRACTOR = {
  id: 0,
  Name: "",
  ShortName: null,
  Contact: null,
  Telephone: null,
  OOHTelephone: null,
  Email: null,
  Active: true,
  NormalStart: null,
  NormalFinish: null,
  OOHOneStart: null,
  OOHOneFinish: null,
  OOHTwoStart: null,
  OOHTwoFinish: null,
  OOHThreeStart: null,
  OOHThreeFinish: null,
};

export const contractorRoutes = [
  // the grid when a page is asked for; otherwise every contractor of the search and filter, by name
  // (GET /api/Contractors/Dropdown, in lookups.routes.ts, is the drop-down's id and Name)
  shim({
    method: "get",
    path: "/Contractors",
    tenancy: "staff",
    operation: graphql(`
      query ContractorsList(
        $page: Int!
        $pageSize: Int!
        $search: String
        $active: Boolean
        $sort: [ContractorSortInput!]
        $filters: [ContractorFilterInput!]
      ) {
        contractors(page: $page, pageSize: $pageSize, search: $search, active: $active, sort: $sort, filters: $filters) {
          totalCount
          nodes {
            ...LegacyContractor
          }
        }
      }
    `),
    variables: ({ args }) => {
      const p = listParams.parse(args);
      return {
        ...pageArgs(args),
        search: p.search,
        active: p.active ?? null,
        sort: parseSort(args.sort, FIELDS),
        filters: mapFilters(parseFilter(args.filter), FIELDS),
      };
    },
    result: ({ contractors }, { args }) => {
      const rows = contractors.nodes.map(legacyContractor);
      return args.page != null && args.page !== "" ? list(rows, contractors.totalCount) : rows;
    },
  }),
  // the client portal's "view contractor": only a contractor on the client's own work (404 otherwise)
  shim({
    method: "get",
    path: "/Contractors/ClientPortal/:contractorId",
    tenancy: "scoped",
    operation: MODEL,
    variables: ({ args }) => ({ id: idParam.parse(args.contractorid) }),
    result: ({ contractor }) => legacyContractor(contractor),
  }),
  shim({
    method: "get",
    path: "/Contractors/:id",
    tenancy: "scoped",
    operation: MODEL,
    blank: ({ args }) => (idParam.parse(args.id) === 0 ? BLANK_CONTRACTOR : undefined),
    variables: ({ args }) => ({ id: idParam.parse(args.id) }),
    result: ({ contractor }) => legacyContractor(contractor),
  }),
  ...modelSaves({
    path: "/Contractors",
    tenancy: "staff",
    operation: SAVE,
    variables: ({ args }, id) => ({ input: contractorInput(args, id) }),
    result: ({ saveContractor }) => legacyContractor(saveContractor.contractor!),
  }),
  // refused while work orders, contracts or contact users name it: 409 { Message } saying which
  shim({
    method: "delete",
    path: "/Contractors/:id",
    tenancy: "staff",
    operation: graphql(`
      mutation ContractorsDelete($id: Int!) {
        deleteContractor(id: $id) {
          deletedId
          error {
            message
            code
          }
        }
      }
    `),
    variables: ({ args }) => ({ id: idParam.parse(args.id) }),
    refusalBody: "message",
    result: ({ deleteContractor }) => ({ id: deleteContractor.deletedId, Message: "Contractor Deleted" }),
  }),
];
