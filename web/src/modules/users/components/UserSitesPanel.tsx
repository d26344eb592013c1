import { useState } from "react";
import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../gql";
import { Callout, Checkbox, failedNotice, notify, Spinner, useSaveForm, type Notice } from "../../../ui";

export const UserSitesPanel_Sites = graphql(`
  query UserSitesPanel_Sites($clientId: Int, $userId: Int!) {
    siteList(clientId: $clientId) {
      id
      name
      siteCode
    }
    userSites(userId: $userId) {
      id
      userId
      siteId
    }
  }
`);

export const UserSitesPanel_Link = graphql(`
  mutation UserSitesPanel_Link($userId: Int!, $siteId: Int!) {
    linkUserSite(userId: $userId, siteId: $siteId) {
      id
      userId
      siteId
    }
  }
`);

export const UserSitesPanel_Unlink = graphql(`
  mutation UserSitesPanel_Unlink($id: Int!) {
    unlinkUserSite(id: $id)
  }
`);

export type UserSitesPanelProps = {
  userId: number;
  /** A client user's client: only its sites are offered; otherwise every site */
  clientId: number | null;
};

/** The message of a refused call, else the spec's failure notice naming the setting */
function refusal(error: unknown): Notice {
  const message = error instanceof Error ? error.message : "";
  return { message: message && !/fetch|network/i.test(message) ? message : failedNotice("Setting"), kind: "error" };
}

/** User-in-site links as checkboxes (§2.11): ticking links ('Setting saved!'), unticking unlinks ('Setting removed!') */
export function UserSitesPanel({ userId, clientId }: UserSitesPanelProps) {
  const { data, loading, refetch } = useQuery(UserSitesPanel_Sites, {
    variables: { clientId, userId },
    fetchPolicy: "cache-and-network",
  });
  const { save: link } = useSaveForm(UserSitesPanel_Link, { success: "Setting saved!", failure: refusal });
  const { save: unlink } = useSaveForm(UserSitesPanel_Unlink, { success: "Setting removed!", failure: refusal });
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());

  if (!data && loading) return <Spinner aria-label="Loading" />;
  const sites = data?.siteList ?? [];
  const links = new Map((data?.userSites ?? []).map((l) => [l.siteId, l.id]));

  const toggle = async (siteId: number, checked: boolean) => {
    setBusy((b) => new Set(b).add(siteId));
    const linkId = links.get(siteId);
    if (checked) await link({ userId, siteId });
    else if (linkId !== undefined) await unlink({ id: linkId });
    else notify("Setting removed!", "success"); // no link to remove: nothing to undo
    await refetch().catch(() => undefined);
    setBusy((b) => {
      const next = new Set(b);
      next.delete(siteId);
      return next;
    });
  };

  if (sites.length === 0) return <Callout>No sites</Callout>;
  return (
    <fieldset className="wo-user-sites" aria-label="Sites">
      <legend className="wo-user-sites__legend">{clientId ? "The client's sites" : "All sites"}</legend>
      <ul className="wo-user-sites__list">
        {sites.map((site) => (
          <li key={site.id}>
            <Checkbox
              label={`${site.name} (${site.siteCode})`}
              checked={links.has(site.id)}
              disabled={busy.has(site.id)}
              onChange={(e) => void toggle(site.id, e.currentTarget.checked)}
            />
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
