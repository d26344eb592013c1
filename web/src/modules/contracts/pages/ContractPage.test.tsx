import { screen, waitFor, within } from "@testing-library/react";
import { callsOf } from "../../../test/api";
import { columnTitles, gridNamed, rowsOf } from "../../../test/grid";
import { findNotice } from "../../../test/notices";
import { renderApp } from "../../../test/render";
import { mockContractsApi } from "../test/contracts-api";

const field = (label: RegExp) => screen.getByLabelText(label);
const options = (label: RegExp) =>
  within(field(label))
    .getAllByRole("option")
    .map((o) => o.textContent);

async function openContract(path: string, apiOptions: Parameters<typeof mockContractsApi>[0] = {}) {
  const api = mockContractsApi(apiOptions);
  const rendered = renderApp(path);
  return { ...api, ...rendered };
}

async function openContractors(apiOptions: Parameters<typeof mockContractsApi>[0] = {}) {
  const opened = await openContract("/contract/1/tab=1", apiOptions);
  await screen.findByRole("heading", { name: "Harbour Retail Group - Power" });
  await waitFor(() => expect(rowsOf(gridNamed("Contractors in the contract")).length).toBe(2));
  await waitFor(() => expect(options(/^Contractor$/)).toContain("Keystone Glazing"));
  return opened;
}

