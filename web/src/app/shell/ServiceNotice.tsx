import { useEffect, useSyncExternalStore } from "react";
import { useApolloClient } from "@apollo/client/react";
import { useLocation } from "react-router-dom";
import { Button, Callout, Intent } from "../../ui";
import { serviceStatus, unavailableText, type ServiceStatus } from "../apollo/service-status";

type ServiceNoticeProps = {
  /** The services' status the notice reads (the app's own by default; a test passes its own) */
  status?: ServiceStatus;
};

/**
 * Says which part of the data is out of reach while a service is down (the gateway's
 * SERVICE_UNAVAILABLE), above the page, which shows the rest; "Try again" asks every query on
 * screen again, and the notice goes once they answer whole. Another page starts afresh: its own
 * queries (asked again as it opens) say whether it lacks anything.
 */
export function ServiceNotice({ status = serviceStatus }: ServiceNoticeProps) {
  const down = useSyncExternalStore(status.subscribe, status.current);
  const client = useApolloClient();
  const { pathname } = useLocation();
  useEffect(() => () => status.clear(), [pathname, status]);
  if (down.length === 0) return null;
  return (
    <Callout className="wo-service-notice" intent={Intent.WARNING} role="status" title="Part of this page is unavailable">
      <p>{unavailableText(down)}</p>
      <Button text="Try again" icon="refresh" onClick={() => void client.refetchQueries({ include: "active" }).catch(() => undefined)} />
    </Callout>
  );
}
