import { useState, type ReactNode } from "react";
import type { TypedDocumentNode } from "@apollo/client";
import { Button, Callout, HTMLTable, Intent, useSaveForm, type SavePayload } from "../../../ui";
import { csvTemplateHref, ImportFileField, ImportProgress, ImportReport, type ImportPhase } from "../../../ui/import/ImportReport";
import type { UploadProgress } from "../../assets/components/AssetImportWindow";

/** An import's answer (importInvoices, importSupplierCosts) */
export type FinanceImportOutcome = SavePayload & {
  updated: number;
  rowErrors: ReadonlyArray<{ line: number; column?: string | null; message: string }>;
};

/** One column of an import file: its header, whether it must hold a value, what it takes */
export type ImportColumn = { header: string; required: boolean; text: string };

export type FinanceImportProps<TData> = {
  /** The import's name ("invoices", "supplier-costs"), for ids */
  id: string;
  /** Its title: the panel's name ("Import invoices") */
  title: string;
  /** What a row is, for the answer ('3 work orders updated') */
  noun: string;
  mutation: TypedDocumentNode<TData, { file: File }>;
  outcome: (data: TData) => FinanceImportOutcome;
  columns: readonly ImportColumn[];
  /** The template's example row */
  example: string;
  templateName: string;
  /** What the import does, above the file picker */
  children: ReactNode;
};

/**
 * A finance import (portals §2.12): the expected columns and a template, a CSV or XLSX file, the
 * upload with its progress; the server checks every row and writes all or none: 'N work orders
 * updated', or the table of refused rows (Line, Column, Reason) and nothing written.
 */
export function FinanceImport<TData>({
  id,
  title,
  noun,
  mutation,
  outcome: outcomeOf,
  columns,
  example,
  templateName,
  children,
}: FinanceImportProps<TData>) {
  const [file, setFile] = useState<File | null>(null);
  const [phase, setPhase] = useState<ImportPhase>("choose");
  const [sent, setSent] = useState(0);
  const [outcome, setOutcome] = useState<FinanceImportOutcome | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const { save } = useSaveForm<TData, { file: File }, Record<string, unknown>, FinanceImportOutcome>(mutation, {
    payload: (d) => {
      const o = outcomeOf(d);
      setOutcome(o);
      return o;
    },
    success: (p) => `${p.updated} ${noun} updated`,
    refusal: (r) => ({ message: r.message, kind: "error" }),
    failure: { message: "Import error (Something wrong. Try again)", kind: "error" },
  });
  const upload = async () => {
    if (!file) return setProblem("No files selected");
    setProblem(null);
    setOutcome(null);
    setSent(0);
    setPhase("uploading");
    const onUploadProgress: UploadProgress = (loaded, total) => {
      setSent(total ? loaded / total : 0);
      if (total && loaded >= total) setPhase("importing");
    };
    await save({ file }, { onUploadProgress });
    setPhase("done");
  };
  const busy = phase === "uploading" || phase === "importing";
  const headers = columns.map((c) => c.header);
  return (
    <section className="wo-finances__panel" aria-label={title}>
      {children}
      <HTMLTable compact aria-label="Expected columns">
        <thead>
          <tr>
            <th>Column</th>
            <th>Required</th>
            <th>Takes</th>
          </tr>
        </thead>
        <tbody>
          {columns.map((c) => (
            <tr key={c.header}>
              <td>
                <code>{c.header}</code>
              </td>
              <td>{c.required ? "Yes" : "No"}</td>
              <td>{c.text}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      <p>
        The file's first line is the header <code>{headers.join(",")}</code>.{" "}
        <a href={csvTemplateHref(`${headers.join(",")}\r\n${example}\r\n`)} download={templateName}>
          Download the template
        </a>
      </p>
      <ImportFileField
        id={`${id}-file`}
        disabled={busy}
        onChange={(f) => {
          setFile(f);
          setOutcome(null);
        }}
      />
      {problem ? <Callout intent={Intent.WARNING}>{problem}</Callout> : null}
      <ImportProgress phase={phase} sent={sent} />
      <ImportReport
        outcome={outcome ? { imported: outcome.updated, rowErrors: outcome.rowErrors, error: outcome.error } : null}
        noun={noun}
        verb="updated"
        withColumn
      />
      <Button intent={Intent.PRIMARY} icon="upload" text="Upload" loading={busy} onClick={() => void upload()} />
    </section>
  );
}
