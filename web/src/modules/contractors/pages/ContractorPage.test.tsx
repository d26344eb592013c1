import { screen, waitFor, within } from "@testing-library/react";
import { graphql } from "msw";
import { callsOf, okReply } from "../../../test/api";
import { me } from "../../../test/fixtures";
import { server } from "../../../test/server";
import { findNotice } from "../../../test/notices";
import { renderApp } from "../../../test/render";
import { mockContractorsApi } from "../test/contractors-api";

describe("#/contractor/{id}", () => {
  it("a new contractor: only the details; 'Required fields' without a name; once saved it moves to its id", async () => {
    const { calls } = mockContractorsApi();
    const { user } = renderApp("/contractor/0");
    await screen.findByRole("heading", { name: "New contractor" });
    expect(screen.queryByRole("tab")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Save" }));
    await findNotice("Required fields", "required");
    expect(callsOf(calls, "ContractorDetailsForm_Save")).toEqual([]);
    await user.type(screen.getByLabelText(/^Name/), "Keystone Glazing");
    await user.type(screen.getByLabelText("Normal hours start"), "07:00");
    await user.type(screen.getByLabelText("Normal hours finish"), "16:00");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await findNotice("Contractor Created", "success");
    expect(callsOf(calls, "ContractorDetailsForm_Save")[0]).toMatchObject({
      input: { id: 0, name: "Keystone Glazing", normalStart: "07:00", normalFinish: "16:00", oohOneStart: null, active: true },
    });
    await screen.findByRole("heading", { name: "Keystone Glazing" });
    expect(window.location.hash).toBe("#/contractor/100");
    expect(screen.getAllByRole("tab").map((t) => t.textContent)).toEqual(["Details", "Contacts", "Contracts"]);
  });

  it("shows the time windows and the portal link; a refused band shows the server's field error", async () => {
    mockContractorsApi();
    const { user } = renderApp("/contractor/1");
    await screen.findByRole("heading", { name: "Apex Building Services" });
    expect(screen.getByRole("link", { name: "Contractor portal" }).getAttribute("href")).toBe("#/contractor_portal/1");
    await waitFor(() => expect((screen.getByLabelText("Out of hours 2 start") as HTMLInputElement).value).toBe("22:00"));
    expect((screen.getByLabelText("Out of hours 2 finish") as HTMLInputElement).value).toBe("06:00");
    await user.clear(screen.getByLabelText("Normal hours finish"));
    await user.click(screen.getByRole("button", { name: "Save" }));
    await screen.findByText("Normal hours: set both the start and the finish, or neither");
  });

  it("contacts: the contractor's users, new ones fixed to type Contractor of this contractor", async () => {
    const { calls } = mockContractorsApi();
    const { user } = renderApp("/contractor/1");
    await screen.findByRole("heading", { name: "Apex Building Services" });
    await user.click(screen.getByRole("tab", { name: "Contacts" }));
    await waitFor(() => expect(callsOf(calls, "UserGrid_Users").at(-1)).toMatchObject({ entityName: "Contractor", entityId: 1 }));
    await user.click(await screen.findByRole("button", { name: "New contact" }));
    const popup = await screen.findByRole("dialog");
    expect(within(popup).getByText("of Apex Building Services", { exact: false })).toBeTruthy();
    expect(within(popup).queryByLabelText(/^Contractor/)).toBeNull();
    await user.type(within(popup).getByLabelText(/First name/), "Amy");
    await user.type(within(popup).getByLabelText(/Last name/), "Reid");
    await user.type(within(popup).getByLabelText(/Email/), "amy@apex.example.co.uk");
    await user.type(within(popup).getByLabelText(/^Password/), "Passw0rd!");
    await user.click(within(popup).getByRole("button", { name: "Save" }));
    await findNotice("User Created", "success");
    expect(callsOf(calls, "UserDetailsForm_Save")[0]).toMatchObject({ input: { userTypeId: 3, entityName: "Contractor", entityId: 1 } });
  });

  it("contacts, for staff who do not manage users: the contractor's users, read only", async () => {
    const { calls } = mockContractorsApi();
    const asked: unknown[] = [];
    server.use(
      graphql.query("Shell_Me", () =>
        okReply({ me: me({ kind: "STAFF", authCode: "S", permissions: [{ name: "customers", level: "full" }], fullName: "Carl Contracts" }) }),
      ),
      graphql.query("ContactsTab_Contacts", ({ variables }) => {
        asked.push(variables);
        return okReply({
          userOptions: [{ __typename: "UserOption", id: 31, fullName: "Amy Reid", email: "amy@apex.example.co.uk", mobile: "07700 900123" }],
        });
      }),
    );
    const { user } = renderApp("/contractor/1");
    await screen.findByRole("heading", { name: "Apex Building Services" });
    await user.click(screen.getByRole("tab", { name: "Contacts" }));
    const list = await screen.findByRole("table", { name: "Contacts" });
    expect(within(list).getByRole("link", { name: "amy@apex.example.co.uk" }).getAttribute("href")).toBe("mailto:amy@apex.example.co.uk");
    expect(asked).toEqual([{ entityName: "Contractor", entityId: 1 }]);
    expect(screen.queryByRole("button", { name: "New contact" })).toBeNull();
    expect(callsOf(calls, "UserGrid_Users")).toEqual([]);
  });

  it("contracts: the contracts it is in, each linking to its contract", async () => {
    const { calls } = mockContractorsApi();
    const { user } = renderApp("/contractor/1");
    await screen.findByRole("heading", { name: "Apex Building Services" });
    await user.click(screen.getByRole("tab", { name: "Contracts" }));
    const link = await screen.findByRole("link", { name: "Harbour Retail Group - Leaks" });
    expect(link.getAttribute("href")).toBe("#/contract/7");
    expect(callsOf(calls, "ContractGrid_Contracts")[0]).toMatchObject({ contractorId: 1, clientId: null });
  });
});
