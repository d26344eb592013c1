import { useState } from "react";
import { graphql } from "../../../gql";
import type { ContractorListUpload_ImportMutation } from "../../../gql/graphql";
import { Button, Callout, HTMLTable, Intent, Popup, useSaveForm } from "../../../ui";

export const ContractorListUpload_Import = graphql(`
  mutation ContractorListUpload_Import($contractId: Int!, $file: Upload!) {
    importContractorsInContract(contractId: $contractId, file: $file) {
      imported
      rowErrors {
        line
        message
      }
      error {
        ...SaveForm_Error
      }
    }
  }
`);

type Outcome = ContractorListUpload_ImportMutation["importContractorsInContract"];

const TEMPLATE = 'Contractor,PostcodePrefix,Preferred\nApex Building Services Ltd,"M, SK1, WA14",true\n';

/** The contract's contractor list upload (§2.5): a CSV or XLSX of contractors and their postcode prefixes, all added or none, bad rows by line */
export function ContractorListUpload({ contractId, onClose, onImported }: { contractId: number; onClose: () => void; onImported: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const { save, saving } = useSaveForm(ContractorListUpload_Import, {
    payload: (d) => {
      setOutcome(d.importContractorsInContract);
      return d.importContractorsInContract;
    },
    success: (p) => `${p.imported} contractors added`,
    refusal: (r) => ({ message: r.message, kind: "error" }),
    failure: { message: "Contractors error (Something wrong. Try again)", kind: "error" },
    onSaved: () => onImported(),
  });
  const upload = () => {
    if (!file) return setProblem("No files selected");
    setProblem(null);
    setOutcome(null);
    void save({ contractId, file });
  };
  return (
    <Popup isOpen title="Upload contractor list" onClose={onClose} width="50%">
      <div className="wo-contract-upload">
        <div className="wo-field">
          <label htmlFor="contract-upload-file">CSV or XLSX file</label>
          <input
            id="contract-upload-file"
            type="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            onChange={(e) => setFile(e.currentTarget.files?.[0] ?? null)}
          />
        </div>
        <p>
          The first line is the header <code>Contractor,PostcodePrefix,Preferred</code>: the contractor by name or id, its postcode areas or districts
          separated by commas, and whether it is preferred.{" "}
          <a href={`data:text/csv;charset=utf-8,${encodeURIComponent(TEMPLATE)}`} download="contractor-list-template.csv">
            Download the template
          </a>
        </p>
        {problem ? <Callout intent={Intent.WARNING}>{problem}</Callout> : null}
        {outcome?.error ? (
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
        ) : null}
        {outcome && !outcome.error ? <Callout intent={Intent.SUCCESS}>{outcome.imported} contractors added</Callout> : null}
        <div className="wo-asset-form__actions">
          <Button text="Close" onClick={onClose} />
          <Button intent={Intent.PRIMARY} icon="upload" text="Upload" loading={saving} onClick={upload} />
        </div>
      </div>
    </Popup>
  );
}
