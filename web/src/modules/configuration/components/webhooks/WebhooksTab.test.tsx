import { screen, waitFor, within } from "@testing-library/react";
import { graphql } from "msw";
import type { ResultOf } from "@graphql-typed-document-node/core";
import { mockApi, okReply } from "../../../../test/api";
import { me } from "../../../../test/fixtures";
import { findNotice } from "../../../../test/notices";
import { renderApp } from "../../../../test/render";
import { server } from "../../../../test/server";
import type { Answer } from "../../../../test/typed";
import type { EndpointState_SetPaused } from "./EndpointState";
import { SECRET_SHOWN_ONCE, type WebhookEndpointPopup_Create, type WebhookEndpointPopup_Update } from "./WebhookEndpointPopup";
import type { WebhooksTab_Endpoints } from "./WebhooksTab";

type Endpoint = Answer<ResultOf<typeof WebhooksTab_Endpoints>>["webhookEndpoints"][number];
type Vars = Record<string, unknown>;

const SECRET = "whsec_Q2xlYXJseSBub3QgYSByZWFsIHNlY3JldCwganVzdCBhIHRlc3Q";
const URL_REFUSED = "The URL must start with https://";

const endpoint = (id: number, over: Partial<Endpoint> = {}): Endpoint => ({
  __typename: "WebhookEndpoint",
  id,
  url: "https://hooks.northwind.example/work-orders",
  description: "Northwind's helpdesk",
  events: ["WORK_ORDER_STATUS_CHANGED", "WORK_ORDER_CREATED"],
  clientId: 1,
  ownerEmail: "integrations@northwind.example",
  paused: false,
  pausedAt: null,
  pauseReason: null,
  failingSince: null,
  createdAt: "2026-11-20T09:00:00Z",
  lastDelivery: {
    __typename: "WebhookDelivery",
    id: 41,
    eventType: "work_order.status_changed",
    state: "DELIVERED",
    statusCode: 200,
    createdAt: "2026-11-28T09:15:00Z",
    lastAttemptAt: "2026-11-28T09:15:02Z",
  },
  ...over,
});

function mockEndpoints(options: { me?: unknown } = {}) {
  mockApi({ me: options.me });
  let rows: Endpoint[] = [
    endpoint(1),
    endpoint(2, {
      url: "https://erp.example.org/hooks",
      description: null,
      events: ["DOCUMENT_ADDED"],
      clientId: null,
      ownerEmail: "ops@example.org",
      paused: true,
      pausedAt: "2026-11-27T10:00:00Z",
      pauseReason: "Every delivery failed for 1 day (last: The endpoint answered 500)",
      failingSince: "2026-11-26T09:00:00Z",
      lastDelivery: null,
    }),
  ];
  const calls: Record<string, Vars[]> = { list: [], create: [], update: [], pause: [], remove: [] };
  server.use(
    graphql.query("WebhooksTab_Endpoints", () => {
      calls.list!.push({});
      const reply: Answer<ResultOf<typeof WebhooksTab_Endpoints>> = {
        webhookEndpoints: rows,
        clientList: [
          { __typename: "Client", id: 1, name: "Northwind Retail" },
          { __typename: "Client", id: 2, name: "Harbour Retail Group" },
        ],
      };
      return okReply(reply);
    }),
    graphql.mutation("WebhookEndpointPopup_Create", ({ variables }) => {
      calls.create!.push(variables);
      const input = variables.input as { url: string; events: string[] };
      if (!input.url.startsWith("https://") || input.events.length === 0) {
        const fieldErrors = [
          ...(input.url.startsWith("https://") ? [] : [{ __typename: "FieldError", field: "url", message: URL_REFUSED }]),
          ...(input.events.length ? [] : [{ __typename: "FieldError", field: "events", message: "Choose at least one event" }]),
        ];
        return okReply({
          createWebhookEndpoint: {
            __typename: "WebhookEndpointPayload",
            secret: null,
            endpoint: null,
            error: { __typename: "WebhookError", code: "INVALID", message: fieldErrors.map((f) => f.message).join("; "), fieldErrors },
          },
        });
      }
      rows = [...rows, endpoint(3, { url: input.url, description: null, clientId: 2, lastDelivery: null })];
      const reply: Answer<ResultOf<typeof WebhookEndpointPopup_Create>> = {
        createWebhookEndpoint: {
          __typename: "WebhookEndpointPayload",
          secret: SECRET,
          endpoint: { __typename: "WebhookEndpoint", id: 3, url: input.url },
          error: null,
        },
      };
      return okReply(reply);
    }),
    graphql.mutation("WebhookEndpointPopup_Update", ({ variables }) => {
      calls.update!.push(variables);
      const input = variables.input as { id: number; url: string; description: string; events: Endpoint["events"]; ownerEmail: string };
      rows = rows.map((r) => (r.id === input.id ? { ...r, ...input, description: input.description || null } : r));
      const reply: Answer<ResultOf<typeof WebhookEndpointPopup_Update>> = {
        updateWebhookEndpoint: {
          __typename: "WebhookEndpointPayload",
          endpoint: { __typename: "WebhookEndpoint", ...input, description: input.description || null, updatedAt: "2026-11-28T10:00:00Z" },
          error: null,
        },
      };
      return okReply(reply);
    }),
    graphql.mutation("EndpointState_SetPaused", ({ variables }) => {
      calls.pause!.push(variables);
      const paused = variables.paused as boolean;
      const change = paused
        ? { paused, pausedAt: "2026-11-28T10:00:00Z", pauseReason: "Paused by an administrator" }
        : { paused, pausedAt: null, pauseReason: null, failingSince: null };
      rows = rows.map((r) => (r.id === variables.id ? { ...r, ...change } : r));
      const row = rows.find((r) => r.id === variables.id)!;
      const reply: Answer<ResultOf<typeof EndpointState_SetPaused>> = {
        updateWebhookEndpoint: {
          __typename: "WebhookEndpointPayload",
          endpoint: {
            __typename: "WebhookEndpoint",
            id: row.id,
            paused: row.paused,
            pausedAt: row.pausedAt,
            pauseReason: row.pauseReason,
            failingSince: row.failingSince,
            updatedAt: "2026-11-28T10:00:00Z",
          },
          error: null,
        },
      };
      return okReply(reply);
    }),
    graphql.mutation("WebhooksTab_Delete", ({ variables }) => {
      calls.remove!.push(variables);
      rows = rows.filter((r) => r.id !== variables.id);
      return okReply({ deleteWebhookEndpoint: variables.id });
    }),
  );
  return calls;
}

