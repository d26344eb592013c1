import { z } from "zod";
import { graphql } from "../gql";
import type { LegacyEngineerFragment } from "../gql/graphql";
import { formFlag, formId, idParam, mapFilters, optionalId, pageArgs, parseFilter, parseSort, text } from "./legacy";
import { legacy, list } from "./shape";
import { modelSaves } from "./model";
import { shim } from "./shim";

graphql(`
  fragment LegacyEngineer on Engineer {
    id
    contractorId
    contractor {
      name
    }
    firstName
    lastName
    mobile
    email
    skills
    registrationNumber
    active
  }
`);

/** An engineer in the legacy shape: its contractor's name as ContractorName, and its full Name. */
export const legacyEngineer = legacy<LegacyEngineerFragment>({
  fields: { contractor: (c) => ({ ContractorName: c.name }) },
  extra: (e) => ({ Name: `${e.firstName} ${e.lastName}` }),
});

/** The grid's sort and filter fields, by their legacy names (bound without regard to case). */
const FIELDS = {
  LastName: "LAST_NAME",
  Name: "LAST_NAME",
  FirstName: "FIRST_NAME",
  Contractor: "CONTRACTOR",
  ContractorName: "CONTRACTOR",
  Mobile: "MOBILE",
  Email: "EMAIL",
  Skills: "SKILLS",
  RegistrationNumber: "REGISTRATION_NUMBER",
} as const;

const listParams = z.object({ contractorid: optionalId, search: text(200), activeonly: formFlag });

const engineerForm = z.object({
  id: formId,
  contractorid: formId,
  firstname: z.string().nullish(),
  lastname: z.string().nullish(),
  mobile: z.string().nullish(),
  email: z.string().nullish(),
  skills: z.string().nullish(),
  registrationnumber: z.string().nullish(),
  active: formFlag,
});

function engineerInput(args: Record<string, unknown>, id: number | null) {
  const f = engineerForm.parse(args);
  return {
    id: id ?? f.id,
    contractorId: f.contractorid,
    firstName: f.firstname ?? null,
    lastName: f.lastname ?? null,
    mobile: f.mobile ?? null,
    email: f.email ?? null,
    skills: f.skills ?? null,
    registrationNumber: f.registrationnumber ?? null,
    active: f.active ?? null,
  };
}

const SAVE = graphql(`
  mutation EngineersSave($input: SaveEngineerInput!) {
    saveEngineer(input: $input) {
      engineer {
        ...LegacyEngineer
      }
      error {
        ...LegacyRefusal
      }
    }
  }
`);

const BLANK_ENGINEER = {
  id: 0,
  ContractorId: null,
  ContractorName: null,
  FirstName: "",
  LastName: "",
  Mobile: null,
  Email: null,
  Skills: null,
  RegistrationNumber: null,
  Active: true,
  Name: "",
};

/**
 * Engineers, the contractors' operatives (#/engineer, §7 GET /api/engineer): every staff user reads,
 * staff with customers at full write; a contractor user reads only its own; client users none.
 */
export const engineerRoutes = [
  // { Data, Total } when a page is asked for (the grid); otherwise the list (a contractor's operatives for a picker)
  shim({
    method: "get",
    path: "/engineer",
    tenancy: "scoped:contractor",
    operation: graphql(`
      query EngineersList(
        $page: Int!
        $pageSize: Int!
        $contractorId: Int
        $activeOnly: Boolean
        $search: String
        $sort: [EngineerSortInput!]
        $filters: [EngineerFilterInput!]
      ) {
        engineers(
          page: $page
          pageSize: $pageSize
          contractorId: $contractorId
          activeOnly: $activeOnly
          search: $search
          sort: $sort
          filters: $filters
        ) {
          totalCount
          nodes {
            ...LegacyEngineer
          }
        }
      }
    `),
    variables: ({ args }) => {
      const p = listParams.parse(args);
      return {
        ...pageArgs(args),
        contractorId: p.contractorid || null,
        activeOnly: p.activeonly ?? null,
        search: p.search,
        sort: parseSort(args.sort, FIELDS),
        filters: mapFilters(parseFilter(args.filter), FIELDS),
      };
    },
    result: ({ engineers }, { args }) => {
      const rows = engineers.nodes.map(legacyEngineer);
      return args.page != null && args.page !== "" ? list(rows, engineers.totalCount) : rows;
    },
  }),
  shim({
    method: "get",
    path: "/engineer/:id",
    tenancy: "scoped:contractor",
    operation: graphql(`
      query EngineersModel($id: Int!) {
        engineer(id: $id) {
          ...LegacyEngineer
        }
      }
    `),
    blank: ({ args }) => (idParam.parse(args.id) === 0 ? BLANK_ENGINEER : undefined),
    variables: ({ args }) => ({ id: idParam.parse(args.id) }),
    result: ({ engineer }) => legacyEngineer(engineer),
  }),
  ...modelSaves({
    path: "/engineer",
    tenancy: "staff",
    operation: SAVE,
    variables: ({ args }, id) => ({ input: engineerInput(args, id) }),
    result: ({ saveEngineer }) => legacyEngineer(saveEngineer.engineer!),
  }),
  shim({
    method: "delete",
    path: "/engineer/:id",
    tenancy: "staff",
    operation: graphql(`
      mutation EngineersDelete($id: Int!) {
        deleteEngineer(id: $id) {
          deletedId
          error {
            message
          }
        }
      }
    `),
    variables: ({ args }) => ({ id: idParam.parse(args.id) }),
    result: ({ deleteEngineer }) => ({ id: deleteEngineer.deletedId, Message: "Engineer deleted" }),
  }),
];
