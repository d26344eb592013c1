import { useMemo, useRef, useState } from "react";
import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../gql";
import type { UserGrid_UsersQuery, UserSortField } from "../../../gql/graphql";
import { Button, CONFIRM_PROCEED, failedNotice, HTMLSelect, Intent, Switch, Tag, useConfirm, useSaveForm } from "../../../ui";
import { DataGrid, textColumn, useServerGrid, type GridColumn } from "../../../ui/grid";
import type { UserOwner } from "../user-form";
import { UserFormPopup } from "./UserFormPopup";
import "./users.css";

export const UserGrid_Users = graphql(`
  query UserGrid_Users(
    $page: Int!
    $pageSize: Int!
    $search: String
    $userTypeIds: [Int!]
    $entityName: String
    $entityId: Int
    $includeInactive: Boolean!
    $sort: [UserSortInput!]
  ) {
    users(
      page: $page
      pageSize: $pageSize
      search: $search
      userTypeIds: $userTypeIds
      entityName: $entityName
      entityId: $entityId
      includeInactive: $includeInactive
      sort: $sort
    ) {
      totalCount
      totalCountExact
      page
      pageSize
      nodes {
        id
        fullName
        email
        position
        userTypeId
        entityName
        entityId
        active
        lockedOut
        userType {
          id
          name
        }
        department {
          id
          name
        }
      }
    }
  }
`);

export const UserGrid_Lookups = graphql(`
  query UserGrid_Lookups {
    userTypes {
      id
      name
    }
    clientList {
      id
      name
    }
    contractorList {
      id
      name
    }
  }
`);

export const UserGrid_Delete = graphql(`
  mutation UserGrid_Delete($id: Int!) {
    deleteUser(id: $id) {
      deletedId
      error {
        ...SaveForm_Error
      }
    }
  }
`);

type Row = UserGrid_UsersQuery["users"]["nodes"][number];

type ColumnOptions = {
  organisation: (row: Row) => string;
  onEdit: (id: number) => void;
  onDelete: (row: Row) => void;
};

function userColumns({ organisation, onEdit, onDelete }: ColumnOptions): GridColumn<Row, UserSortField>[] {
  return [
    {
      field: "Name",
      title: "Name",
      width: 190,
      apiField: "FULL_NAME",
      template: "link",
      render: (r) => (
        <button type="button" className="wo-link-button" onClick={() => onEdit(r.id)}>
          {r.fullName}
        </button>
      ),
      text: (r) => r.fullName,
    },
    textColumn("Email", "Email", (r) => r.email, { width: 240, apiField: "EMAIL" }),
    textColumn("AccessLevel", "Access level", (r) => r.userType.name, { width: 150, apiField: "USER_TYPE" }),
    textColumn("Department", "Department", (r) => r.department?.name, { width: 140, apiField: "DEPARTMENT" }),
    textColumn("Organisation", "Client / Contractor", organisation, { width: 200 }),
    textColumn("Position", "Position", (r) => r.position, { width: 170, apiField: "POSITION" }),
    {
      field: "Status",
      title: "Status",
      width: 170,
      render: (r) => (
        <>
          {r.active ? "Active" : "Deactivated"}
          {r.lockedOut ? (
            <Tag minimal intent={Intent.WARNING} className="wo-users__locked">
              Locked out
            </Tag>
          ) : null}
        </>
      ),
    },
    {
      field: "Actions",
      title: " ",
      width: 80,
      template: "actions",
      render: (r) => (
        <>
          <Button variant="minimal" size="small" icon="edit" aria-label={`Edit ${r.fullName}`} onClick={() => onEdit(r.id)} />
          <Button variant="minimal" size="small" icon="trash" aria-label={`Delete ${r.fullName}`} onClick={() => onDelete(r)} />
        </>
      ),
    },
  ];
}

export type UserGridProps = {
  /**
   * Only this client's or contractor's users (the contacts tabs): new users are its contacts, made with
   * the form fixed to its user type (Client 2, Contractor 3)
   */
  owner?: UserOwner | null;
};

/**
 * The users grid of #/configuration (§2.11): server paged, sorted and searched; filtered by access
 * level; deactivated users on request; new, edit (popup) and delete (confirmed). With an owner: that
 * client's or contractor's contacts, created with the form fixed to its type.
 */
export function UserGrid({ owner = null }: UserGridProps) {
  const [editing, setEditing] = useState<number | "new" | null>(null);
  const [userTypeId, setUserTypeId] = useState("");
  const [includeInactive, setIncludeInactive] = useState(false);
  const { confirm, dialog } = useConfirm();
  const { save: remove } = useSaveForm(UserGrid_Delete, {
    payload: (data) => data.deleteUser,
    success: "User Deleted",
    failure: { message: failedNotice("User"), kind: "error" },
  });
  const { data: lookups } = useQuery(UserGrid_Lookups);

  const organisation = useMemo(() => {
    const clients = new Map((lookups?.clientList ?? []).map((c) => [c.id, c.name]));
    const contractors = new Map((lookups?.contractorList ?? []).map((c) => [c.id, c.name]));
    return (r: Row) => {
      if (!r.entityId) return "";
      const names = r.entityName === "Client" ? clients : r.entityName === "Contractor" ? contractors : null;
      return names?.get(r.entityId) ?? "";
    };
  }, [lookups]);

  // the delete action needs the grid's refetch, which needs the columns: the columns call it through a ref
  const deleteRow = useRef<(row: Row) => void>(() => undefined);
  const columns = useMemo(() => userColumns({ organisation, onEdit: setEditing, onDelete: (row) => deleteRow.current(row) }), [organisation]);
  const grid = useServerGrid(UserGrid_Users, {
    stateKey: owner ? `${owner.kind.toLowerCase()}-contacts` : "users",
    columns,
    defaultSort: { field: "Name", direction: "ASC" },
    page: (data) => data.users,
    variables: owner
      ? { userTypeIds: null, entityName: owner.kind, entityId: owner.id, includeInactive }
      : { userTypeIds: userTypeId ? [Number(userTypeId)] : null, entityName: null, entityId: null, includeInactive },
    fetchPolicy: "cache-and-network",
  });
  const reload = grid.onReload;

  deleteRow.current = async (row: Row) => {
    if (!(await confirm(CONFIRM_PROCEED))) return;
    await remove({ id: row.id });
    reload();
  };

  return (
    <>
      <DataGrid
        {...grid}
        label={owner ? "Contacts" : "Users"}
        toolbar={
          <>
            {owner ? null : (
              <HTMLSelect
                aria-label="Access level"
                value={userTypeId}
                onChange={(e) => {
                  setUserTypeId(e.currentTarget.value);
                  grid.view.setPage(1);
                }}
              >
                <option value="">All access levels</option>
                {(lookups?.userTypes ?? []).map((t) => (
                  <option key={t.id} value={String(t.id)}>
                    {t.name}
                  </option>
                ))}
              </HTMLSelect>
            )}
            <Switch
              className="wo-users__toolbar-switch"
              label="Include deactivated"
              checked={includeInactive}
              onChange={(e) => {
                setIncludeInactive(e.currentTarget.checked);
                grid.view.setPage(1);
              }}
            />
            <Button icon="add" intent={Intent.PRIMARY} text={owner ? "New contact" : "New user"} onClick={() => setEditing("new")} />
          </>
        }
      />
      {editing !== null ? (
        <UserFormPopup userId={editing === "new" ? null : editing} fixedOwner={owner} onClose={() => setEditing(null)} onChanged={reload} />
      ) : null}
      {dialog}
    </>
  );
}
