import { NavLink } from "react-router-dom";
import { Icon } from "../../ui";
import { visibleSidebar, type SidebarEntry, type SidebarViewer } from "./sidebar-sections";

export type SidebarProps = {
  viewer: SidebarViewer;
  entries?: SidebarEntry[];
};

function SidebarItems({ entries }: { entries: SidebarEntry[] }) {
  return (
    <ul className="wo-sidebar__list">
      {entries.map((entry) =>
        entry.children ? (
          <li key={entry.key} className="wo-sidebar__group">
            <span className="wo-sidebar__heading">{entry.title}</span>
            <SidebarItems entries={entry.children} />
          </li>
        ) : (
          <li key={entry.key}>
            <NavLink to={entry.to!} className={({ isActive }) => (isActive ? "wo-sidebar__link active" : "wo-sidebar__link")}>
              {entry.icon ? <Icon icon={entry.icon} /> : null}
              <span>{entry.title}</span>
            </NavLink>
          </li>
        ),
      )}
    </ul>
  );
}

/** The staff sidebar: only the sections the user's permissions allow (administrators: all) */
export function Sidebar({ viewer, entries }: SidebarProps) {
  const shown = visibleSidebar(viewer, entries);
  if (shown.length === 0) return null;
  return (
    <nav className="wo-sidebar" aria-label="Sidebar">
      <SidebarItems entries={shown} />
    </nav>
  );
}
