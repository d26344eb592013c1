import { useState } from "react";
import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../gql";
import { Callout, Intent, Popup, Spinner, Tab, Tabs } from "../../../ui";
import { USER_TYPE, type OwnerKind, type UserOwner } from "../user-form";
import { UserBiReportsPanel } from "./UserBiReportsPanel";
import { UserDetailsForm, type SavedUser } from "./UserDetailsForm";
import { UserSitesPanel } from "./UserSitesPanel";
import "./users.css";

export const UserFormPopup_User = graphql(`
  query UserFormPopup_User($id: Int!) {
    user(id: $id) {
      id
      fullName
      userTypeId
      entityName
      entityId
      ...UserDetailsForm_User
    }
  }
`);

export type UserFormPopupProps = {
  /** null: a new user */
  userId: number | null;
  onClose: () => void;
  /** A user was created or updated: the grid reloads */
  onChanged: () => void;
  /** New users are contacts of this client or contractor (the contacts tabs) */
  fixedOwner?: UserOwner | null;
  /** New users are contacts of an organisation of this kind, chosen in the form */
  ownerKind?: OwnerKind | null;
};

/**
 * New user / edit user (§2.11): the details form; for an existing user also its site links and its
 * BI reports. Creating keeps the popup open on the new user (its other tabs appear); updating closes it.
 */
export function UserFormPopup({ userId: initialId, onClose, onChanged, fixedOwner, ownerKind }: UserFormPopupProps) {
  const [userId, setUserId] = useState(initialId);
  const [tab, setTab] = useState("details");
  // read afresh each time the popup opens: the form starts from the stored values
  const { data, error } = useQuery(UserFormPopup_User, { variables: { id: userId ?? 0 }, skip: userId === null, fetchPolicy: "network-only" });
  const user = data?.user;
  const clientId = user?.entityName === "Client" && user.userTypeId === USER_TYPE.Client ? (user.entityId ?? null) : null;

  const saved = (u: SavedUser, created: boolean) => {
    onChanged();
    if (created) setUserId(u.id);
    else onClose();
  };

  const details = (
    <UserDetailsForm
      key={userId ?? "new"}
      user={userId === null ? null : (user ?? null)}
      fixedOwner={userId === null ? fixedOwner : null}
      ownerKind={userId === null ? ownerKind : null}
      onSaved={saved}
      onCancel={onClose}
    />
  );
  const newTitle = fixedOwner || ownerKind ? "New contact" : "New user";
  return (
    <Popup isOpen title={userId === null ? newTitle : `User: ${user?.fullName ?? ""}`} onClose={onClose}>
      {userId === null ? (
        details
      ) : !user ? (
        error ? (
          <Callout intent={Intent.WARNING}>{error.message || "No data found!"}</Callout>
        ) : (
          <Spinner aria-label="Loading" />
        )
      ) : (
        <Tabs id="user-form" selectedTabId={tab} onChange={(id) => setTab(String(id))} renderActiveTabPanelOnly>
          <Tab id="details" title="Details" panel={details} />
          <Tab id="sites" title="Sites" panel={<UserSitesPanel userId={userId} clientId={clientId} />} />
          <Tab id="reports" title="BI reports" panel={<UserBiReportsPanel userId={userId} />} />
        </Tabs>
      )}
    </Popup>
  );
}