const table = () => screen.getByRole("table", { name: "Webhook endpoints list" });
const bodyRows = () => within(table()).getAllByRole("row").slice(1);
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole("cell")
    .map((c) => c.textContent ?? "");
const rowOf = (url: string) => bodyRows().find((r) => r.textContent?.includes(url))!;

describe("#/configuration/webhooks", () => {
  it("lists the endpoints: URL and description, scope, events, owner, state (paused since, failing since), last delivery", async () => {
    mockEndpoints();
    renderApp("/configuration/webhooks");
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    expect(screen.getByRole("tab", { name: "Webhooks", selected: true })).toBeTruthy();
    const [northwind, erp] = bodyRows().map(cells);
    expect(northwind!.slice(0, 6)).toEqual([
      "https://hooks.northwind.example/work-ordersNorthwind's helpdesk",
      "Northwind Retail only",
      "Work order status changedWork order created",
      "integrations@northwind.example",
      "Active",
      "28/11/2026 09:15Delivered 200work_order.status_changed",
    ]);
    expect(erp!.slice(0, 6)).toEqual([
      "https://erp.example.org/hooks",
      "All clients",
      "Document added",
      "ops@example.org",
      "Pausedsince 27/11/2026 10:00: Every delivery failed for 1 day (last: The endpoint answered 500)Failing since 26/11/2026 09:00",
      "None yet",
    ]);
    expect(within(rowOf("northwind")).getByRole("link", { name: "Delivery log" }).getAttribute("href")).toBe("#/configuration/webhooks/1");
    expect(within(rowOf("northwind")).getByRole("button", { name: "Pause" })).toBeTruthy();
    expect(within(rowOf("erp.example")).getByRole("button", { name: "Resume" })).toBeTruthy();
  });

  it("registers an endpoint: the server's refusals show under their fields, then its secret shows once, with a copy button", async () => {
    const calls = mockEndpoints();
    const { user } = renderApp("/configuration/webhooks");
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    await user.click(screen.getByRole("button", { name: "New endpoint" }));
    const form = await screen.findByRole("form", { name: "New webhook endpoint" });
    await user.click(within(form).getByRole("button", { name: "Create" }));
    await findNotice("Required fields", "required");
    expect(calls.create).toEqual([]);

    await user.type(within(form).getByLabelText(/^URL/), "http://hooks.harbour.example/in");
    await user.type(within(form).getByLabelText(/^Owner's e-mail/), "it@harbour.example");
    await user.click(within(form).getByRole("button", { name: "Create" }));
    await findNotice(`${URL_REFUSED}; Choose at least one event`, "error");
    expect(within(form).getByLabelText(/^URL/).getAttribute("aria-invalid")).toBe("true");
    expect(form.textContent).toContain(URL_REFUSED);
    const events = within(form).getByRole("group", { name: "Events" });
    expect(events.getAttribute("aria-invalid")).toBe("true");
    expect(events.textContent).toContain("Choose at least one event");

    await user.clear(within(form).getByLabelText(/^URL/));
    await user.type(within(form).getByLabelText(/^URL/), "https://hooks.harbour.example/in");
    await user.click(within(events).getByLabelText("Work order status changed"));
    await user.selectOptions(within(form).getByLabelText(/^Scope/), "2");
    await user.click(within(form).getByRole("button", { name: "Create" }));
    await waitFor(() => expect(calls.create).toHaveLength(2));
    expect(calls.create[1]).toEqual({
      input: {
        url: "https://hooks.harbour.example/in",
        description: null,
        events: ["WORK_ORDER_STATUS_CHANGED"],
        clientId: 2,
        ownerEmail: "it@harbour.example",
      },
    });
    const dialog = await screen.findByRole("dialog", { name: "Webhook endpoint https://hooks.harbour.example/in" });
    expect(dialog.textContent).toContain(SECRET_SHOWN_ONCE);
    expect(within(dialog).getByLabelText<HTMLInputElement>("The signing secret").value).toBe(SECRET);
    expect(within(dialog).getByRole("button", { name: "Copy" })).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Done" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    // the list never shows it again
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    expect(document.body.textContent).not.toContain(SECRET);
  });

  it("changes an endpoint's URL, description, events and owner; its scope stays", async () => {
    const calls = mockEndpoints();
    const { user } = renderApp("/configuration/webhooks");
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    await user.click(within(rowOf("northwind")).getByRole("button", { name: "Edit" }));
    const form = await screen.findByRole("form", { name: "Edit webhook endpoint" });
    expect(within(form).getByLabelText<HTMLInputElement>(/^URL/).value).toBe("https://hooks.northwind.example/work-orders");
    expect(within(form).getByLabelText<HTMLInputElement>("Work order status changed").checked).toBe(true);
    expect(within(form).queryByLabelText(/^Scope/)).toBeNull();
    expect(form.textContent).toContain("Scope: Northwind Retail only");
    await user.clear(within(form).getByLabelText(/^Description/));
    await user.click(within(form).getByLabelText("Work order created"));
    await user.click(within(form).getByLabelText("Document added"));
    await user.clear(within(form).getByLabelText(/^Owner's e-mail/));
    await user.type(within(form).getByLabelText(/^Owner's e-mail/), "helpdesk@northwind.example");
    await user.click(within(form).getByRole("button", { name: "Save" }));
    await findNotice("Webhook endpoint updated", "success");
    expect(calls.update).toEqual([
      {
        input: {
          id: 1,
          url: "https://hooks.northwind.example/work-orders",
          description: "",
          events: ["WORK_ORDER_STATUS_CHANGED", "DOCUMENT_ADDED"],
          ownerEmail: "helpdesk@northwind.example",
        },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(cells(rowOf("northwind"))[2]).toBe("Work order status changedDocument added"));
  });

  it("pauses an endpoint after a confirmation, resumes one at once, deletes one after a confirmation", async () => {
    const calls = mockEndpoints();
    const { user } = renderApp("/configuration/webhooks");
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    await user.click(within(rowOf("northwind")).getByRole("button", { name: "Pause" }));
    expect((await screen.findByRole("alertdialog")).textContent).toContain("Pause the webhook endpoint https://hooks.northwind.example/work-orders?");
    await user.click(screen.getByRole("button", { name: "No" }));
    expect(calls.pause).toEqual([]);
    await user.click(within(rowOf("northwind")).getByRole("button", { name: "Pause" }));
    await user.click(await screen.findByRole("button", { name: "Yes" }));
    await findNotice("Webhook endpoint paused", "success");
    expect(calls.pause).toEqual([{ id: 1, paused: true }]);
    await waitFor(() => expect(within(rowOf("northwind")).getByRole("button", { name: "Resume" })).toBeTruthy());

    await user.click(within(rowOf("erp.example")).getByRole("button", { name: "Resume" }));
    await findNotice("Webhook endpoint resumed", "success");
    expect(calls.pause.at(-1)).toEqual({ id: 2, paused: false });
    await waitFor(() => expect(cells(rowOf("erp.example"))[4]).toBe("Active"));

    await user.click(within(rowOf("erp.example")).getByRole("button", { name: "Delete" }));
    expect((await screen.findByRole("alertdialog")).textContent).toContain(
      "Delete the webhook endpoint https://erp.example.org/hooks and its delivery log?",
    );
    await user.click(screen.getByRole("button", { name: "Yes" }));
    await findNotice("Webhook endpoint deleted", "success");
    expect(calls.remove).toEqual([{ id: 2 }]);
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
  });

  it("shows the tab to administrators only: a staff user holding the administrator area gets no Webhooks, API keys nor Outbox tab", async () => {
    const calls = mockEndpoints({ me: me({ kind: "STAFF", authCode: "I", permissions: [{ name: "administrator", level: "full" }] }) });
    renderApp("/configuration/trades");
    await screen.findByRole("tab", { name: "Trades", selected: true });
    for (const name of ["Webhooks", "API keys", "Outbox"]) expect(screen.queryByRole("tab", { name })).toBeNull();
    expect(calls.list).toEqual([]);
  });
});
