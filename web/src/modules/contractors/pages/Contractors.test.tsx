import { screen, waitFor, within } from "@testing-library/react";
import { callsOf } from "../../../test/api";
import { columnTitles, gridNamed, rowsOf, sortableTitles } from "../../../test/grid";
import { findNotice } from "../../../test/notices";
import { renderApp } from "../../../test/render";
import { mockContractorsApi } from "../test/contractors-api";

async function openContractors(options: Parameters<typeof mockContractorsApi>[0] = {}) {
  const api = mockContractorsApi(options);
  const rendered = renderApp("/contractors");
  await screen.findByRole("heading", { name: "Contractors" });
  await waitFor(() => expect(rowsOf(gridNamed("Contractors")).length).toBe(3));
  return { ...api, ...rendered };
}

describe("#/contractors", () => {
  it("shows the grid of §3 Contractor, every column sortable, by name; import, export, new", async () => {
    const { calls } = await openContractors();
    const grid = gridNamed("Contractors");
    expect(columnTitles(grid)).toEqual(["Name", "Contact", "Telephone", "OOH Telephone", "Email", "Active", " "]);
    expect(sortableTitles(grid)).toEqual(columnTitles(grid).slice(0, 6));
    expect(rowsOf(grid)[0]!.slice(0, 6)).toEqual([
      "Apex Building Services",
      "Mark Stevens",
      "0161 496 0321",
      "07700 900321",
      "jobs@apex.example.co.uk",
      "Active",
    ]);
    expect(within(grid).getByRole("link", { name: "Apex Building Services" }).getAttribute("href")).toBe("#/contractor/1");
    expect(callsOf(calls, "ContractorsPage_Contractors")[0]).toMatchObject({
      page: 1,
      pageSize: 20,
      active: null,
      sort: [{ field: "NAME", direction: "ASC" }],
    });
    expect(screen.getByRole("button", { name: "Import" }).getAttribute("href")).toBe("#/configuration/import");
    expect(screen.getByRole("button", { name: "New contractor" }).getAttribute("href")).toBe("#/contractor/0");
    expect(screen.getByRole("link", { name: "Contractors" }).getAttribute("href")).toBe("#/contractors");
  });

  it("filters by active", async () => {
    const { calls, user } = await openContractors();
    await user.selectOptions(screen.getByRole("combobox", { name: "Active" }), "false");
    await waitFor(() => expect(rowsOf(gridNamed("Contractors")).map((r) => r[0])).toEqual(["Drainmaster UK"]));
    expect(callsOf(calls, "ContractorsPage_Contractors").at(-1)).toMatchObject({ active: false, page: 1 });
  });

  it("deletes after confirmation, and shows the server's reason when the contractor is in use", async () => {
    const { calls, user } = await openContractors({ refuseDelete: "This contractor has work orders: it cannot be removed" });
    await user.click(within(gridNamed("Contractors")).getByRole("button", { name: "Delete Apex Building Services" }));
    const ask = await screen.findByRole("alertdialog");
    expect(ask.textContent).toContain("Are you sure that you want to proceed?");
    await user.click(within(ask).getByRole("button", { name: "Yes" }));
    await findNotice("This contractor has work orders: it cannot be removed", "error");
    expect(callsOf(calls, "ContractorsPage_Delete")).toEqual([{ id: 1 }]);
    expect(rowsOf(gridNamed("Contractors"))).toHaveLength(3);
  });

  it("deletes an unused contractor: 'Contractor Deleted'", async () => {
    const { user } = await openContractors();
    await user.click(within(gridNamed("Contractors")).getByRole("button", { name: "Delete Drainmaster UK" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Yes" }));
    await findNotice("Contractor Deleted", "success");
    await waitFor(() => expect(rowsOf(gridNamed("Contractors"))).toHaveLength(2));
  });
});

describe("#/contractors/contact/create", () => {
  it("creates a contractor contact: the user form fixed to type Contractor, the contractor chosen", async () => {
    const { calls } = mockContractorsApi();
    const { user } = renderApp("/contractors/contact/create");
    const popup = await screen.findByRole("dialog");
    expect(within(popup).getByText("New contact")).toBeTruthy();
    expect(within(popup).getByText("Contractor", { selector: ".bp6-tag, .bp5-tag, span" })).toBeTruthy();
    await user.type(within(popup).getByLabelText(/First name/), "Jo");
    await user.type(within(popup).getByLabelText(/Last name/), "Pike");
    await user.type(within(popup).getByLabelText(/Email/), "jo@brightwater.example.co.uk");
    await user.type(within(popup).getByLabelText(/^Password/), "Passw0rd!");
    await user.selectOptions(within(popup).getByLabelText(/^Contractor/), "2");
    await user.click(within(popup).getByRole("button", { name: "Save" }));
    await findNotice("User Created", "success");
    expect(callsOf(calls, "UserDetailsForm_Save")[0]).toMatchObject({
      input: { userTypeId: 3, entityName: "Contractor", entityId: 2, departmentId: null },
    });
  });
});
