import { graphql } from "../gql";
import { idParam } from "./legacy";
import { shim, ShimInputError } from "./shim";

/** The legacy client's success text for a resend (staff-and-work-orders §8). */
export const NOTIFICATION_SENT = "Notification sent!";

/**
 * Contractors' notifications (staff-and-work-orders §2 resend, §7): POST /api/pdf/resendWOemailwithpdf
 * (id, user, password). The legacy client sends fixed credentials in the body; they are ignored: the
 * bearer token authorises, as on every call. The e-mail (with the PDF) and any SMS are queued: the
 * worker sends them (see docs/notifications.md).
 */
export const notificationRoutes = [
  shim({
    method: "post",
    path: "/pdf/resendWOemailwithpdf",
    tenancy: "staff",
    operation: graphql(`
      mutation NotificationsResend($workOrderId: Int!) {
        resendWorkOrderNotification(workOrderId: $workOrderId) {
          messages {
            id
            channel
            recipient
          }
          error {
            ...LegacyRefusal
          }
        }
      }
    `),
    variables: ({ args }) => {
      if (args.id == null || args.id === "") throw new ShimInputError("id: is required");
      return { workOrderId: idParam.parse(args.id) };
    },
    result: ({ resendWorkOrderNotification }) => ({
      Message: NOTIFICATION_SENT,
      Sent: resendWorkOrderNotification.messages.map((m) => ({ Id: m.id, Channel: m.channel, Recipient: m.recipient })),
    }),
  }),
];