describe("#/contract/{id}: the contract's fields", () => {
  it("a new contract: 'Required fields' with client, trade and sub-trade flagged; sub-trades of the trade chosen; then created", async () => {
    const { calls, user } = await openContract("/contract/0");
    await screen.findByRole("heading", { name: "New contract" });
    await waitFor(() => expect(options(/^Client/)).toEqual(["Select ...", "Harbour Retail Group", "Northgate Leisure Ltd"]));
    expect(screen.queryByRole("tab")).toBeNull();
    expect(screen.queryByRole("button", { name: "Delete" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Save" }));
    await findNotice("Required fields", "required");
    for (const label of [/^Client/, /^Trade/, /^Sub-Trade/])
      expect([String(label), field(label).getAttribute("aria-invalid")]).toEqual([String(label), "true"]);
    // the status is chosen already (Active)
    expect(field(/^Status/).getAttribute("aria-invalid")).toBeNull();
    expect(callsOf(calls, "ContractForm_Save")).toEqual([]);

    await user.selectOptions(field(/^Client/), "Northgate Leisure Ltd");
    expect(field(/^Client/).getAttribute("aria-invalid")).toBeNull();
    await user.selectOptions(field(/^Trade/), "Electrical");
    await waitFor(() => expect(options(/^Sub-Trade/)).toEqual(["Select ...", "Power", "Lighting"]));
    await user.selectOptions(field(/^Sub-Trade/), "Power");
    await user.type(field(/^Account No/), "NGL-EL-02");
    await user.type(field(/^Start date/), "2026-01-01");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await findNotice("Contract Created", "success");
    expect(callsOf(calls, "ContractForm_Save")[0]).toEqual({
      input: {
        id: 0,
        clientId: 2,
        tradeId: 1,
        subTradeId: 11,
        contractStatusId: 1,
        name: null,
        accountNo: "NGL-EL-02",
        startDate: "2026-01-01",
        endDate: null,
      },
    });
    await waitFor(() => expect(window.location.hash).toBe("#/contract/100"));
    await screen.findByRole("heading", { name: "Northgate Leisure Ltd - Power" });
    expect(screen.getAllByRole("tab").map((t) => t.textContent)).toEqual(["Details", "Contractors"]);
  });

  it("a new contract for a client (#/contract/0/client/{id}) starts with that client", async () => {
    await openContract("/contract/0/client/2");
    await screen.findByRole("heading", { name: "New contract" });
    await waitFor(() => expect((field(/^Client/) as HTMLSelectElement).value).toBe("2"));
  });

  it("a sub-trade chosen is cleared when the trade changes, and flagged on save", async () => {
    const { calls, user } = await openContract("/contract/1");
    await screen.findByRole("heading", { name: "Harbour Retail Group - Power" });
    await waitFor(() => expect((field(/^Sub-Trade/) as HTMLSelectElement).value).toBe("11"));
    expect((field(/^Account No/) as HTMLInputElement).value).toBe("HRG-EL-01");
    await user.selectOptions(field(/^Trade/), "Plumbing");
    await waitFor(() => expect(options(/^Sub-Trade/)).toEqual(["Select ...", "Leaks"]));
    expect((field(/^Sub-Trade/) as HTMLSelectElement).value).toBe("");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await findNotice("Required fields", "required");
    expect(field(/^Sub-Trade/).getAttribute("aria-invalid")).toBe("true");
    expect(field(/^Trade/).getAttribute("aria-invalid")).toBeNull();
    await user.selectOptions(field(/^Sub-Trade/), "Leaks");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await findNotice("Contract Updated", "success");
    expect(callsOf(calls, "ContractForm_Save")[0]!.input).toMatchObject({ id: 1, tradeId: 2, subTradeId: 21, name: "Harbour Retail Group - Power" });
  });

  it("deletes after 'Are you sure that you want to delete a Contract?', back to the grid", async () => {
    const { calls, user } = await openContract("/contract/2");
    await screen.findByRole("heading", { name: "Harbour Retail Group - Leaks" });
    await user.click(screen.getByRole("button", { name: "Delete" }));
    let ask = await screen.findByRole("alertdialog");
    expect(ask.textContent).toContain("Are you sure that you want to delete a Contract?");
    await user.click(within(ask).getByRole("button", { name: "No" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(callsOf(calls, "ContractPage_Delete")).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Delete" }));
    ask = await screen.findByRole("alertdialog");
    await user.click(within(ask).getByRole("button", { name: "Yes" }));
    await findNotice("Contract Deleted", "success");
    expect(callsOf(calls, "ContractPage_Delete")).toEqual([{ id: 2 }]);
    await waitFor(() => expect(window.location.hash).toBe("#/contracts"));
    await waitFor(() => expect(rowsOf(gridNamed("Contracts")).map((r) => r[0])).not.toContain("Harbour Retail Group - Leaks"));
  });

  it("shows the server's refusal of a delete and stays on the contract", async () => {
    const { user } = await openContract("/contract/1", { refuseDelete: "This contract has work orders: it cannot be deleted" });
    await screen.findByRole("heading", { name: "Harbour Retail Group - Power" });
    await user.click(screen.getByRole("button", { name: "Delete" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Yes" }));
    await findNotice("This contract has work orders: it cannot be deleted", "warning");
    expect(window.location.hash).toBe("#/contract/1");
  });

  it("a missing contract says 'No data found!'", async () => {
    await openContract("/contract/999");
    expect(await screen.findByText("No data found!")).toBeTruthy();
  });
});

describe("#/contract/{id}/tab=1: the contractors in the contract", () => {
  it("lists them with their postcode prefixes and a Set Rates link each", async () => {
    const { calls } = await openContractors();
    const grid = gridNamed("Contractors in the contract");
    expect(columnTitles(grid)).toEqual(["Contractor", "Postcode prefix", "Preferred", "Active", "Sites", " ", " "]);
    expect(rowsOf(grid).map((r) => r.slice(0, 6))).toEqual([
      ["Apex Building Services", "M, SK1, WA14", "Yes", "Yes", "1", "Set Rates"],
      ["Sparkright Electrical Contractors", "LS", "", "No", "0", "Set Rates"],
    ]);
    expect(within(grid).getAllByRole("link", { name: "Set Rates" })[0]!.getAttribute("href")).toBe("#/contracts/matching/5");
    expect(callsOf(calls, "ContractorsInContractPanel_List")[0]).toMatchObject({ contractId: 1, sort: [{ field: "CONTRACTOR", direction: "ASC" }] });
  });

  it("adding without a contractor says 'Select Contractor'; one already in says 'Contractor Exists'; a new one is added", async () => {
    const { calls, user } = await openContractors();
    await user.click(screen.getByRole("button", { name: "Add Contractor" }));
    await findNotice("Select Contractor", "required");
    await user.selectOptions(field(/^Contractor$/), "Apex Building Services");
    await user.click(screen.getByRole("button", { name: "Add Contractor" }));
    await findNotice("Contractor Exists", "warning");
    expect(callsOf(calls, "ContractorsInContractPanel_Add")).toEqual([]);

    await user.selectOptions(field(/^Contractor$/), "Keystone Glazing");
    await user.type(field(/^Postcode prefix/), " CH, LL ");
    await user.click(screen.getByRole("button", { name: "Add Contractor" }));
    await findNotice("Contractor Created", "success");
    expect(callsOf(calls, "ContractorsInContractPanel_Add")).toEqual([{ input: { contractId: 1, contractorId: 3, postcodePrefix: "CH, LL" } }]);
    await waitFor(() =>
      expect(rowsOf(gridNamed("Contractors in the contract")).map((r) => r[0])).toEqual([
        "Apex Building Services",
        "Keystone Glazing",
        "Sparkright Electrical Contractors",
      ]),
    );
    expect((field(/^Contractor$/) as HTMLSelectElement).value).toBe("");
  });

  it("shows the server's 'Contractor Exists' (added meanwhile by someone else)", async () => {
    const { calls, user } = await openContractors({
      refuseAdd: { message: "Contractor Exists", fieldErrors: [{ field: "contractorId", message: "Contractor Exists" }] },
    });
    await user.selectOptions(field(/^Contractor$/), "Keystone Glazing");
    await user.click(screen.getByRole("button", { name: "Add Contractor" }));
    await findNotice("Contractor Exists", "warning");
    expect(callsOf(calls, "ContractorsInContractPanel_Add")).toHaveLength(1);
  });

  it("removes one after 'Are you sure that you want to delete Contractor from this Contract?'", async () => {
    const { calls, user } = await openContractors();
    const remove = () => within(gridNamed("Contractors in the contract")).getByRole("button", { name: "Remove Sparkright Electrical Contractors" });
    await user.click(remove());
    let ask = await screen.findByRole("alertdialog");
    expect(ask.textContent).toContain("Are you sure that you want to delete Contractor from this Contract?");
    await user.click(within(ask).getByRole("button", { name: "No" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(callsOf(calls, "ContractorsInContractPanel_Remove")).toEqual([]);

    await user.click(remove());
    ask = await screen.findByRole("alertdialog");
    await user.click(within(ask).getByRole("button", { name: "Yes" }));
    await findNotice("Contractor Deleted", "success");
    expect(callsOf(calls, "ContractorsInContractPanel_Remove")).toEqual([{ id: 6 }]);
    await waitFor(() => expect(rowsOf(gridNamed("Contractors in the contract")).map((r) => r[0])).toEqual(["Apex Building Services"]));
  });
});

describe("the contractor list upload", () => {
  const csv = () => new File(['Contractor,PostcodePrefix,Preferred\nKeystone Glazing,"CH, LL",false\n'], "contractors.csv", { type: "text/csv" });

  async function openUpload(apiOptions: Parameters<typeof mockContractsApi>[0] = {}) {
    const opened = await openContractors(apiOptions);
    await opened.user.click(screen.getByRole("button", { name: "Upload list" }));
    const win = await screen.findByRole("dialog", { name: "Upload contractor list" });
    return { ...opened, win };
  }

  it("needs a file ('No files selected'), sends it in its own part, says how many were added and reloads the grid", async () => {
    const { calls, user, win } = await openUpload();
    expect(within(win).getByRole("link", { name: "Download the template" }).getAttribute("download")).toBe("contractor-list-template.csv");
    await user.click(within(win).getByRole("button", { name: "Upload" }));
    expect(within(win).getByText("No files selected")).toBeTruthy();
    expect(callsOf(calls, "ContractorListUpload_Import")).toEqual([]);

    const listCalls = callsOf(calls, "ContractorsInContractPanel_List").length;
    await user.upload(within(win).getByLabelText("CSV or XLSX file"), csv());
    await user.click(within(win).getByRole("button", { name: "Upload" }));
    await findNotice("2 contractors added", "success");
    expect(within(win).getByText("2 contractors added")).toBeTruthy();
    expect(within(win).queryByText("No files selected")).toBeNull();
    expect(callsOf(calls, "ContractorListUpload_Import")).toEqual([
      { contractId: 1, file: null, fileName: "contractors.csv", fileText: 'Contractor,PostcodePrefix,Preferred\nKeystone Glazing,"CH, LL",false\n' },
    ]);
    await waitFor(() => expect(callsOf(calls, "ContractorsInContractPanel_List").length).toBeGreaterThan(listCalls));
    await user.click(
      within(win)
        .getAllByRole("button", { name: "Close" })
        .find((b) => b.textContent === "Close")!,
    );
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Upload contractor list" })).toBeNull());
  });

  it("a refused file: each bad row's line and reason, the server's message, nothing added", async () => {
    const { user, win } = await openUpload({
      importReply: () => ({
        importContractorsInContract: {
          __typename: "ImportContractorsInContractPayload",
          imported: 0,
          rowErrors: [
            { __typename: "ContractorImportRowError", line: 2, message: "Contractor Exists: Apex Building Services is already in the contract" },
            { __typename: "ContractorImportRowError", line: 3, message: "Contractor Nobody Ltd is not a contractor" },
          ],
          error: { __typename: "ContractError", code: "IMPORT_REFUSED", message: "The file was not imported: 2 bad rows", fieldErrors: [] },
        },
      }),
    });
    await user.upload(within(win).getByLabelText("CSV or XLSX file"), csv());
    await user.click(within(win).getByRole("button", { name: "Upload" }));
    const table = await within(win).findByRole("table", { name: "Rows refused" });
    expect(
      within(table)
        .getAllByRole("row")
        .slice(1)
        .map((r) =>
          within(r)
            .getAllByRole("cell")
            .map((c) => c.textContent),
        ),
    ).toEqual([
      ["2", "Contractor Exists: Apex Building Services is already in the contract"],
      ["3", "Contractor Nobody Ltd is not a contractor"],
    ]);
    await findNotice("The file was not imported: 2 bad rows", "error");
    expect(within(win).queryByText(/contractors added/)).toBeNull();
  });
});
