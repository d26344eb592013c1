import { screen, waitFor, within } from "@testing-library/react";
import { graphql } from "msw";
import type { ResultOf } from "@graphql-typed-document-node/core";
import { mockApi, okReply } from "../../../../test/api";
import { findNotice } from "../../../../test/notices";
import { gridNamed, rowsOf } from "../../../../test/grid";
import { renderApp } from "../../../../test/render";
import { server } from "../../../../test/server";
import type { Answer } from "../../../../test/typed";
import { SHOWN_ONCE, type ApiKeyCreatePopup_Create, type ApiKeyCreatePopup_Lookups } from "./ApiKeyCreatePopup";
import type { ApiKeysTab_Keys, ApiKeysTab_Revoke } from "./ApiKeysTab";

type Row = Answer<ResultOf<typeof ApiKeysTab_Keys>>["apiKeys"]["nodes"][number];
type Vars = Record<string, unknown>;

const SECRET = "wok_1a2b3c4d_q6Jx0y3s9PZQ0o5WmH9kA1vTzL2c8e4rB7nF5gK0dXw";

const key = (id: number, over: Partial<Row> = {}): Row => ({
  __typename: "ApiKey",
  id,
  name: "Power BI – finance",
  prefix: "9f8e7d6c",
  scope: "REPORTING",
  clientName: null,
  userName: null,
  writes: false,
  rateLimitPerMinute: 120,
  expiresAt: null,
  createdAt: "2026-11-20T09:00:00Z",
  createdByName: "Alex Morgan",
  lastUsedAt: "2026-11-28T08:15:00Z",
  callsToday: 42,
  revokedAt: null,
  revokedByName: null,
  active: true,
  ...over,
});

function mockKeys() {
  mockApi();
  let rows: Row[] = [
    key(2),
    key(1, { name: "Old system", prefix: "0a0b0c0d", scope: "REST", userName: "Fiona Finch", writes: true, lastUsedAt: null, callsToday: 0 }),
  ];
  const calls: Record<string, Vars[]> = { list: [], create: [], revoke: [] };
  server.use(
    graphql.query("ApiKeysTab_Keys", ({ variables }) => {
      calls.list!.push(variables);
      const reply: Answer<ResultOf<typeof ApiKeysTab_Keys>> = {
        apiKeys: { __typename: "ApiKeyPage", totalCount: rows.length, totalCountExact: true, nodes: rows },
      };
      return okReply(reply);
    }),
    graphql.query("ApiKeyCreatePopup_Lookups", () => {
      const reply: Answer<ResultOf<typeof ApiKeyCreatePopup_Lookups>> = {
        clientList: [{ __typename: "Client", id: 1, name: "Northwind Retail" }],
        users: { __typename: "UserPage", nodes: [{ __typename: "User", id: 5, fullName: "Fiona Finch", email: "finance@example.com" }] },
      };
      return okReply(reply);
    }),
    graphql.mutation("ApiKeyCreatePopup_Create", ({ variables }) => {
      calls.create!.push(variables);
      rows = [key(3, { name: "Northwind BI", prefix: "1a2b3c4d", clientName: "Northwind Retail", lastUsedAt: null, callsToday: 0 }), ...rows];
      const reply: Answer<ResultOf<typeof ApiKeyCreatePopup_Create>> = {
        createApiKey: {
          __typename: "CreateApiKeyPayload",
          secret: SECRET,
          key: { __typename: "ApiKey", id: 3, name: "Northwind BI", prefix: "1a2b3c4d" },
          error: null,
        },
      };
      return okReply(reply);
    }),
    graphql.mutation("ApiKeysTab_Revoke", ({ variables }) => {
      calls.revoke!.push(variables);
      rows = rows.map((r) => (r.id === variables.id ? { ...r, revokedAt: "2026-11-28T09:30:00Z", revokedByName: "Alex Morgan", active: false } : r));
      const reply: Answer<ResultOf<typeof ApiKeysTab_Revoke>> = {
        revokeApiKey: {
          __typename: "RevokeApiKeyPayload",
          key: { __typename: "ApiKey", id: variables.id as number, revokedAt: "2026-11-28T09:30:00Z", revokedByName: "Alex Morgan", active: false },
          error: null,
        },
      };
      return okReply(reply);
    }),
  );
  return calls;
}

