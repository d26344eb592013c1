import { useState } from "react";
import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../gql";
import type { AssetImportWindow_ImportMutation } from "../../../gql/graphql";
import { Button, Callout, Intent, Popup, SelectField, useSaveForm } from "../../../ui";
import { csvTemplateHref, ImportFileField, ImportProgress, ImportReport, type ImportPhase } from "../../../ui/import/ImportReport";
import { ASSET_CSV_TEMPLATE } from "../asset-form";

export const AssetImportWindow_Clients = graphql(`
  query AssetImportWindow_Clients {
    clientList {
      id
      name
    }
  }
`);

export const AssetImportWindow_Import = graphql(`
  mutation AssetImportWindow_Import($clientId: Int!, $file: Upload!) {
    importAssets(clientId: $clientId, file: $file) {
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

type Outcome = AssetImportWindow_ImportMutation["importAssets"];

export type AssetImportWindowProps = {
  /** The client chosen at first (the client page's assets tab) */
  clientId?: number | null;
  onClose: () => void;
  /** Assets were imported: the grid reloads */
  onImported: () => void;
};

/** The bytes of the file sent, as the upload link reports them through the operation's context */
export type UploadProgress = (loaded: number, total: number) => void;

/**
 * The CSV or XLSX import window (§2.8): choose the client and the file (a template to start from), upload
 * with its progress, then the server validates every row and imports all or none: 'N assets
 * imported', or the table of bad rows by line with their reasons.
 */
export function AssetImportWindow({ clientId, onClose, onImported }: AssetImportWindowProps) {
  const { data } = useQuery(AssetImportWindow_Clients);
  const [client, setClient] = useState(clientId ? String(clientId) : "");
  const [file, setFile] = useState<File | null>(null);
  const [phase, setPhase] = useState<ImportPhase>("choose");
  const [sent, setSent] = useState(0);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const { save } = useSaveForm(AssetImportWindow_Import, {
    payload: (d) => {
      setOutcome(d.importAssets);
      return d.importAssets;
    },
    success: (p) => `${p.imported} assets imported`,
    refusal: (r) => ({ message: r.message, kind: "error" }),
    failure: { message: "Asset error (Something wrong. Try again)", kind: "error" },
    onSaved: () => onImported(),
  });

  const upload = async () => {
    if (!client) return setProblem("You must select a client");
    if (!file) return setProblem("No files selected");
    setProblem(null);
    setOutcome(null);
    setSent(0);
    setPhase("uploading");
    const onUploadProgress: UploadProgress = (loaded, total) => {
      setSent(total ? loaded / total : 0);
      if (total && loaded >= total) setPhase("importing");
    };
    // the upload link reports the bytes sent (context.onUploadProgress); the server then validates and imports
    await save({ clientId: Number(client), file }, { onUploadProgress });
    setPhase("done");
  };
  const busy = phase === "uploading" || phase === "importing";
  const template = csvTemplateHref(ASSET_CSV_TEMPLATE);

  return (
    <Popup isOpen title="Import assets" onClose={onClose} width="50%">
      <div className="wo-asset-import">
        <SelectField
          id="asset-import-client"
          label="Client"
          value={client}
          onChange={setClient}
          options={(data?.clientList ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
          required
          disabled={busy}
        />
        <ImportFileField
          id="asset-import-file"
          disabled={busy}
          onChange={(f) => {
            setFile(f);
            setOutcome(null);
          }}
        />
        <p>
          The file's first line is the header{" "}
          <code>AssetCode,SiteCode,Category,Make,Model,SerialNo,Description,InstalledDate,WarrantyPeriod,WarrantyUnit,Active</code>; dates DD/MM/YYYY
          or YYYY-MM-DD.{" "}
          <a href={template} download="asset-import-template.csv">
            Download the template
          </a>
        </p>
        {problem ? <Callout intent={Intent.WARNING}>{problem}</Callout> : null}
        <ImportProgress phase={phase} sent={sent} />
        <ImportReport outcome={outcome} noun="assets" />
        <div className="wo-asset-form__actions">
          <Button text="Close" onClick={onClose} />
          <Button intent={Intent.PRIMARY} icon="upload" text="Upload" loading={busy} onClick={() => void upload()} />
        </div>
      </div>
    </Popup>
  );
}
