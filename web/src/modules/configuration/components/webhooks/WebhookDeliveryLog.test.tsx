import { screen, waitFor, within } from "@testing-library/react";
import { graphql } from "msw";
import type { ResultOf } from "@graphql-typed-document-node/core";
import { mockApi, okReply } from "../../../../test/api";
import { findNotice } from "../../../../test/notices";
import { gridNamed, rowsOf } from "../../../../test/grid";
import { renderApp } from "../../../../test/render";
import { server } from "../../../../test/server";
import type { Answer } from "../../../../test/typed";
import type { WebhookDeliveryLog_Deliveries, WebhookDeliveryLog_Endpoint, WebhookDeliveryLog_Resend } from "./WebhookDeliveryLog";

type Row = Answer<ResultOf<typeof WebhookDeliveryLog_Deliveries>>["webhookDeliveries"]["nodes"][number];
type Vars = Record<string, unknown>;

const PAUSED = "The endpoint is paused: resume it first";
const EVENT_ID = "6f1c2a8e-3b4d-4e5f-8a9b-0c1d2e3f4a5b";
const BODY = JSON.stringify({
  id: EVENT_ID,
  type: "work_order.status_changed",
  occurredAt: "2026-11-28T10:02:03.123Z",
  data: { workOrder: { id: 123, refNo: "WO0000123" }, fromStatusId: 1, toStatusId: 9 },
});

const delivery = (id: number, over: Partial<Row> = {}): Row => ({
  __typename: "WebhookDelivery",
  id,
  endpointId: 1,
  eventId: EVENT_ID,
  eventType: "work_order.status_changed",
  body: BODY,
  state: "DELIVERED",
  attempts: 1,
  statusCode: 200,
  responseExcerpt: "thanks",
  durationMs: 42,
  lastError: null,
  createdAt: "2026-11-28T10:02:04Z",
  lastAttemptAt: "2026-11-28T10:02:05Z",
  deliveredAt: "2026-11-28T10:02:05Z",
  ...over,
});

function mockLog(options: { paused?: boolean } = {}) {
  mockApi();
  let paused = options.paused ?? false;
  const rows: Row[] = [
    delivery(12, {
      eventId: "0b7e0c55-1f0e-4d55-9a55-77c1a9e0d0aa",
      eventType: "work_order.created",
      state: "FAILED",
      attempts: 9,
      statusCode: 500,
      responseExcerpt: "receiver broken",
      durationMs: 17,
      lastError: "The endpoint answered 500",
      deliveredAt: null,
    }),
    delivery(11),
  ];
  const calls: Record<string, Vars[]> = { list: [], resend: [], pause: [] };
  server.use(
    graphql.query("WebhookDeliveryLog_Endpoint", () => {
      const reply: Answer<ResultOf<typeof WebhookDeliveryLog_Endpoint>> = {
        webhookEndpoints: [
          {
            __typename: "WebhookEndpoint",
            id: 1,
            url: "https://hooks.northwind.example/work-orders",
            description: "Northwind's helpdesk",
            paused,
            pausedAt: paused ? "2026-11-28T09:00:00Z" : null,
            pauseReason: paused ? "Paused by an administrator" : null,
            failingSince: null,
          },
        ],
      };
      return okReply(reply);
    }),
    graphql.query("WebhookDeliveryLog_Deliveries", ({ variables }) => {
      calls.list!.push(variables);
      const shown = rows.filter((r) => !variables.state || r.state === variables.state);
      const reply: Answer<ResultOf<typeof WebhookDeliveryLog_Deliveries>> = {
        webhookDeliveries: { __typename: "WebhookDeliveryPage", totalCount: shown.length, totalCountExact: true, nodes: shown },
      };
      return okReply(reply);
    }),
    graphql.mutation("WebhookDeliveryLog_Resend", ({ variables }) => {
      calls.resend!.push(variables);
      // a refusal's error is a masked fragment in the typed answer: written as the server sends it
      if (paused) {
        return okReply({
          resendWebhookDelivery: {
            __typename: "WebhookDeliveryPayload",
            delivery: null,
            error: { __typename: "WebhookError", code: "PAUSED", message: PAUSED, fieldErrors: [] },
          },
        });
      }
      const reply: Answer<ResultOf<typeof WebhookDeliveryLog_Resend>> = {
        resendWebhookDelivery: {
          __typename: "WebhookDeliveryPayload",
          delivery: { __typename: "WebhookDelivery", id: variables.id as number, state: "QUEUED", lastError: null },
          error: null,
        },
      };
      return okReply(reply);
    }),
    graphql.mutation("EndpointState_SetPaused", ({ variables }) => {
      calls.pause!.push(variables);
      paused = variables.paused as boolean;
      return okReply({
        updateWebhookEndpoint: {
          __typename: "WebhookEndpointPayload",
          endpoint: {
            __typename: "WebhookEndpoint",
            id: 1,
            paused,
            pausedAt: null,
            pauseReason: null,
            failingSince: null,
            updatedAt: "2026-11-28T10:00:00Z",
          },
          error: null,
        },
      });
    }),
  );
  return calls;
}

