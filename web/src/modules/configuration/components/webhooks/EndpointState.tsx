import { graphql } from "../../../../gql";
import { failedNotice, Intent, Tag, useConfirm, useSaveForm } from "../../../../ui";
import { formatDateMinutes } from "../../../../ui/format";

export const EndpointState_SetPaused = graphql(`
  mutation EndpointState_SetPaused($id: Int!, $paused: Boolean!) {
    updateWebhookEndpoint(input: { id: $id, paused: $paused }) {
      endpoint {
        id
        paused
        pausedAt
        pauseReason
        failingSince
        updatedAt
      }
      error {
        ...SaveForm_Error
      }
    }
  }
`);

/** The success notices of 'Pause' and 'Resume' */
export const ENDPOINT_PAUSED = "Webhook endpoint paused";
export const ENDPOINT_RESUMED = "Webhook endpoint resumed";

/** The confirmation of 'Pause' */
export const confirmPause = (url: string) =>
  `Pause the webhook endpoint ${url}? Events that happen while it is paused are not sent to it, not even after it is resumed.`;

/** An endpoint as these read it (the list's and the delivery log's answers both fit) */
type Endpoint = {
  id: number;
  url: string;
  paused: boolean;
  pausedAt?: string | null;
  pauseReason?: string | null;
  failingSince?: string | null;
};

/**
 * Pauses or resumes an endpoint: a pause after a confirmation (events meanwhile are not sent to it),
 * a resume at once (its failing time cleared). For the list and the delivery log alike.
 */
export function usePauseEndpoint(onDone: () => void) {
  const { confirm, dialog } = useConfirm();
  const { save } = useSaveForm(EndpointState_SetPaused, {
    payload: (d) => d.updateWebhookEndpoint,
    success: (p) => (p.endpoint?.paused ? ENDPOINT_PAUSED : ENDPOINT_RESUMED),
    failure: { message: failedNotice("Pausing or resuming the endpoint"), kind: "error" },
    onSaved: onDone,
  });
  const toggle = async (e: Pick<Endpoint, "id" | "url" | "paused">) => {
    if (!e.paused && !(await confirm(confirmPause(e.url)))) return;
    await save({ id: e.id, paused: !e.paused });
  };
  return { toggle: (e: Pick<Endpoint, "id" | "url" | "paused">) => void toggle(e), dialog };
}

/** An endpoint's state: active or paused (since when, why), and since when its deliveries have failed */
export function EndpointState({ endpoint: e }: { endpoint: Pick<Endpoint, "paused" | "pausedAt" | "pauseReason" | "failingSince"> }) {
  return (
    <div className="wo-webhooks__state">
      {e.paused ? (
        <Tag intent={Intent.WARNING}>Paused</Tag>
      ) : (
        <Tag intent={Intent.SUCCESS} minimal>
          Active
        </Tag>
      )}
      {e.paused ? (
        <span className="wo-webhooks__note">
          {e.pausedAt ? `since ${formatDateMinutes(e.pausedAt)}` : ""}
          {e.pauseReason ? `: ${e.pauseReason}` : ""}
        </span>
      ) : null}
      {e.failingSince ? (
        <span className="wo-webhooks__note wo-webhooks__note--failing">Failing since {formatDateMinutes(e.failingSince)}</span>
      ) : null}
    </div>
  );
}
