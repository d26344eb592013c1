import { screen, waitFor } from "@testing-library/react";
import { graphql } from "msw";
import { okReply } from "../../../test/api";
import { findNotice } from "../../../test/notices";
import { columnTitles, gridNamed, rowsOf } from "../../../test/grid";
import { server } from "../../../test/server";
import { ResendNotificationTab } from "./ResendNotificationTab";
import { renderTab } from "./test/render-tab";

type Vars = Record<string, unknown>;

const message = (id: number, over: Record<string, unknown> = {}) => ({
  __typename: "OutboxMessage",
  id,
  channel: "EMAIL",
  recipient: "jobs@apexbuilding.example.co.uk",
  reason: "assigned",
  state: "SENT",
  attempts: 1,
  lastError: null,
  createdAt: "2026-07-01T08:05:00Z",
  sentAt: "2026-07-01T08:05:30Z",
  ...over,
});

function mockNotifications(contractor = true) {
  let messages = [message(1)];
  const calls: Record<string, Vars[]> = { list: [], resend: [] };
  server.use(
    graphql.query("ResendNotificationTab_Messages", ({ variables }) => {
      calls.list!.push(variables);
      return okReply({
        workOrderNotifications: { __typename: "OutboxMessagePage", totalCount: messages.length, totalCountExact: true, nodes: messages },
      });
    }),
    graphql.mutation("ResendNotificationTab_Resend", ({ variables }) => {
      calls.resend!.push(variables);
      if (!contractor)
        return okReply({
          resendWorkOrderNotification: {
            __typename: "NotificationPayload",
            messages: [],
            error: {
              __typename: "NotificationError",
              code: "NO_CONTRACTOR",
              message: "This work order has no contractor to notify",
              fieldErrors: [],
            },
          },
        });
      const queued = message(2, { reason: "resend", state: "QUEUED", attempts: 0, sentAt: null, lastError: "Not sent: no SMTP server configured" });
      messages = [queued, ...messages];
      return okReply({
        resendWorkOrderNotification: { __typename: "NotificationPayload", messages: [{ __typename: "OutboxMessage", id: 2 }], error: null },
      });
    }),
  );
  return calls;
}

describe("ResendNotificationTab", () => {
  it("lists the order's messages with their state, and resends: 'Notification sent!', the new message listed", async () => {
    const calls = mockNotifications();
    const { user } = renderTab(<ResendNotificationTab workOrderId={7} />);
    await waitFor(() => expect(rowsOf(gridNamed("Notifications")).length).toBe(1));
    expect(columnTitles(gridNamed("Notifications"))).toEqual([
      "Queued",
      "Channel",
      "Recipient",
      "Reason",
      "State",
      "Attempts",
      "Sent",
      "Reason not sent",
    ]);
    expect(rowsOf(gridNamed("Notifications"))[0]).toEqual([
      "01/07/2026 09:05",
      "E-mail",
      "jobs@apexbuilding.example.co.uk",
      "Assigned",
      "Sent",
      "1",
      "01/07/2026 09:05",
      "",
    ]);
    expect(calls.list[0]).toMatchObject({ workOrderId: 7, page: 1 });
    await user.click(screen.getByRole("button", { name: "Resend notification" }));
    await findNotice("Notification sent!", "success");
    expect(calls.resend).toEqual([{ workOrderId: 7 }]);
    await waitFor(() => expect(rowsOf(gridNamed("Notifications")).length).toBe(2));
    expect(rowsOf(gridNamed("Notifications"))[0]).toEqual(expect.arrayContaining(["Resent", "Queued", "0", "Not sent: no SMTP server configured"]));
  });

  it("shows the refusal of an order without a contractor", async () => {
    mockNotifications(false);
    const { user } = renderTab(<ResendNotificationTab workOrderId={7} />);
    await waitFor(() => expect(rowsOf(gridNamed("Notifications")).length).toBe(1));
    await user.click(screen.getByRole("button", { name: "Resend notification" }));
    await findNotice("This work order has no contractor to notify");
  });
});
