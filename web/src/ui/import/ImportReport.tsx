import { Callout, HTMLTable, Intent } from "@blueprintjs/core";

/** An import's answer as the server gives it (importAssets, importSites, ...): all rows imported, or none and the bad rows. */
export type ImportOutcome = {
  imported: number;
  rowErrors: readonly { line: number; message: string }[];
  /** set when the file was refused (its message is the notice) */
  error?: unknown;
};

/** Where an upload is: choosing, sending the bytes (with the share sent), the server checking and writing, or answered. */
export type ImportPhase = "choose" | "uploading" | "importing" | "done";

/** What an import may read: CSV or XLSX (the shared tabular reader, docs/data-import.md). */
export const IMPORT_ACCEPT = ".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** A CSV template as a link's href: its text, or just a header line from its columns. */
export function csvTemplateHref(lines: string | readonly string[]): string {
  const text = typeof lines === "string" ? lines : `${lines.join(",")}\r\n`;
  return `data:text/csv;charset=utf-8,${encodeURIComponent(text)}`;
}

export type ImportFileFieldProps = {
  id: string;
  label?: string;
  disabled?: boolean;
  onChange: (file: File | null) => void;
};

/** The file input of an import window (CSV or XLSX). */
export function ImportFileField({ id, label = "CSV or XLSX file", disabled, onChange }: ImportFileFieldProps) {
  return (
    <div className="wo-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="file" accept={IMPORT_ACCEPT} disabled={disabled} onChange={(e) => onChange(e.currentTarget.files?.[0] ?? null)} />
    </div>
  );
}

export type ImportProgressProps = { phase: ImportPhase; sent: number };

/** The upload's progress, then 'Validating and importing…' while the server works. */
export function ImportProgress({ phase, sent }: ImportProgressProps) {
  if (phase === "uploading")
    return (
      <div role="status">
        Uploading… <progress max={1} value={sent || undefined} aria-label="Upload progress" />
      </div>
    );
  if (phase === "importing") return <div role="status">Validating and importing…</div>;
  return null;
}

export type ImportReportProps = {
  outcome: ImportOutcome | null;
  /** What a row is: "assets" ('N assets imported') */
  noun: string;
};

/** The answer: 'N <noun> imported', or that nothing was and the table of bad rows (line, reason). */
export function ImportReport({ outcome, noun }: ImportReportProps) {
  if (!outcome) return null;
  if (!outcome.error && !outcome.rowErrors.length) return <Callout intent={Intent.SUCCESS}>{`${outcome.imported} ${noun} imported`}</Callout>;
  return (
    <>
      <Callout intent={Intent.DANGER}>
        {`${outcome.rowErrors.length} bad rows: nothing was imported. Correct them and upload the file again.`}
      </Callout>
      <HTMLTable compact striped aria-label="Rows refused">
        <thead>
          <tr>
            <th>Line</th>
            <th>Reason</th>
          </tr>
        </thead>
        <tbody>
          {outcome.rowErrors.map((r, i) => (
            <tr key={`${r.line}-${i}`}>
              <td>{r.line}</td>
              <td>{r.message}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </>
  );
}