describe("#/configuration/api-keys", () => {
  it("lists the keys: name, prefix, scope, who made it, expiry, last use, calls today, state", async () => {
    mockKeys();
    renderApp("/configuration/api-keys");
    await waitFor(() => expect(rowsOf(gridNamed("API keys")).length).toBe(2));
    const [reporting, rest] = rowsOf(gridNamed("API keys"));
    expect(reporting).toEqual(
      expect.arrayContaining(["Power BI – finance", "wok_9f8e7d6c", "Reporting: every client", "Alex Morgan", "Never", "42", "Active"]),
    );
    expect(rest).toEqual(expect.arrayContaining(["Old system", "REST as Fiona Finch, with writes", "0"]));
  });

  it("makes a key for one client and shows its secret once, with a copy button", async () => {
    const calls = mockKeys();
    const { user } = renderApp("/configuration/api-keys");
    await waitFor(() => expect(rowsOf(gridNamed("API keys")).length).toBe(2));
    await user.click(screen.getByRole("button", { name: "New API key" }));
    const form = await screen.findByRole("form", { name: "New API key" });
    await user.click(within(form).getByRole("button", { name: "Create" }));
    await findNotice("Required fields", "required");
    expect(calls.create).toEqual([]);
    await user.type(within(form).getByLabelText(/^Name/), "Northwind BI");
    await waitFor(() => expect(within(form).getByRole("option", { name: "Northwind Retail" })).toBeTruthy());
    await user.selectOptions(within(form).getByLabelText(/^Client/), "1");
    await user.click(within(form).getByRole("button", { name: "Create" }));
    await waitFor(() => expect(calls.create).toHaveLength(1));
    expect(calls.create[0]).toEqual({
      input: { name: "Northwind BI", scope: "REPORTING", clientId: 1, userId: null, writes: false, expiresAt: null, rateLimitPerMinute: null },
    });
    const dialog = await screen.findByRole("dialog", { name: 'API key "Northwind BI"' });
    expect(dialog.textContent).toContain(SHOWN_ONCE);
    expect(within(dialog).getByLabelText<HTMLInputElement>("The API key").value).toBe(SECRET);
    expect(within(dialog).getByRole("button", { name: "Copy" })).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Done" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    // the list never shows it again
    await waitFor(() => expect(rowsOf(gridNamed("API keys")).length).toBe(3));
    expect(document.body.textContent).not.toContain(SECRET);
  });

  it("a REST key needs its user, and sends writes when ticked", async () => {
    const calls = mockKeys();
    const { user } = renderApp("/configuration/api-keys");
    await user.click(await screen.findByRole("button", { name: "New API key" }));
    const form = await screen.findByRole("form", { name: "New API key" });
    await user.type(within(form).getByLabelText(/^Name/), "Finance integration");
    await user.selectOptions(within(form).getByLabelText(/^Scope/), "REST");
    await user.click(within(form).getByRole("button", { name: "Create" }));
    await findNotice("Required fields", "required");
    await waitFor(() => expect(within(form).getByRole("option", { name: "Fiona Finch (finance@example.com)" })).toBeTruthy());
    await user.selectOptions(within(form).getByLabelText(/^Acts as user/), "5");
    await user.click(within(form).getByLabelText("Allow changes (writes)"));
    await user.click(within(form).getByRole("button", { name: "Create" }));
    await waitFor(() => expect(calls.create).toHaveLength(1));
    expect(calls.create[0]).toMatchObject({ input: { scope: "REST", userId: 5, clientId: null, writes: true } });
  });

  it("revokes a key after a confirmation; a revoked key offers no 'Revoke'", async () => {
    const calls = mockKeys();
    const { user } = renderApp("/configuration/api-keys");
    await waitFor(() => expect(rowsOf(gridNamed("API keys")).length).toBe(2));
    const buttons = within(gridNamed("API keys")).getAllByRole("button", { name: "Revoke" });
    await user.click(buttons[0]!);
    await user.click(await screen.findByRole("button", { name: "No" }));
    expect(calls.revoke).toEqual([]);
    await user.click(buttons[0]!);
    expect((await screen.findByRole("alertdialog")).textContent).toContain('Revoke API key "Power BI – finance" (wok_9f8e7d6c)?');
    await user.click(screen.getByRole("button", { name: "Yes" }));
    await findNotice("API key revoked", "success");
    expect(calls.revoke).toEqual([{ id: 2 }]);
    await waitFor(() => expect(within(gridNamed("API keys")).getAllByRole("button", { name: "Revoke" })).toHaveLength(1));
    expect(rowsOf(gridNamed("API keys"))[0]).toEqual(expect.arrayContaining(["Revoked"]));
  });
});
