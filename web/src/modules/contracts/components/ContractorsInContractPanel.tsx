import { useMemo, useRef, useState } from "react";
import { useQuery } from "@apollo/client/react";
import { Link } from "react-router-dom";
import { graphql } from "../../../gql";
import type { ContractorInContractSortField, ContractorsInContractPanel_ListQuery } from "../../../gql/graphql";
import { paths } from "../../../app/paths";
import { Button, failedNotice, Intent, notify, SelectField, TextField, useConfirm, useSaveForm } from "../../../ui";
import { DataGrid, textColumn, useServerGrid, type GridColumn } from "../../../ui/grid";
import { ContractorListUpload } from "./ContractorListUpload";

export const ContractorsInContractPanel_List = graphql(`
  query ContractorsInContractPanel_List($page: Int!, $pageSize: Int!, $search: String, $sort: [ContractorInContractSortInput!], $contractId: Int) {
    contractorsInContract(page: $page, pageSize: $pageSize, search: $search, sort: $sort, contractId: $contractId) {
      totalCount
      totalCountExact
      page
      pageSize
      nodes {
        id
        contractorId
        contractorName
        postcodePrefix
        preferred
        active
        siteCount
      }
    }
  }
`);

export const ContractorsInContractPanel_Contractors = graphql(`
  query ContractorsInContractPanel_Contractors {
    contractorList(activeOnly: true) {
      id
      name
    }
  }
`);

export const ContractorsInContractPanel_Add = graphql(`
  mutation ContractorsInContractPanel_Add($input: AddContractorInContractInput!) {
    addContractorInContract(input: $input) {
      contractorInContract {
        id
      }
      error {
        ...SaveForm_Error
      }
    }
  }
`);

export const ContractorsInContractPanel_Remove = graphql(`
  mutation ContractorsInContractPanel_Remove($id: Int!) {
    removeContractorInContract(id: $id)
  }
`);

/** The confirmation of a contractor's removal from a contract (§8) */
export const CONFIRM_REMOVE_CONTRACTOR = "Are you sure that you want to delete Contractor from this Contract?";

type Row = ContractorsInContractPanel_ListQuery["contractorsInContract"]["nodes"][number];

function columns(readOnly: boolean, onRemove: (r: Row) => void): GridColumn<Row, ContractorInContractSortField>[] {
  const out: GridColumn<Row, ContractorInContractSortField>[] = [
    textColumn("Contractor", "Contractor", (r) => r.contractorName, { width: 260, apiField: "CONTRACTOR" }),
    textColumn("PostcodePrefix", "Postcode prefix", (r) => r.postcodePrefix, { width: 220, apiField: "POSTCODE_PREFIX" }),
    textColumn("Preferred", "Preferred", (r) => (r.preferred ? "Yes" : ""), { width: 90 }),
    textColumn("Active", "Active", (r) => (r.active ? "Yes" : "No"), { width: 80 }),
    textColumn("Sites", "Sites", (r) => String(r.siteCount), { width: 70 }),
    {
      field: "SetRates",
      title: " ",
      width: 100,
      template: "link",
      render: (r) => <Link to={paths.contractRates(r.id)}>Set Rates</Link>,
    },
  ];
  if (!readOnly)
    out.push({
      field: "Actions",
      title: " ",
      width: 50,
      template: "actions",
      render: (r) => <Button variant="minimal" size="small" icon="trash" aria-label={`Remove ${r.contractorName}`} onClick={() => onRemove(r)} />,
    });
  return out;
}

/**
 * The contractors in a contract (§2.5): add one with its postcode prefixes ('Select Contractor',
 * 'Contractor Exists'), remove one (confirmed), upload a list, and Set Rates for each.
 */
export function ContractorsInContractPanel({ contractId, readOnly }: { contractId: number; readOnly: boolean }) {
  const { confirm, dialog } = useConfirm();
  const [contractorId, setContractorId] = useState("");
  const [prefix, setPrefix] = useState("");
  const [uploading, setUploading] = useState(false);
  const { data: options } = useQuery(ContractorsInContractPanel_Contractors, { skip: readOnly });
  const remove = useRef<(r: Row) => void>(() => undefined);
  const cols = useMemo(() => columns(readOnly, (r) => remove.current(r)), [readOnly]);
  const grid = useServerGrid(ContractorsInContractPanel_List, {
    stateKey: "contract-contractors",
    columns: cols,
    defaultSort: { field: "Contractor", direction: "ASC" },
    page: (d) => d.contractorsInContract,
    variables: { contractId },
    fetchPolicy: "network-only",
  });
  const { save: add } = useSaveForm(ContractorsInContractPanel_Add, {
    payload: (d) => d.addContractorInContract,
    saved: (p) => Boolean(p.contractorInContract),
    success: "Contractor Created",
    refusal: (r) => ({ message: r.message, kind: "warning" }),
    failure: { message: failedNotice("Contractors"), kind: "error" },
    onSaved: () => {
      setContractorId("");
      setPrefix("");
      grid.onReload();
    },
  });
  const { save: removeRow } = useSaveForm(ContractorsInContractPanel_Remove, {
    success: "Contractor Deleted",
    failure: { message: failedNotice("Contractor"), kind: "error" },
    onSaved: () => grid.onReload(),
  });
  remove.current = (r) =>
    void confirm(CONFIRM_REMOVE_CONTRACTOR).then((yes) => {
      if (yes) void removeRow({ id: r.id });
    });
  const onAdd = () => {
    if (!Number(contractorId)) return notify("Select Contractor", "required");
    if (grid.rows.some((r) => r.contractorId === Number(contractorId))) return notify("Contractor Exists", "warning");
    void add({ input: { contractId, contractorId: Number(contractorId), postcodePrefix: prefix.trim() || null } });
  };
  return (
    <div className="wo-contract-contractors">
      {readOnly ? null : (
        <div className="wo-form-grid">
          <SelectField
            id="contract-add-contractor"
            label="Contractor"
            value={contractorId}
            onChange={setContractorId}
            options={(options?.contractorList ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
          />
          <TextField id="contract-add-prefix" label="Postcode prefix" placeholder="M, SK1, WA14" value={prefix} onChange={setPrefix} />
          <Button icon="add" intent={Intent.PRIMARY} text="Add Contractor" onClick={onAdd} />
          <Button icon="upload" text="Upload list" onClick={() => setUploading(true)} />
        </div>
      )}
      <DataGrid {...grid} label="Contractors in the contract" />
      {uploading ? <ContractorListUpload contractId={contractId} onClose={() => setUploading(false)} onImported={() => grid.onReload()} /> : null}
      {dialog}
    </div>
  );
}