describe("#/configuration/webhooks/:endpointId", () => {
  it("lists an endpoint's deliveries newest first: event, event id, state, status, attempts, duration, time, answer; filters by state; searches", async () => {
    const calls = mockLog();
    const { user } = renderApp("/configuration/webhooks/1");
    await waitFor(() => expect(rowsOf(gridNamed("Webhook deliveries")).length).toBe(2));
    expect(screen.getByRole("heading", { name: "Delivery log of https://hooks.northwind.example/work-orders" })).toBeTruthy();
    expect(screen.getByRole("tab", { name: "Webhooks", selected: true })).toBeTruthy();
    expect(calls.list[0]).toMatchObject({ endpointId: 1, state: null, page: 1 });
    const [failed, delivered] = rowsOf(gridNamed("Webhook deliveries"));
    expect(failed).toEqual(
      expect.arrayContaining([
        "28/11/2026 10:02:04",
        "work_order.created",
        "0b7e0c55-1f0e-4d55-9a55-77c1a9e0d0aa",
        "Failed",
        "500",
        "9",
        "17 ms",
        "receiver broken",
      ]),
    );
    expect(delivered).toEqual(expect.arrayContaining(["work_order.status_changed", EVENT_ID, "Delivered", "200", "1", "42 ms", "thanks"]));

    await user.selectOptions(within(gridNamed("Webhook deliveries")).getByLabelText("State"), "FAILED");
    await waitFor(() => expect(calls.list.at(-1)).toMatchObject({ endpointId: 1, state: "FAILED" }));
    await waitFor(() => expect(rowsOf(gridNamed("Webhook deliveries")).length).toBe(1));
    await user.selectOptions(within(gridNamed("Webhook deliveries")).getByLabelText("State"), "");
    await user.type(screen.getByRole("searchbox", { name: "Search" }), `${EVENT_ID}{Enter}`);
    await waitFor(() => expect(calls.list.at(-1)).toMatchObject({ endpointId: 1, state: null, search: EVENT_ID }));
  });

  it("shows a delivery's body as JSON, with its attempts and the receiver's answer", async () => {
    mockLog();
    const { user } = renderApp("/configuration/webhooks/1");
    await user.click(await screen.findByRole("button", { name: "View delivery 11" }));
    const dialog = await screen.findByRole("dialog", { name: "Delivery 11: work_order.status_changed" });
    expect(within(dialog).getByLabelText("Body").textContent).toBe(JSON.stringify(JSON.parse(BODY), null, 2));
    expect(within(dialog).getByLabelText("Answer").textContent).toBe("thanks");
    expect(dialog.textContent).toContain(EVENT_ID);
  });

  it("re-sends a delivery; while the endpoint is paused the server's refusal shows, and after 'Resume' it is sent", async () => {
    const calls = mockLog({ paused: true });
    const { user } = renderApp("/configuration/webhooks/1");
    await waitFor(() => expect(rowsOf(gridNamed("Webhook deliveries")).length).toBe(2));
    await screen.findByText(/since 28\/11\/2026 09:00: Paused by an administrator/);
    await user.click(within(gridNamed("Webhook deliveries")).getAllByRole("button", { name: "Re-send" })[0]!);
    await findNotice(PAUSED, "error");
    expect(calls.resend).toEqual([{ id: 12 }]);

    await user.click(screen.getByRole("button", { name: "Resume" }));
    await findNotice("Webhook endpoint resumed", "success");
    expect(calls.pause).toEqual([{ id: 1, paused: false }]);
    await screen.findByRole("button", { name: "Pause" });
    await user.click(within(gridNamed("Webhook deliveries")).getAllByRole("button", { name: "Re-send" })[0]!);
    await findNotice("Delivery queued to be sent again", "success");
    expect(calls.resend).toEqual([{ id: 12 }, { id: 12 }]);
  });

  it("says so for an endpoint that is not there (deleted)", async () => {
    mockLog();
    renderApp("/configuration/webhooks/99");
    await screen.findByText("No such webhook endpoint");
    expect(screen.getByRole("link", { name: /All webhook endpoints/ }).getAttribute("href")).toBe("#/configuration/webhooks");
  });
});
