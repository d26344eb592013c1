import { Link } from "react-router-dom";
import { Card, H3, H4 } from "../../../ui";
import { useViewer } from "../../../app/access/ViewerContext";
import { homePath } from "../../../app/access/viewer";
import { AccountDetailsForm } from "../components/AccountDetailsForm";
import { PasswordChangeForm } from "../components/PasswordChangeForm";
import "./account.css";

/**
 * #/user_profile (portals §2.15): My Account, the details form and the password change. Portal
 * users get the shell's reduced layout (no sidebar: full width; no search), and the breadcrumb's
 * first link leads to their portal's home.
 */
export function UserProfilePage() {
  const viewer = useViewer();
  const portal = viewer.kind === "CLIENT" || viewer.kind === "CONTRACTOR";
  return (
    <div className={portal ? "wo-account wo-account--portal" : "wo-account"}>
      <nav aria-label="Breadcrumb" className="wo-breadcrumb">
        <Link to={homePath(viewer)}>{portal ? "Portal" : "Home"}</Link>
        <span aria-hidden="true"> / </span>
        <span aria-current="page">My Account</span>
      </nav>
      <H3>My Account</H3>
      <Card className="wo-account__card">
        <H4>Details</H4>
        <AccountDetailsForm userId={viewer.userId} />
      </Card>
      <Card className="wo-account__card">
        <H4>Password</H4>
        <PasswordChangeForm userId={viewer.userId} />
      </Card>
    </div>
  );
}
