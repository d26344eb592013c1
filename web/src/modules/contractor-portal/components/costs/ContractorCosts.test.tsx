import { screen, waitFor, within } from "@testing-library/react";
import { graphql } from "msw";
import { failedReply, okReply } from "../../../../test/api";
import { findNotice } from "../../../../test/notices";
import { cardsOf, columnTitles, gridNamed, rowsOf } from "../../../../test/grid";
import { server } from "../../../../test/server";
import type { Viewer } from "../../../../app/access/ViewerContext";
import { renderTab } from "../../../work-orders/tabs/test/render-tab";
import { counters, materialRow, timeRow } from "../../../work-orders/costs/test/costs-api";
import { ContractorCosts } from "./ContractorCosts";

type Vars = Record<string, unknown>;
const CONTRACTOR: Viewer = { kind: "CONTRACTOR", userId: 11, fullName: "Dan Carter", contractorId: 1, permissions: [] };

type Refusal = { message: string; field: string };
type Options = {
  /** saveLogTime refuses while this returns a refusal */
  refuseTime?: (input: Vars) => Refusal | null;
  /** saveLogMaterial refuses while this returns a refusal */
  refuseMaterial?: (input: Vars) => Refusal | null;
  deleteError?: string;
};

const refused = (payload: string, r: Refusal) =>
  okReply({
    [payload]: {
      __typename: payload === "saveLogTime" ? "SaveLogTimePayload" : "SaveLogMaterialPayload",
      [payload === "saveLogTime" ? "logTime" : "logMaterial"]: null,
      error: {
        __typename: "LogError",
        code: "INVALID",
        message: r.message,
        fieldErrors: [{ __typename: "FieldError", field: r.field, message: r.message }],
      },
    },
  });

