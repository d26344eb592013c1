import { screen, waitFor, within } from "@testing-library/react";
import { graphql } from "msw";
import { mockApi, okReply } from "../../../test/api";
import { findNotice } from "../../../test/notices";
import { gridNamed, rowsOf } from "../../../test/grid";
import { renderApp } from "../../../test/render";
import { server } from "../../../test/server";

type Vars = Record<string, unknown>;

const message = (id: number, over: Record<string, unknown> = {}) => ({
  __typename: "OutboxMessage",
  id,
  workOrderId: 123,
  channel: "EMAIL",
  recipient: "jobs@apexbuilding.example.co.uk",
  subject: "Work order WO0000123 - Leeds Central, LS1 4AP",
  body: "Dear Apex Building Services,\n\nWork order WO0000123 has been assigned to you.",
  reason: "assigned",
  state: "FAILED",
  attempts: 6,
  lastError: "Invalid login: 535 Authentication failed",
  createdAt: "2026-07-01T08:05:00Z",
  lastAttemptAt: "2026-07-01T08:35:00Z",
  sentAt: null,
  ...over,
});

function mockOutbox() {
  mockApi();
  let rows = [
    message(2),
    message(1, {
      channel: "SMS",
      recipient: "07700 900123",
      subject: null,
      state: "SENT",
      attempts: 1,
      lastError: null,
      sentAt: "2026-07-01T08:06:00Z",
    }),
  ];
  const calls: Record<string, Vars[]> = { list: [], again: [] };
  server.use(
    graphql.query("OutboxTab_Messages", ({ variables }) => {
      calls.list!.push(variables);
      const shown = rows.filter((r) => (!variables.state || r.state === variables.state) && (!variables.channel || r.channel === variables.channel));
      return okReply({ outboxMessages: { __typename: "OutboxMessagePage", totalCount: shown.length, totalCountExact: true, nodes: shown } });
    }),
    graphql.mutation("OutboxTab_SendAgain", ({ variables }) => {
      calls.again!.push(variables);
      rows = rows.map((r) => (r.id === variables.id ? { ...r, state: "QUEUED" } : r));
      return okReply({
        sendOutboxMessageAgain: {
          __typename: "NotificationPayload",
          messages: [{ __typename: "OutboxMessage", id: variables.id, state: "QUEUED" }],
          error: null,
        },
      });
    }),
  );
  return calls;
}

describe("#/configuration/outbox", () => {
  it("lists the messages with the failure reason and attempts, filters by state and channel, searches, shows a message", async () => {
    const calls = mockOutbox();
    const { user } = renderApp("/configuration/outbox");
    await waitFor(() => expect(rowsOf(gridNamed("Outbox")).length).toBe(2));
    const [failed] = rowsOf(gridNamed("Outbox"));
    expect(failed).toEqual(expect.arrayContaining(["WO0000123", "E-mail", "Failed", "6", "Invalid login: 535 Authentication failed"]));
    await user.selectOptions(screen.getByLabelText("State"), "FAILED");
    await waitFor(() => expect(calls.list.at(-1)).toMatchObject({ state: "FAILED", channel: null }));
    await waitFor(() => expect(rowsOf(gridNamed("Outbox")).length).toBe(1));
    await user.selectOptions(screen.getByLabelText("State"), "");
    await user.selectOptions(screen.getByLabelText("Channel"), "SMS");
    await waitFor(() => expect(calls.list.at(-1)).toMatchObject({ state: null, channel: "SMS" }));
    await user.selectOptions(screen.getByLabelText("Channel"), "");
    await user.type(screen.getByRole("searchbox", { name: "Search" }), "WO0000123{Enter}");
    await waitFor(() => expect(calls.list.at(-1)).toMatchObject({ search: "WO0000123" }));

    await user.click(await screen.findByRole("button", { name: "View message 2" }));
    const dialog = await screen.findByRole("dialog", { name: "Work order WO0000123 - Leeds Central, LS1 4AP" });
    expect(dialog.textContent).toContain("has been assigned to you.");
    expect(dialog.textContent).toContain("Invalid login");
  });

  it("sends a failed message again; a sent one offers no 'Send again'", async () => {
    const calls = mockOutbox();
    const { user } = renderApp("/configuration/outbox");
    await waitFor(() => expect(rowsOf(gridNamed("Outbox")).length).toBe(2));
    const buttons = within(gridNamed("Outbox")).getAllByRole("button", { name: "Send again" });
    expect(buttons).toHaveLength(1);
    await user.click(buttons[0]!);
    await findNotice("Message queued to be sent again", "success");
    expect(calls.again).toEqual([{ id: 2 }]);
    await waitFor(() => expect(within(gridNamed("Outbox")).queryAllByRole("button", { name: "Send again" })).toHaveLength(1));
  });
});
