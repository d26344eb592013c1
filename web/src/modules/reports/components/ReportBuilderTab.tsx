import { useState } from "react";
import { useQuery } from "@apollo/client/react";
import { fetchFile, saveFile } from "../../../app/download";
import { graphql } from "../../../gql";
import type { ReportBuilderTab_SavedReportsQuery } from "../../../gql/graphql";
import { Button, HTMLTable, Intent, SelectField, Spinner, TextField, useConfirm, useSaveForm, CONFIRM_PROCEED } from "../../../ui";
import { formatDateMinutes } from "../../../ui/format";
import { wholeDate } from "../report-filters";
import { ReportFilterBar_Clients } from "./ReportFilterBar";
import { SavedReportPopup } from "./SavedReportPopup";

export const ReportBuilderTab_SavedReports = graphql(`
  query ReportBuilderTab_SavedReports {
    reportBuilderViewerCan {
      create
      edit
      delete
    }
    savedReports {
      id
      name
      description
      source
      columns
      sortField
      sortDirection
      valuationNumber
      lastRanAt
    }
  }
`);

export const ReportBuilderTab_Delete = graphql(`
  mutation ReportBuilderTab_Delete($id: Int!) {
    deleteSavedReport(id: $id) {
      deletedId
      error {
        ...SaveForm_Error
      }
    }
  }
`);

export type SavedReport = ReportBuilderTab_SavedReportsQuery["savedReports"][number];

/** The run's checks, in the spec's order and words (portals §5) */
export const BUILDER_MESSAGES = {
  client: "ClientId not selected",
  from: "From date required",
  to: "To date required",
} as const;

/** Last Ran as the spec shows it: DD/MM/YYYY - HH:mm (London) */
export function lastRan(iso: string | null | undefined): string {
  const text = formatDateMinutes(iso);
  return text ? text.replace(" ", " - ") : "";
}

/**
 * The report builder (portals §2.13): the saved reports (Report Name, Description, Last Ran, Run);
 * a client and a date range to run one for. Running checks the client, then the from date, then the
 * to date (each an alert that stops the run), fetches the file (POST /api/Reports/download/{id})
 * under a loader and refetches the list for its Last Ran. Staff with reporting at full add, edit
 * and delete saved reports (the server decides; the sidebar's rule mirrors it).
 */
export function ReportBuilderTab() {
  const list = useQuery(ReportBuilderTab_SavedReports, { fetchPolicy: "cache-and-network" });
  // what the viewer may do, as the server's rules decide it (reportBuilderViewerCan)
  const can = list.data?.reportBuilderViewerCan;
  const mayWrite = !!(can?.edit || can?.delete);
  const clients = useQuery(ReportFilterBar_Clients).data?.clientList ?? [];
  const { save: remove } = useSaveForm(ReportBuilderTab_Delete, {
    payload: (d) => d.deleteSavedReport,
    success: "Report Deleted",
    onSaved: () => void list.refetch().catch(() => undefined),
  });
  const { confirm, dialog } = useConfirm();
  const [client, setClient] = useState("");
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const [running, setRunning] = useState(false);
  const [editing, setEditing] = useState<SavedReport | "new" | null>(null);
  const reports = list.data?.savedReports ?? [];

  const run = async (report: SavedReport) => {
    const startDate = wholeDate(from);
    const endDate = wholeDate(to);
    if (!client) return window.alert(BUILDER_MESSAGES.client);
    if (!startDate) return window.alert(BUILDER_MESSAGES.from);
    if (!endDate) return window.alert(BUILDER_MESSAGES.to);
    setRunning(true);
    try {
      const file = await fetchFile(`/api/Reports/download/${report.id}`, `${report.name}.xlsx`, undefined, {
        id: report.id,
        Clientid: Number(client),
        StartDate: startDate,
        EndDate: endDate,
      });
      saveFile(file);
    } catch (e) {
      // portals §8: a report-builder download failure is only logged; the loader hides
      console.warn("report builder download failed", e);
    } finally {
      setRunning(false);
      void list.refetch().catch(() => undefined);
    }
  };

  const del = async (report: SavedReport) => {
    if (!(await confirm(CONFIRM_PROCEED))) return;
    await remove({ id: report.id });
  };

  return (
    <div className="wo-report wo-report-builder">
      <div className="wo-report-filters" role="group" aria-label="Run for">
        <SelectField
          id="builder-client"
          label="Client"
          value={client}
          onChange={setClient}
          options={clients.map((c) => ({ value: String(c.id), label: c.name }))}
        />
        <TextField id="builder-from" label="From" placeholder="DD/MM/YYYY" value={from} onChange={setFrom} />
        <TextField id="builder-to" label="To" placeholder="DD/MM/YYYY" value={to} onChange={setTo} />
        {can?.create ? <Button icon="add" text="New" onClick={() => setEditing("new")} /> : null}
      </div>
      <HTMLTable compact striped aria-label="Saved reports" className="wo-report-builder__list">
        <thead>
          <tr>
            <th>Report Name</th>
            <th>Description</th>
            <th>Last Ran</th>
            <th>Run</th>
            {mayWrite ? <th>Actions</th> : null}
          </tr>
        </thead>
        <tbody>
          {reports.map((r) => (
            <tr key={r.id}>
              <td>{r.name}</td>
              <td>{r.description ?? ""}</td>
              <td>{lastRan(r.lastRanAt)}</td>
              <td>
                <Button
                  variant="minimal"
                  intent={Intent.PRIMARY}
                  text="Run/Download"
                  aria-label={`Run ${r.name}`}
                  disabled={running}
                  onClick={() => void run(r)}
                />
              </td>
              {mayWrite ? (
                <td>
                  {can?.edit ? (
                    <Button variant="minimal" size="small" icon="edit" aria-label={`Edit ${r.name}`} onClick={() => setEditing(r)} />
                  ) : null}
                  {can?.delete ? (
                    <Button variant="minimal" size="small" icon="trash" aria-label={`Delete ${r.name}`} onClick={() => void del(r)} />
                  ) : null}
                </td>
              ) : null}
            </tr>
          ))}
          {reports.length === 0 && !list.loading ? (
            <tr>
              <td colSpan={mayWrite ? 5 : 4}>No saved reports</td>
            </tr>
          ) : null}
        </tbody>
      </HTMLTable>
      {running ? (
        <div className="wo-report-builder__loader" role="status" aria-label="Making the report">
          <Spinner intent={Intent.PRIMARY} />
        </div>
      ) : null}
      {editing ? (
        <SavedReportPopup
          report={editing === "new" ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void list.refetch().catch(() => undefined);
          }}
        />
      ) : null}
      {dialog}
    </div>
  );
}
