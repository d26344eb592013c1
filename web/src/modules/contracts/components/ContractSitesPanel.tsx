import { useState } from "react";
import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../gql";
import { Button, failedNotice, HTMLTable, Intent, notify, SelectField, useConfirm, useSaveForm } from "../../../ui";

export const ContractSitesPanel_Sites = graphql(`
  query ContractSitesPanel_Sites($id: Int!, $clientId: Int!) {
    sitesInContractorInContract(contractorInContractId: $id) {
      id
      siteId
      siteCode
      siteName
      postCode
    }
    siteList(clientId: $clientId) {
      id
      name
      siteCode
    }
  }
`);

export const ContractSitesPanel_Add = graphql(`
  mutation ContractSitesPanel_Add($id: Int!, $siteId: Int) {
    addSiteInContractorInContract(contractorInContractId: $id, siteId: $siteId) {
      siteInContractorInContract {
        id
      }
      error {
        ...SaveForm_Error
      }
    }
  }
`);

export const ContractSitesPanel_Remove = graphql(`
  mutation ContractSitesPanel_Remove($id: Int!) {
    removeSiteInContractorInContract(id: $id)
  }
`);

export const CONFIRM_REMOVE_SITE = "Are you sure that you want to remove this site?";

/** The sites a contractor covers by name under a contract (§2.5): add ('Field required!', 'Site exists') and remove */
export function ContractSitesPanel({ id, clientId, readOnly }: { id: number; clientId: number; readOnly: boolean }) {
  const { data, refetch } = useQuery(ContractSitesPanel_Sites, { variables: { id, clientId }, fetchPolicy: "network-only" });
  const [siteId, setSiteId] = useState("");
  const { confirm, dialog } = useConfirm();
  const reload = () => void refetch().catch(() => undefined);
  const { save: add } = useSaveForm(ContractSitesPanel_Add, {
    payload: (d) => d.addSiteInContractorInContract,
    saved: (p) => Boolean(p.siteInContractorInContract),
    success: "Site Created",
    refusal: (r) => ({ message: r.message, kind: "warning" }),
    failure: { message: failedNotice("Sites"), kind: "error" },
    onSaved: () => {
      setSiteId("");
      reload();
    },
  });
  const { save: remove } = useSaveForm(ContractSitesPanel_Remove, {
    success: "Site removed",
    failure: { message: failedNotice("Site"), kind: "error" },
    onSaved: reload,
  });
  const rows = data?.sitesInContractorInContract ?? [];
  const onAdd = () => {
    if (!Number(siteId)) return notify("Field required!", "required");
    if (rows.some((r) => r.siteId === Number(siteId))) return notify("Site exists", "warning");
    void add({ id, siteId: Number(siteId) });
  };
  return (
    <div className="wo-contract-sites">
      {readOnly ? null : (
        <div className="wo-form-grid">
          <SelectField
            id="contract-add-site"
            label="Site"
            value={siteId}
            onChange={setSiteId}
            options={(data?.siteList ?? []).map((s) => ({ value: String(s.id), label: `${s.siteCode} ${s.name}` }))}
          />
          <Button icon="add" intent={Intent.PRIMARY} text="Add Site" onClick={onAdd} />
        </div>
      )}
      <HTMLTable compact striped aria-label="Sites">
        <thead>
          <tr>
            <th>Site code</th>
            <th>Site</th>
            <th>Post code</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={4}>No sites: the postcode prefixes decide</td>
            </tr>
          ) : (
            rows.map((r) => (
              <tr key={r.id}>
                <td>{r.siteCode}</td>
                <td>{r.siteName}</td>
                <td>{r.postCode}</td>
                <td>
                  {readOnly ? null : (
                    <Button
                      variant="minimal"
                      size="small"
                      icon="trash"
                      aria-label={`Remove ${r.siteCode}`}
                      onClick={() =>
                        void confirm(CONFIRM_REMOVE_SITE).then((yes) => {
                          if (yes) void remove({ id: r.id });
                        })
                      }
                    />
                  )}
                </td>
              </tr>
            ))
          )}
        </tbody>
      </HTMLTable>
      {dialog}
    </div>
  );
}
