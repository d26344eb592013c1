import { useState } from "react";
import { graphql } from "../../../gql";
import type { DataImportTab_ImportMutation } from "../../../gql/graphql";
import { Button, Callout, Intent, SelectField, useSaveForm } from "../../../ui";
import {
  csvTemplateHref,
  ImportFileField,
  ImportProgress,
  ImportReport,
  type ImportOutcome,
  type ImportPhase,
} from "../../../ui/import/ImportReport";

/** One operation for the four imports, each under @include: the gateway sends the file only to the owner of the one chosen. */
export const DataImportTab_Import = graphql(`
  mutation DataImportTab_Import($file: Upload!, $sites: Boolean!, $contractors: Boolean!, $users: Boolean!, $siteCompliance: Boolean!) {
    importSites(file: $file) @include(if: $sites) {
      imported
      rowErrors {
        line
        message
      }
      error {
        ...SaveForm_Error
      }
    }
    importContractors(file: $file) @include(if: $contractors) {
      imported
      rowErrors {
        line
        message
      }
      error {
        ...SaveForm_Error
      }
    }
    importUsers(file: $file) @include(if: $users) {
      imported
      rowErrors {
        line
        message
      }
      error {
        ...SaveForm_Error
      }
    }
    importSiteCompliance(file: $file) @include(if: $siteCompliance) {
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

type Kind = "sites" | "contractors" | "users" | "siteCompliance";

/** What each import takes (docs/data-import.md): its template's header, the required columns first, and what its cells take where the names do not say. */
export const IMPORT_KINDS: Record<Kind, { label: string; columns: string[]; note?: string }> = {
  sites: {
    label: "Sites",
    columns: [
      "ClientName",
      "ClientId",
      "SiteCode",
      "Name",
      "AddressLine1",
      "AddressLine2",
      "City",
      "County",
      "PostCode",
      "SiteManager",
      "SiteEmail",
      "BrandName",
      "AsbestosWarning",
      "Comments",
      "Active",
    ],
  },
  contractors: {
    label: "Contractors",
    columns: [
      "Name",
      "ShortName",
      "Contact",
      "Telephone",
      "OOHTelephone",
      "Email",
      "NormalStart",
      "NormalFinish",
      "OOHOneStart",
      "OOHOneFinish",
      "OOHTwoStart",
      "OOHTwoFinish",
      "OOHThreeStart",
      "OOHThreeFinish",
      "Active",
    ],
  },
  users: {
    label: "Users",
    columns: ["FirstName", "LastName", "Email", "Mobile", "PhoneNumber", "Position", "UserType", "Department", "EntityName", "Entity", "Active"],
  },
  siteCompliance: {
    label: "Site compliance requirements",
    columns: ["ClientName", "ClientId", "SiteCode", "ComplianceTypes"],
    note: "A row per site, named by its client (ClientName or ClientId) and SiteCode. ComplianceTypes: type codes or names (GAS_SAFETY, EICR, ...) separated by ; or , — None for no types, Default or empty to follow the client's default set.",
  },
};

const outcomeOf = (d: DataImportTab_ImportMutation) => d.importSites ?? d.importContractors ?? d.importUsers ?? d.importSiteCompliance;

/**
 * #/configuration/import (§2.11): choose what to import (sites, contractors, users or which compliance
 * types apply to sites) and a CSV or XLSX file; the server checks every row and imports all or none: 'N rows imported', or its message
 * and the table of bad rows by line. Each kind offers its template (the header line).
 */
export function DataImportTab() {
  const [kind, setKind] = useState<Kind>("sites");
  const [file, setFile] = useState<File | null>(null);
  const [phase, setPhase] = useState<ImportPhase>("choose");
  const [sent, setSent] = useState(0);
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const { save } = useSaveForm(DataImportTab_Import, {
    payload: (d) => {
      const o = outcomeOf(d);
      setOutcome(o ?? null);
      return o;
    },
    success: (p) => `${p.imported} rows imported`,
    refusal: (r) => ({ message: r.message, kind: "error" }),
    failure: { message: "Import error (Something wrong. Try again)", kind: "error" },
  });

  const upload = async () => {
    if (!file) return setProblem("No files selected");
    setProblem(null);
    setOutcome(null);
    setSent(0);
    setPhase("uploading");
    const onUploadProgress = (loaded: number, total: number) => {
      setSent(total ? loaded / total : 0);
      if (total && loaded >= total) setPhase("importing");
    };
    await save(
      { file, sites: kind === "sites", contractors: kind === "contractors", users: kind === "users", siteCompliance: kind === "siteCompliance" },
      { onUploadProgress },
    );
    setPhase("done");
  };
  const busy = phase === "uploading" || phase === "importing";
  const { columns, label, note } = IMPORT_KINDS[kind];

  return (
    <div className="wo-data-import">
      <SelectField
        id="data-import-kind"
        label="Import"
        value={kind}
        onChange={(v) => {
          setKind(v as Kind);
          setOutcome(null);
        }}
        options={(Object.keys(IMPORT_KINDS) as Kind[]).map((k) => ({ value: k, label: IMPORT_KINDS[k].label }))}
        disabled={busy}
      />
      <ImportFileField
        id="data-import-file"
        disabled={busy}
        onChange={(f) => {
          setFile(f);
          setOutcome(null);
        }}
      />
      <p>
        The first line is the header: <code>{columns.join(",")}</code>. {note ? `${note} ` : ""}Every row is checked; a file with a bad row imports
        nothing.{" "}
        <a href={csvTemplateHref(columns)} download={`${kind.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}-import-template.csv`}>
          Download the {label.toLowerCase()} template
        </a>
      </p>
      {problem ? <Callout intent={Intent.WARNING}>{problem}</Callout> : null}
      <ImportProgress phase={phase} sent={sent} />
      <ImportReport outcome={outcome} noun="rows" />
      <div>
        <Button intent={Intent.PRIMARY} icon="upload" text="Import" loading={busy} onClick={() => void upload()} />
      </div>
    </div>
  );
}