/** The contractor's costs API: its counters (no budget), its logs; saves and deletes change what the lists answer */
function mockContractorCosts(options: Options = {}) {
  let times = [timeRow(1)];
  let materials = [materialRow(2)];
  const calls: Record<string, Vars[]> = {};
  const record = (name: string, v: Vars) => (calls[name] ??= []).push(v);
  server.use(
    graphql.query("CostTotals_Counters", ({ variables }) => {
      record("counters", variables);
      return okReply({
        costCounters: counters(
          Number(variables.workOrderId),
          { timeEntries: times.length, materialEntries: materials.length },
          variables.isStaff !== false,
        ),
        quotedCost: null,
      });
    }),
    graphql.query("ContractorCosts_LogTimes", ({ variables }) => {
      record("times", variables);
      return okReply({ logTimes: { __typename: "LogTimePage", totalCount: times.length, totalCountExact: true, nodes: times } });
    }),
    graphql.query("ContractorCosts_LogMaterials", ({ variables }) => {
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
    graphql.mutation("ContractorCosts_SaveTime", ({ variables }) => {
      const input = variables.input as Vars;
      record("saveTime", input);
      const refusal = options.refuseTime?.(input);
      if (refusal) return refused("saveLogTime", refusal);
      const saved = timeRow(input.id ? Number(input.id) : 100 + times.length, {
        ...input,
        version: Number(input.version ?? 0) + 1,
        manHours: "5.50",
        normalHours: "0.00",
        oohHours: "5.50",
        costhours: "330.00",
        callOutCharge: "60.00",
      });
      times = input.id ? times.map((t) => (t.id === input.id ? saved : t)) : [...times, saved];
      const { progressCode: _p, progressCodeId: _c, dateCreated: _d, costPerHour: _r, ...logTime } = saved;
      return okReply({ saveLogTime: { __typename: "SaveLogTimePayload", logTime, error: null } });
    }),
    graphql.mutation("ContractorCosts_SaveMaterial", ({ variables }) => {
      const input = variables.input as Vars;
      record("saveMaterial", input);
      const refusal = options.refuseMaterial?.(input);
      if (refusal) return refused("saveLogMaterial", refusal);
      const type = input.logMaterialTypeId === 2 ? "Consumables" : "Parts";
      const total = (Math.round(Number(input.costPerItem) * Number(input.quantity) * 100) / 100).toFixed(2);
      const saved = materialRow(input.id ? Number(input.id) : 200 + materials.length, { ...input, materialType: type, totalCost: total, version: 2 });
      materials = input.id ? materials.map((m) => (m.id === input.id ? saved : m)) : [...materials, saved];
      const { logMaterialTypeId: _t, dateCreated: _d, ...logMaterial } = saved;
      return okReply({ saveLogMaterial: { __typename: "SaveLogMaterialPayload", logMaterial, error: null } });
    }),
    graphql.mutation("ContractorCosts_DeleteTime", ({ variables }) => {
      record("deleteTime", variables);
      if (options.deleteError) return failedReply([{ message: options.deleteError, extensions: { code: "FORBIDDEN" } }]);
      times = times.filter((t) => t.id !== variables.id);
      return okReply({ deleteLogTime: { __typename: "DeleteLogPayload", deletedId: variables.id } });
    }),
    graphql.mutation("ContractorCosts_DeleteMaterial", ({ variables }) => {
      record("deleteMaterial", variables);
      materials = materials.filter((m) => m.id !== variables.id);
      return okReply({ deleteLogMaterial: { __typename: "DeleteLogPayload", deletedId: variables.id } });
    }),
  );
  return calls;
}

async function shown() {
  await waitFor(() => expect(rowsOf(gridNamed("Logged time")).length).toBeGreaterThan(0));
  await waitFor(() => expect(rowsOf(gridNamed("Logged materials")).length).toBeGreaterThan(0));
}

type User = ReturnType<typeof renderTab>["user"];

async function answer(user: User, button: "Yes" | "No") {
  const alert = await screen.findByRole("alertdialog");
  await user.click(within(alert).getByRole("button", { name: button }));
  await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
}

/** Fills the time of the log popup: date, start, finish, engineers */
async function fillTime(user: User, dialog: HTMLElement, date = "2026-11-02") {
  const day = within(dialog).getByLabelText(/^Date/) as HTMLInputElement;
  await user.clear(day);
  await user.type(day, date);
  await user.type(within(dialog).getByLabelText(/^Start/), "22:30");
  await user.type(within(dialog).getByLabelText(/^Finish/), "01:15");
  const engineers = within(dialog).getByLabelText(/^Engineers/);
  await user.clear(engineers);
  await user.type(engineers, "2");
}

async function typeMaterial(user: User, dialog: HTMLElement, description: string, type: string, cost: string, quantity: string) {
  await user.type(within(dialog).getByLabelText(/^Description/), description);
  await user.selectOptions(within(dialog).getByLabelText(/^Type/), type);
  await user.type(within(dialog).getByLabelText(/^Cost per item/), cost);
  const q = within(dialog).getByLabelText(/^Quantity/);
  await user.clear(q);
  await user.type(q, quantity);
}

describe("ContractorCosts", () => {
  it("shows the order's counters (never the budget) and its logs; nothing to change when it may not log", async () => {
    const calls = mockContractorCosts();
    renderTab(<ContractorCosts workOrderId={7} canLog={false} />, CONTRACTOR);
    await shown();
    expect(calls.counters![0]).toEqual({ workOrderId: 7, isStaff: false });
    const totals = screen.getByRole("group", { name: "Logged totals" });
    expect(totals.textContent).toContain("Total hours4.00");
    expect(totals.textContent).toContain("Logged total£232.04");
    expect(screen.queryByRole("row", { name: /Budget/ })).toBeNull();
    expect(columnTitles(gridNamed("Logged time"))).toEqual([
      "Date",
      "Start",
      "Finish",
      "Engineers",
      "Hours",
      "Cost",
      "Call-out",
      "Bank holiday",
      " ",
    ]);
    expect(rowsOf(gridNamed("Logged time"))[0]!.slice(0, 8)).toEqual(["02/11/2026", "09:00", "11:00", "2", "4.00", "£160.00", "£35.00", "No"]);
    expect(rowsOf(gridNamed("Logged materials"))[0]!.slice(0, 5)).toEqual(["Float valve", "Parts", "£12.345", "3", "£37.04"]);
    expect(screen.queryByRole("button", { name: "Log time" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Delete logged time 1" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Edit logged material 2" })).toBeNull();
  });

  it("logs time with materials: 'Date is a required field', the confirmation, then the costed result and the counters again", async () => {
    const calls = mockContractorCosts();
    const onChanged = jest.fn();
    const { user } = renderTab(<ContractorCosts workOrderId={7} canLog onChanged={onChanged} />, CONTRACTOR);
    await shown();
    await user.click(screen.getByRole("button", { name: "Log time" }));
    const dialog = await screen.findByRole("dialog", { name: "Log time" });

    // the fields a phone fills with its own pickers and keyboards
    const date = within(dialog).getByLabelText(/^Date/) as HTMLInputElement;
    expect(date.type).toBe("date");
    for (const name of [/^Start/, /^Finish/]) {
      const time = within(dialog).getByLabelText(name) as HTMLInputElement;
      expect([time.type, time.step]).toEqual(["time", "60"]);
    }
    expect(
      within(dialog)
        .getByLabelText(/^Engineers/)
        .getAttribute("inputmode"),
    ).toBe("numeric");
    expect(
      within(dialog)
        .getByLabelText(/^Cost per item/)
        .getAttribute("inputmode"),
    ).toBe("decimal");
    expect(
      within(dialog)
        .getByLabelText(/^Quantity/)
        .getAttribute("inputmode"),
    ).toBe("decimal");

    await user.clear(date);
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await findNotice("Date is a required field", "required");
    expect(within(dialog).getByText("Date is a required field")).toBeTruthy();
    expect(calls.saveTime).toBeUndefined();

    await fillTime(user, dialog);
    await user.click(within(dialog).getByLabelText("Bank holiday"));
    expect(within(dialog).getByLabelText("Man-hours").textContent).toBe("Man-hours: 5.50");

    // the materials sub-form: a material is complete or 'Required fields'
    await user.type(within(dialog).getByLabelText(/^Description/), "Float valve");
    await user.click(within(dialog).getByRole("button", { name: "Add material" }));
    await findNotice("Required fields", "required");
    expect(
      within(dialog)
        .getByLabelText(/^Cost per item/)
        .getAttribute("aria-invalid"),
    ).toBe("true");
    await user.selectOptions(within(dialog).getByLabelText(/^Type/), "1");
    await user.type(within(dialog).getByLabelText(/^Cost per item/), "12.345");
    const quantity = within(dialog).getByLabelText(/^Quantity/);
    await user.clear(quantity);
    await user.type(quantity, "3");
    expect(within(dialog).getByLabelText("Total").textContent).toBe("Total: £37.04");
    await user.click(within(dialog).getByRole("button", { name: "Add material" }));
    expect(within(within(dialog).getByRole("list", { name: "Materials to log" })).getByText(/Float valve/).textContent).toContain("£37.04");
    expect((within(dialog).getByLabelText(/^Description/) as HTMLInputElement).value).toBe("");
    // a second material typed and not added: saved with the rest
    await typeMaterial(user, dialog, "Sealant", "2", "4.5", "2");

    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect((await screen.findByRole("alertdialog")).textContent).toContain("Are you sure these values are correct?");
    await answer(user, "No");
    expect(calls.saveTime).toBeUndefined();

    const countersBefore = calls.counters!.length;
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await answer(user, "Yes");
    await findNotice("Log Created", "success");
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Log time" })).toBeNull());
    expect(calls.saveTime).toEqual([
      { workOrderId: 7, workDate: "2026-11-02", timeFrom: "22:30", timeTo: "01:15", numberOfEngineers: 2, bankHoliday: true, progressCodeId: null },
    ]);
    expect(calls.saveMaterial).toEqual([
      { workOrderId: 7, logMaterialTypeId: 1, description: "Float valve", costPerItem: "12.345", quantity: "3" },
      { workOrderId: 7, logMaterialTypeId: 2, description: "Sealant", costPerItem: "4.5", quantity: "2" },
    ]);

    // the server's costing of what was logged, and the counters and lists read again
    const logged = screen.getByRole("list", { name: "Logged now" });
    expect(logged.textContent).toContain(
      "02/11/2026 22:30–01:15, 2 engineers, bank holiday: 5.50 hours (5.50 out of hours), cost £330.00, call-out £60.00",
    );
    expect(logged.textContent).toContain("Float valve (Parts) × 3: £37.04");
    expect(logged.textContent).toContain("Sealant (Consumables) × 2: £9.00");
    await waitFor(() => expect(calls.counters!.length).toBeGreaterThan(countersBefore));
    await waitFor(() => expect(rowsOf(gridNamed("Logged time"))).toHaveLength(2));
    await waitFor(() => expect(rowsOf(gridNamed("Logged materials"))).toHaveLength(3));
    expect(onChanged).toHaveBeenCalled();
  });

  it("keeps what was typed when a save fails, and a second try does not log the time twice", async () => {
    let refuseMaterial = true;
    const calls = mockContractorCosts({
      refuseTime: (input) => (input.workDate === "2026-11-01" ? { message: "Date cannot be in the future", field: "workDate" } : null),
      refuseMaterial: () => (refuseMaterial ? { message: "Quantity must be more than 0", field: "quantity" } : null),
    });
    const { user } = renderTab(<ContractorCosts workOrderId={7} canLog />, CONTRACTOR);
    await shown();
    await user.click(screen.getByRole("button", { name: "Log time" }));
    const dialog = await screen.findByRole("dialog", { name: "Log time" });
    await fillTime(user, dialog, "2026-11-01");
    await typeMaterial(user, dialog, "Float valve", "1", "12.345", "3");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await answer(user, "Yes");
    await findNotice("Date cannot be in the future", "error");
    expect(within(dialog).getByText("Date cannot be in the future")).toBeTruthy();
    // nothing else was tried, and everything typed is still there
    expect(calls.saveMaterial).toBeUndefined();
    expect((within(dialog).getByLabelText(/^Start/) as HTMLInputElement).value).toBe("22:30");
    expect((within(dialog).getByLabelText(/^Description/) as HTMLInputElement).value).toBe("Float valve");

    const date = within(dialog).getByLabelText(/^Date/);
    await user.clear(date);
    await user.type(date, "2026-11-02");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await answer(user, "Yes");
    await findNotice("Quantity must be more than 0", "error");
    // the time is saved; the material refused is back in the fields with the server's reason
    expect(calls.saveTime).toHaveLength(2);
    expect(within(dialog).getByText("The time is saved; the materials below are not yet.")).toBeTruthy();
    expect((within(dialog).getByLabelText(/^Description/) as HTMLInputElement).value).toBe("Float valve");
    expect(within(dialog).getByText("Quantity must be more than 0")).toBeTruthy();

    refuseMaterial = false;
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await answer(user, "Yes");
    await findNotice("Log Created", "success");
    expect(calls.saveTime).toHaveLength(2);
    expect(calls.saveMaterial).toHaveLength(2);
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Log time" })).toBeNull());
  });

  it("edits a time entry and a material", async () => {
    const calls = mockContractorCosts();
    const { user } = renderTab(<ContractorCosts workOrderId={7} canLog />, CONTRACTOR);
    await shown();
    await user.click(screen.getByRole("button", { name: "Edit logged time 1" }));
    let dialog = await screen.findByRole("dialog", { name: "Edit logged time" });
    expect((within(dialog).getByLabelText(/^Date/) as HTMLInputElement).value).toBe("2026-11-02");
    expect((within(dialog).getByLabelText(/^Start/) as HTMLInputElement).value).toBe("09:00");
    // an entry changed is the entry alone: no materials sub-form
    expect(within(dialog).queryByLabelText(/^Description/)).toBeNull();
    const engineers = within(dialog).getByLabelText(/^Engineers/);
    await user.clear(engineers);
    await user.type(engineers, "3");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await answer(user, "Yes");
    await findNotice("Log Updated", "success");
    expect(calls.saveTime).toEqual([
      { id: 1, version: 1, workDate: "2026-11-02", timeFrom: "09:00", timeTo: "11:00", numberOfEngineers: 3, bankHoliday: false, progressCodeId: 5 },
    ]);
    expect(screen.getByText("Log updated")).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Edit logged material 2" }));
    dialog = await screen.findByRole("dialog", { name: "Edit logged material" });
    const quantity = within(dialog).getByLabelText(/^Quantity/);
    await user.clear(quantity);
    await user.type(quantity, "4");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await answer(user, "Yes");
    await waitFor(() => expect(calls.saveMaterial).toHaveLength(1));
    expect(calls.saveMaterial![0]).toEqual({
      id: 2,
      version: 1,
      logMaterialTypeId: 1,
      description: "Float valve",
      costPerItem: "12.345",
      quantity: "4",
    });
  });

  it("logs materials alone: at least one, complete ('Required fields')", async () => {
    const calls = mockContractorCosts();
    const { user } = renderTab(<ContractorCosts workOrderId={7} canLog />, CONTRACTOR);
    await shown();
    await user.click(screen.getByRole("button", { name: "Log materials" }));
    const dialog = await screen.findByRole("dialog", { name: "Log materials" });
    expect(within(dialog).queryByLabelText(/^Start/)).toBeNull();
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await findNotice("Required fields", "required");
    expect(
      within(dialog)
        .getByLabelText(/^Description/)
        .getAttribute("aria-invalid"),
    ).toBe("true");
    await typeMaterial(user, dialog, "Sealant", "2", "4.5", "2");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await answer(user, "Yes");
    await findNotice("Log Created", "success");
    expect(calls.saveTime).toBeUndefined();
    expect(calls.saveMaterial).toEqual([{ workOrderId: 7, logMaterialTypeId: 2, description: "Sealant", costPerItem: "4.5", quantity: "2" }]);
  });

  it("deletes a log after confirming ('Log deleted'), and shows the server's reason when it cannot", async () => {
    const calls = mockContractorCosts({ deleteError: "Time and materials cannot be logged, changed or deleted while the work order is Submitted" });
    const onChanged = jest.fn();
    const { user } = renderTab(<ContractorCosts workOrderId={7} canLog onChanged={onChanged} />, CONTRACTOR);
    await shown();
    await user.click(screen.getByRole("button", { name: "Delete logged material 2" }));
    expect((await screen.findByRole("alertdialog")).textContent).toContain("Are you sure that you want to proceed?");
    await answer(user, "No");
    expect(calls.deleteMaterial).toBeUndefined();
    await user.click(screen.getByRole("button", { name: "Delete logged material 2" }));
    await answer(user, "Yes");
    await findNotice("Log deleted", "success");
    expect(calls.deleteMaterial).toEqual([{ id: 2 }]);
    await waitFor(() => expect(screen.getByText("No materials logged")).toBeTruthy());
    expect(onChanged).toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: "Delete logged time 1" }));
    await answer(user, "Yes");
    await findNotice("Time and materials cannot be logged, changed or deleted while the work order is Submitted", "error");
    expect(rowsOf(gridNamed("Logged time"))).toHaveLength(1);
  });

  describe("on a phone (390 × 844)", () => {
    const size = { w: window.innerWidth, h: window.innerHeight };
    beforeAll(() => {
      Object.assign(window, { innerWidth: 390, innerHeight: 844 });
    });
    afterAll(() => {
      Object.assign(window, { innerWidth: size.w, innerHeight: size.h });
    });

    it("shows the logs as cards and the popup full screen, its Save in the footer", async () => {
      mockContractorCosts();
      const { user } = renderTab(<ContractorCosts workOrderId={7} canLog />, CONTRACTOR);
      await waitFor(() => expect(cardsOf(gridNamed("Logged time"))).toHaveLength(1));
      expect(cardsOf(gridNamed("Logged time"))[0]).toEqual({
        title: "Date 02/11/2026",
        fields: ["Start: 09:00", "Finish: 11:00", "Engineers: 2", "Hours: 4.00", "Cost: £160.00", "Call-out: £35.00", "Bank holiday: No"],
      });
      await user.click(screen.getByRole("button", { name: "Log time" }));
      const dialog = await screen.findByRole("dialog", { name: "Log time" });
      expect(dialog.className).toContain("wo-popup--full");
      const footer = dialog.querySelector(".wo-popup__footer")!;
      expect(within(footer as HTMLElement).getByRole("button", { name: "Save" })).toBeTruthy();
    });
  });
});
