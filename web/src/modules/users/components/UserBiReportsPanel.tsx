import { useState } from "react";
import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../gql";
import { Button, Callout, CONFIRM_PROCEED, failedNotice, HTMLTable, Popup, Spinner, Tag, useConfirm, useSaveForm } from "../../../ui";
import { BiReportFrame } from "../../bi-reports/components/BiReportFrame";
import { BiReportFormPopup, type EditedReport } from "./BiReportFormPopup";

export const UserBiReportsPanel_Reports = graphql(`
  query UserBiReportsPanel_Reports($userId: Int!) {
    biReports(userId: $userId) {
      id
      userId
      name
      description
      embedUrl
      dashboard
    }
  }
`);

export const UserBiReportsPanel_Delete = graphql(`
  mutation UserBiReportsPanel_Delete($id: Int!) {
    deleteBiReport(id: $id)
  }
`);

export type UserBiReportsPanelProps = {
  userId: number;
};

/** A user's BI reports (§2.11): the list, add and edit, delete (confirmed), preview in the sandboxed frame */
export function UserBiReportsPanel({ userId }: UserBiReportsPanelProps) {
  const { data, loading, refetch } = useQuery(UserBiReportsPanel_Reports, {
    variables: { userId },
    fetchPolicy: "cache-and-network",
  });
  const { save: remove } = useSaveForm(UserBiReportsPanel_Delete, {
    success: "BI Report Deleted",
    failure: { message: failedNotice("BI Report"), kind: "error" },
  });
  const { confirm, dialog } = useConfirm();
  const [editing, setEditing] = useState<EditedReport | "new" | null>(null);
  const [preview, setPreview] = useState<EditedReport | null>(null);
  const reports = data?.biReports;
  const reload = () => void refetch().catch(() => undefined);

  const onDelete = async (report: EditedReport) => {
    if (!(await confirm(CONFIRM_PROCEED))) return;
    await remove({ id: report.id });
    reload();
  };

  return (
    <div className="wo-user-reports">
      <Button icon="add" text="Add report" onClick={() => setEditing("new")} />
      {!reports && loading ? <Spinner aria-label="Loading" /> : null}
      {reports && reports.length === 0 ? <Callout className="wo-user-reports__empty">No reports</Callout> : null}
      {reports && reports.length > 0 ? (
        <HTMLTable compact striped className="wo-table" aria-label="BI reports">
          <thead>
            <tr>
              <th>Name</th>
              <th>Description</th>
              <th aria-label="Actions" />
            </tr>
          </thead>
          <tbody>
            {reports.map((r) => (
              <tr key={r.id}>
                <td>
                  {r.name}
                  {r.dashboard ? (
                    <Tag minimal className="wo-user-reports__dashboard">
                      Dashboard
                    </Tag>
                  ) : null}
                </td>
                <td>{r.description ?? ""}</td>
                <td className="wo-table__actions">
                  <Button variant="minimal" size="small" icon="eye-open" aria-label={`Preview ${r.name}`} onClick={() => setPreview(r)} />
                  <Button variant="minimal" size="small" icon="edit" aria-label={`Edit ${r.name}`} onClick={() => setEditing(r)} />
                  <Button variant="minimal" size="small" icon="trash" aria-label={`Delete ${r.name}`} onClick={() => void onDelete(r)} />
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      ) : null}
      {editing ? (
        <BiReportFormPopup
          userId={userId}
          report={editing === "new" ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            reload();
          }}
        />
      ) : null}
      {preview ? (
        <Popup isOpen title={preview.name} onClose={() => setPreview(null)}>
          <BiReportFrame embedUrl={preview.embedUrl} name={preview.name} />
        </Popup>
      ) : null}
      {dialog}
    </div>
  );
}
