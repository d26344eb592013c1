import { graphql } from "msw";
import { failedReply, gqlError, okReply as ok, type ApiCalls } from "../../../test/api";
import { server } from "../../../test/server";
import { mockUsersApi } from "../../users/test/users-api";

type Vars = Record<string, unknown>;

export type FakeContractor = {
  id: number;
  name: string;
  shortName: string | null;
  contact: string | null;
  telephone: string | null;
  oohTelephone: string | null;
  email: string | null;
  active: boolean;
  normalStart: string | null;
  normalFinish: string | null;
  oohOneStart: string | null;
  oohOneFinish: string | null;
  oohTwoStart: string | null;
  oohTwoFinish: string | null;
  oohThreeStart: string | null;
  oohThreeFinish: string | null;
};

const contractor = (id: number, over: Partial<FakeContractor>): FakeContractor => ({
  id,
  name: `Contractor ${id}`,
  shortName: null,
  contact: null,
  telephone: null,
  oohTelephone: null,
  email: null,
  active: true,
  normalStart: "08:00",
  normalFinish: "17:30",
  oohOneStart: "17:30",
  oohOneFinish: "22:00",
  oohTwoStart: "22:00",
  oohTwoFinish: "06:00",
  oohThreeStart: null,
  oohThreeFinish: null,
  ...over,
});

export function demoContractors(): FakeContractor[] {
  return [
    contractor(1, {
      name: "Apex Building Services",
      contact: "Mark Stevens",
      telephone: "0161 496 0321",
      oohTelephone: "07700 900321",
      email: "jobs@apex.example.co.uk",
    }),
    contractor(2, { name: "Brightwater Plumbing", contact: "Claire Fenton", telephone: "0113 496 0488", email: "service@brightwater.example.co.uk" }),
    contractor(3, { name: "Drainmaster UK", active: false }),
  ];
}

export type ContractorsApiOptions = {
  /** Refuses every deleteContractor with this message */
  refuseDelete?: string;
};

/** The contractors screens' API over an in-memory store (with the users administration's API and the shell) */
export function mockContractorsApi(options: ContractorsApiOptions = {}) {
  const users = mockUsersApi();
  const calls: ApiCalls = users.calls;
  const record = (name: string, variables: Vars) => (calls[name] ??= []).push({ variables, at: Date.now() });
  const contractors = demoContractors();
  let nextId = 100;
  const node = (c: FakeContractor) => ({ __typename: "Contractor", ...c });
  const error = (code: string, message: string, fieldErrors: Array<{ field: string; message: string }> = []) => ({
    __typename: "ContractorError",
    code,
    message,
    fieldErrors: fieldErrors.map((f) => ({ __typename: "FieldError", ...f })),
  });
  server.use(
    // the contracts tab: the contracts contractor 1 is in
    graphql.query("ContractGrid_Contracts", ({ variables }) => {
      record("ContractGrid_Contracts", variables);
      const nodes =
        variables.contractorId === 1
          ? [
              {
                __typename: "Contract",
                id: 7,
                accountNo: "HRG-PL-01",
                name: "Harbour Retail Group - Leaks",
                clientId: 1,
                clientName: "Harbour Retail Group",
                tradeName: "Plumbing",
                subTradeName: "Leaks",
                contractStatusName: "Active",
                startDate: "2025-04-01",
                endDate: null,
              },
            ]
          : [];
      return ok({
        contracts: {
          __typename: "ContractPage",
          totalCount: nodes.length,
          totalCountExact: true,
          page: 1,
          pageSize: Number(variables.pageSize),
          nodes,
        },
      });
    }),
    graphql.query("ContractorsPage_Contractors", ({ variables }) => {
      record("ContractorsPage_Contractors", variables);
      const search = String(variables.search ?? "").toLowerCase();
      const rows = contractors
        .filter((c) => variables.active == null || c.active === variables.active)
        .filter((c) => !search || `${c.name} ${c.contact ?? ""}`.toLowerCase().includes(search));
      const page = Number(variables.page);
      const size = Number(variables.pageSize);
      return ok({
        contractors: {
          __typename: "ContractorPage",
          totalCount: rows.length,
          totalCountExact: true,
          page,
          pageSize: size,
          nodes: rows.slice((page - 1) * size, page * size).map(node),
        },
      });
    }),
    graphql.mutation("ContractorsPage_Delete", ({ variables }) => {
      record("ContractorsPage_Delete", variables);
      if (options.refuseDelete)
        return ok({ deleteContractor: { __typename: "DeleteContractorPayload", deletedId: null, error: error("IN_USE", options.refuseDelete) } });
      contractors.splice(
        contractors.findIndex((c) => c.id === Number(variables.id)),
        1,
      );
      return ok({ deleteContractor: { __typename: "DeleteContractorPayload", deletedId: Number(variables.id), error: null } });
    }),
    graphql.query("ContractorPage_Contractor", ({ variables }) => {
      record("ContractorPage_Contractor", variables);
      const c = contractors.find((x) => x.id === Number(variables.id));
      return c ? ok({ contractor: node(c) }) : failedReply(gqlError("No data found!", "NOT_FOUND").errors);
    }),
    graphql.mutation("ContractorDetailsForm_Save", ({ variables }) => {
      record("ContractorDetailsForm_Save", variables);
      const { id, ...fields } = variables.input as Partial<FakeContractor> & { id?: number | null };
      if (fields.normalStart && !fields.normalFinish) {
        const fe = [{ field: "normalFinish", message: "Normal hours: set both the start and the finish, or neither" }];
        return ok({ saveContractor: { __typename: "SaveContractorPayload", contractor: null, error: error("INVALID", fe[0]!.message, fe) } });
      }
      let saved: FakeContractor;
      if (id)
        saved = Object.assign(
          contractors.find((c) => c.id === id)!,
          fields,
        );
      else {
        saved = contractor(nextId++, fields);
        contractors.push(saved);
      }
      return ok({ saveContractor: { __typename: "SaveContractorPayload", contractor: node(saved), error: null } });
    }),
    graphql.query("UserDetailsForm_Lookups", () =>
      ok({
        userTypes: [
          { __typename: "UserType", id: 2, name: "Client" },
          { __typename: "UserType", id: 3, name: "Contractor" },
          { __typename: "UserType", id: 4, name: "Staff" },
        ],
        departments: [],
        clientList: [],
        contractorList: contractors.map((c) => ({ __typename: "Contractor", id: c.id, name: c.name })),
      }),
    ),
  );
  return { calls, contractors };
}
