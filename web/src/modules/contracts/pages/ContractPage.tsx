import { useQuery } from "@apollo/client/react";
import { useNavigate, useParams } from "react-router-dom";
import { graphql } from "../../../gql";
import { paths } from "../../../app/paths";
import { useViewer } from "../../../app/access/ViewerContext";
import { Button, Callout, failedNotice, H3, Intent, Spinner, Tab, Tabs, useConfirm, useSaveForm } from "../../../ui";
import { ContractForm } from "../components/ContractForm";
import { ContractorsInContractPanel } from "../components/ContractorsInContractPanel";
import { canWriteContracts } from "../flags";

export const ContractPage_Contract = graphql(`
  query ContractPage_Contract($id: Int!) {
    contract(id: $id) {
      id
      accountNo
      name
      clientId
      clientName
      tradeId
      subTradeId
      contractStatusId
      contractStatusName
      startDate
      endDate
    }
  }
`);

export const ContractPage_Delete = graphql(`
  mutation ContractPage_Delete($id: Int!) {
    deleteContract(id: $id) {
      deletedId
      error {
        ...SaveForm_Error
      }
    }
  }
`);

/** The confirmation of a contract's deletion (§8) */
export const CONFIRM_DELETE_CONTRACT = "Are you sure that you want to delete a Contract?";

const TABS = ["details", "contractors"];

/** #/contract(/{id})(/client/{client_id})(/tab={n}) (§2.5): the contract's fields, its delete, and the contractors in it */
export function ContractPage() {
  const params = useParams();
  const id = Number(params.id) || 0;
  const clientId = Number(params.clientId) || null;
  const tab = TABS[Number(/^tab=(\d+)$/.exec(params.tab ?? "")?.[1] ?? 0)] ?? "details";
  const navigate = useNavigate();
  const readOnly = !canWriteContracts(useViewer());
  const { confirm, dialog } = useConfirm();
  const { data, error } = useQuery(ContractPage_Contract, { variables: { id }, skip: id === 0, fetchPolicy: "network-only" });
  const { save: remove } = useSaveForm(ContractPage_Delete, {
    payload: (d) => d.deleteContract,
    saved: (p) => p.deletedId != null,
    success: "Contract Deleted",
    refusal: (r) => ({ message: r.message, kind: "warning" }),
    failure: { message: failedNotice("Contract"), kind: "error" },
    onSaved: () => navigate(paths.contracts()),
  });
  const contract = data?.contract ?? null;
  if (id !== 0 && !contract)
    return error ? <Callout intent={Intent.WARNING}>{error.message || "No data found!"}</Callout> : <Spinner aria-label="Loading" />;
  const form = (
    <ContractForm
      key={id}
      contract={contract}
      clientId={clientId}
      readOnly={readOnly}
      onSaved={(savedId, created) => {
        if (created) navigate(paths.contract(savedId, { clientId }));
      }}
    />
  );
  return (
    <div className="wo-contract">
      <H3>{contract ? contract.name : "New contract"}</H3>
      {contract && !readOnly ? (
        <Button
          icon="trash"
          intent={Intent.DANGER}
          text="Delete"
          onClick={() =>
            void confirm(CONFIRM_DELETE_CONTRACT).then((yes) => {
              if (yes) void remove({ id });
            })
          }
        />
      ) : null}
      {id === 0 ? (
        form
      ) : (
        <Tabs
          id="contract"
          selectedTabId={tab}
          onChange={(t) => navigate(paths.contract(id, { clientId, tab: TABS.indexOf(String(t)) }), { replace: true })}
          renderActiveTabPanelOnly
        >
          <Tab id="details" title="Details" panel={form} />
          <Tab id="contractors" title="Contractors" panel={<ContractorsInContractPanel contractId={id} readOnly={readOnly} />} />
        </Tabs>
      )}
      {dialog}
    </div>
  );
}
