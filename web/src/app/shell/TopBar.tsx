import { useEffect, useState, type FormEvent } from "react";
import { Link, useMatch, useNavigate } from "react-router-dom";
import { Alignment, Button, Icon, InputGroup, Navbar, NavbarDivider, NavbarGroup, NavbarHeading } from "../../ui";
import { paths } from "../paths";

export type TopBarProps = {
  userName: string | null;
  /** Show the global search box (staff: shell-chrome.ts) */
  search?: boolean;
  onLogout: () => void;
};

/** The global search box (portals §2.14): Enter opens the results for what was typed; on the results it shows their query */
function GlobalSearch() {
  const navigate = useNavigate();
  // the search area's route (modules/search/area.tsx)
  const shown = useMatch("/search_results/:query")?.params.query;
  const [text, setText] = useState(shown ?? "");
  useEffect(() => {
    if (shown !== undefined) setText(shown);
  }, [shown]);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const query = text.trim();
    if (query) navigate(paths.searchResults(query));
  };
  return (
    <form role="search" aria-label="Global search" onSubmit={onSubmit} className="wo-topbar__search">
      <InputGroup
        type="search"
        leftIcon="search"
        placeholder="Search..."
        aria-label="Search everything"
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
      />
    </form>
  );
}

/** The product's name, the global search (staff), the signed-in user (a link to My Account) and logout */
export function TopBar({ userName, search = false, onLogout }: TopBarProps) {
  return (
    <Navbar className="wo-topbar">
      <NavbarGroup align={Alignment.START}>
        <NavbarHeading>Facilities maintenance</NavbarHeading>
      </NavbarGroup>
      <NavbarGroup align={Alignment.END}>
        {search ? <GlobalSearch /> : null}
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
