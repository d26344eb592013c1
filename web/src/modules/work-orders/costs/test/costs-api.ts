import { graphql } from "msw";
import { failedReply, okReply } from "../../../../test/api";
import { server } from "../../../../test/server";

type Vars = Record<string, unknown>;

/** A work order's counters as the API answers them (the budget and over-budget flag only when asked for: staff) */
export function counters(workOrderId: number, over: Record<string, unknown> = {}, isStaff = true) {
  const all = {
    __typename: "CostCounters",
    workOrderId,
    timeEntries: 1,
    materialEntries: 1,
    totalHours: "4.00",
    totalHoursCost: "160.00",
    totalAddCost: "37.04",
    callOutCharge: "35.00",
    loggedTotal: "232.04",
    quotedCost: null,
    budget: "150.000",
    overBudget: true,
    mayLog: true,
    ...over,
  };
  if (isStaff) return all;
  const { budget: _budget, overBudget: _overBudget, ...portal } = all;
  return portal;
}

export const timeRow = (id: number, over: Record<string, unknown> = {}) => ({
  __typename: "LogTime",
  id,
  version: 1,
  workDate: "2026-11-02",
  timeFrom: "09:00",
  timeTo: "11:00",
  numberOfEngineers: 2,
  manHours: "4.00",
  costPerHour: "40.000",
  costhours: "160.00",
  callOutCharge: "35.00",
  bankHoliday: false,
  progressCodeId: 5,
  progressCode: "Complete",
  dateCreated: "2026-11-02T12:05:00Z",
  ...over,
});

export const materialRow = (id: number, over: Record<string, unknown> = {}) => ({
  __typename: "LogMaterial",
  id,
  version: 1,
  logMaterialTypeId: 1,
  materialType: "Parts",
  description: "Float valve",
  costPerItem: "12.345",
  quantity: "3.000",
  totalCost: "37.04",
  dateCreated: "2026-11-02T12:10:00Z",
  ...over,
});

/** The counters query alone (the quick view's totals): these counters, no accepted quote */
export function mockCounters(over: Record<string, unknown> = {}, quotedCost: unknown = null) {
  server.use(
    graphql.query("CostTotals_Counters", ({ variables }) =>
      okReply({ costCounters: counters(Number(variables.workOrderId), over, variables.isStaff !== false), quotedCost }),
    ),
  );
}

/** The costs tab's API, recording its calls; saves and deletes change what the lists answer */
export function mockCostsApi(options: { counters?: Record<string, unknown>; quotedCost?: unknown; deleteError?: string } = {}) {
  let times = [timeRow(1)];
  let materials = [materialRow(2)];
  const calls: Record<string, Vars[]> = {};
  const record = (name: string, v: Vars) => (calls[name] ??= []).push(v);
  server.use(
    graphql.query("CostTotals_Counters", ({ variables }) => {
      record("counters", variables);
      return okReply({
        costCounters: counters(Number(variables.workOrderId), options.counters, variables.isStaff !== false),
        quotedCost: options.quotedCost ?? null,
      });
    }),
    graphql.query("CostsTab_LogTimes", ({ variables }) => {
      record("times", variables);
      return okReply({ logTimes: { __typename: "LogTimePage", totalCount: times.length, totalCountExact: true, nodes: times } });
    }),
    graphql.query("CostsTab_LogMaterials", ({ variables }) => {
      record("materials", variables);
      return okReply({ logMaterials: { __typename: "LogMaterialPage", totalCount: materials.length, totalCountExact: true, nodes: materials } });
    }),
    graphql.query("LogTimePopup_ProgressCodes", () => okReply({ progressCodes: [{ __typename: "ProgressCode", id: 5, name: "Complete" }] })),
    graphql.query("LogMaterialPopup_Types", () =>
      okReply({
        logMaterialTypes: [
          { __typename: "LogMaterialType", id: 1, name: "Parts" },
          { __typename: "LogMaterialType", id: 2, name: "Consumables" },
        ],
      }),
    ),
    graphql.mutation("LogTimePopup_Save", ({ variables }) => {
      record("saveTime", variables);
      const input = variables.input as Record<string, unknown>;
      if (input.workDate === "2026-01-01")
        return okReply({
          saveLogTime: {
            __typename: "SaveLogTimePayload",
            logTime: null,
            error: {
              __typename: "LogError",
              code: "INVALID",
              message: "Date cannot be in the future",
              fieldErrors: [{ __typename: "FieldError", field: "workDate", message: "Date cannot be in the future" }],
            },
          },
        });
      const saved = timeRow(input.id ? Number(input.id) : 100 + times.length, { ...input, version: 2 });
      times = input.id ? times.map((t) => (t.id === input.id ? saved : t)) : [...times, saved];
      return okReply({
        saveLogTime: { __typename: "SaveLogTimePayload", logTime: { __typename: "LogTime", id: saved.id, version: 2 }, error: null },
      });
    }),
    graphql.mutation("LogMaterialPopup_Save", ({ variables }) => {
      record("saveMaterial", variables);
      const input = variables.input as Record<string, unknown>;
      const saved = materialRow(input.id ? Number(input.id) : 200 + materials.length, { ...input, version: 2 });
      materials = input.id ? materials.map((m) => (m.id === input.id ? saved : m)) : [...materials, saved];
      return okReply({
        saveLogMaterial: { __typename: "SaveLogMaterialPayload", logMaterial: { __typename: "LogMaterial", id: saved.id, version: 2 }, error: null },
      });
    }),
    graphql.mutation("CostsTab_DeleteTime", ({ variables }) => {
      record("deleteTime", variables);
      if (options.deleteError) return failedReply([{ message: options.deleteError, extensions: { code: "FORBIDDEN" } }]);
      times = times.filter((t) => t.id !== variables.id);
      return okReply({ deleteLogTime: { __typename: "DeleteLogPayload", deletedId: variables.id } });
    }),
    graphql.mutation("CostsTab_DeleteMaterial", ({ variables }) => {
      record("deleteMaterial", variables);
      materials = materials.filter((m) => m.id !== variables.id);
      return okReply({ deleteLogMaterial: { __typename: "DeleteLogPayload", deletedId: variables.id } });
    }),
  );
  return calls;
}
