import { Link } from "react-router-dom";
import { Alignment, Button, Icon, Navbar, NavbarDivider, NavbarGroup, NavbarHeading } from "../../ui";
import { paths } from "../paths";

export type TopBarProps = {
  userName: string | null;
  onLogout: () => void;
};

/** The product's name, the signed-in user (a link to My Account) and logout */
export function TopBar({ userName, onLogout }: TopBarProps) {
  return (
    <Navbar className="wo-topbar">
      <NavbarGroup align={Alignment.START}>
        <NavbarHeading>Facilities maintenance</NavbarHeading>
      </NavbarGroup>
      <NavbarGroup align={Alignment.END}>
        {userName ? (
          <Link to={paths.userProfile()} className="wo-topbar__user" title="My Account">
            <Icon icon="user" />
            <span>{userName}</span>
          </Link>
        ) : null}
        <NavbarDivider />
        <Button variant="minimal" icon="log-out" text="Logout" onClick={onLogout} />
      </NavbarGroup>
    </Navbar>
  );
}
