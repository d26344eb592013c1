import { Callout, HTMLTable, Intent } from "@blueprintjs/core";

/** An import's answer as the server gives it (importAssets, importSites, ...): all rows imported, or none and the bad rows. */
export type ImportOutcome = {
  imported: number;
  rowErrors: readonly { line: number; message: string; column?: string | null }[];
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
  /** What was done to them: "imported" (default), "updated" */
  verb?: string;
  /** The bad rows' table names the column too (Line, Column, Reason) */
  withColumn?: boolean;
};

/** The answer: 'N <noun> imported', or that nothing was and the table of bad rows (line, reason). */
export function ImportReport({ outcome, noun, verb = "imported", withColumn = false }: ImportReportProps) {
  if (!outcome) return null;
  if (!outcome.error && !outcome.rowErrors.length) return <Callout intent={Intent.SUCCESS}>{`${outcome.imported} ${noun} ${verb}`}</Callout>;
  return (
    <>
      <Callout intent={Intent.DANGER}>
        {`${outcome.rowErrors.length} bad rows: nothing was imported. Correct them and upload the file again.`}
      </Callout>
      <HTMLTable compact striped aria-label="Rows refused">
        <thead>
          <tr>
            <th>Line</th>
            {withColumn ? <th>Column</th> : null}
            <th>Reason</th>
          </tr>
        </thead>
        <tbody>
          {outcome.rowErrors.map((r, i) => (
            <tr key={`${r.line}-${i}`}>
              <td>{r.line}</td>
              {withColumn ? <td>{r.column ?? ""}</td> : null}
              <td>{r.message}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </>
  );
}
