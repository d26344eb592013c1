import { Alignment, Button, Navbar, NavbarDivider, NavbarGroup, NavbarHeading } from "../../ui";

export type TopBarProps = {
  userName: string | null;
  onLogout: () => void;
};

export function TopBar({ userName, onLogout }: TopBarProps) {
  return (
    <Navbar className="wo-topbar">
      <NavbarGroup align={Alignment.START}>
        <NavbarHeading>Facilities maintenance</NavbarHeading>
      </NavbarGroup>
      <NavbarGroup align={Alignment.END}>
        {userName ? <span className="wo-topbar__user">{userName}</span> : null}
        <NavbarDivider />
        <Button variant="minimal" icon="log-out" text="Logout" onClick={onLogout} />
      </NavbarGroup>
    </Navbar>
  );
}
