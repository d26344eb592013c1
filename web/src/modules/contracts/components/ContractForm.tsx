import { useEffect } from "react";
import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../gql";
import type { ContractPage_ContractQuery } from "../../../gql/graphql";
import { Button, Intent, SelectField, TextField, useFormState, useSaveForm } from "../../../ui";

export const ContractForm_Options = graphql(`
  query ContractForm_Options($tradeId: Int!, $withSubTrades: Boolean!) {
    clientList {
      id
      name
    }
    trades {
      id
      name
    }
    subTrades: trades(parentId: $tradeId) @include(if: $withSubTrades) {
      id
      name
    }
    contractStatuses {
      id
      name
    }
  }
`);

export const ContractForm_Save = graphql(`
  mutation ContractForm_Save($input: SaveContractInput!) {
    saveContract(input: $input) {
      contract {
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
      error {
        ...SaveForm_Error
      }
    }
  }
`);

type Values = {
  clientId: string;
  tradeId: string;
  subTradeId: string;
  contractStatusId: string;
  name: string;
  accountNo: string;
  startDate: string;
  endDate: string;
};

export type ContractFormProps = {
  contract: ContractPage_ContractQuery["contract"] | null;
  /** A new contract's client (#/contract/client/{client_id}) */
  clientId?: number | null;
  readOnly: boolean;
  onSaved: (id: number, created: boolean) => void;
};

/** The contract's fields (§2.5): client, trade, sub-trade (of that trade), status required ('Required fields'); name, account number, dates */
export function ContractForm({ contract, clientId, readOnly, onSaved }: ContractFormProps) {
  const form = useFormState<Values>({
    clientId: clientId ? String(clientId) : "",
    tradeId: "",
    subTradeId: "",
    contractStatusId: "1",
    name: "",
    accountNo: "",
    startDate: "",
    endDate: "",
  });
  const { reset } = form;
  useEffect(() => {
    if (contract)
      reset({
        clientId: String(contract.clientId),
        tradeId: String(contract.tradeId),
        subTradeId: String(contract.subTradeId),
        contractStatusId: String(contract.contractStatusId),
        name: contract.name,
        accountNo: contract.accountNo ?? "",
        startDate: contract.startDate ?? "",
        endDate: contract.endDate ?? "",
      });
  }, [contract, reset]);
  const tradeId = Number(form.values.tradeId) || 0;
  const { data } = useQuery(ContractForm_Options, { variables: { tradeId, withSubTrades: tradeId > 0 } });
  const isNew = !contract;
  const { submit, saving } = useSaveForm(ContractForm_Save, {
    form,
    required: ["clientId", "tradeId", "subTradeId", "contractStatusId"],
    variables: (v) => ({
      input: {
        id: contract?.id ?? 0,
        clientId: Number(v.clientId),
        tradeId: Number(v.tradeId),
        subTradeId: Number(v.subTradeId),
        contractStatusId: Number(v.contractStatusId),
        name: v.name.trim() || null,
        accountNo: v.accountNo.trim() || null,
        startDate: v.startDate || null,
        endDate: v.endDate || null,
      },
    }),
    payload: (d) => d.saveContract,
    saved: (p) => Boolean(p.contract),
    success: isNew ? "Contract Created" : "Contract Updated",
    onSaved: (p) => onSaved(p.contract!.id, isNew),
  });
  const options = (rows: ReadonlyArray<{ id: number; name: string }> | undefined) =>
    (rows ?? []).map((r) => ({ value: String(r.id), label: r.name }));
  const select = (
    name: "clientId" | "tradeId" | "subTradeId" | "contractStatusId",
    label: string,
    rows: ReadonlyArray<{ id: number; name: string }> | undefined,
  ) => (
    <SelectField
      id={`contract-${name}`}
      label={label}
      value={form.values[name]}
      onChange={(value) => {
        form.set(name, value);
        if (name === "tradeId") form.set("subTradeId", "");
      }}
      options={options(rows)}
      required
      disabled={readOnly}
      invalid={form.invalid(name)}
      message={form.message(name)}
    />
  );
  const text = (name: "name" | "accountNo" | "startDate" | "endDate", label: string, placeholder?: string) => (
    <TextField
      id={`contract-${name}`}
      label={label}
      placeholder={placeholder}
      value={form.values[name]}
      onChange={(value) => form.set(name, value)}
      disabled={readOnly}
      invalid={form.invalid(name)}
      message={form.message(name)}
    />
  );
  return (
    <form onSubmit={submit} aria-label="Contract" noValidate>
      <div className="wo-form-grid">
        {select("clientId", "Client", data?.clientList)}
        {select("tradeId", "Trade", data?.trades)}
        {select("subTradeId", "Sub-Trade", data?.subTrades)}
        {select("contractStatusId", "Status", data?.contractStatuses)}
        {text("name", "Name", "Client - Sub-Trade")}
        {text("accountNo", "Account No")}
        {text("startDate", "Start date", "YYYY-MM-DD")}
        {text("endDate", "End date", "YYYY-MM-DD")}
      </div>
      {readOnly ? null : <Button type="submit" intent={Intent.PRIMARY} text="Save" loading={saving} />}
    </form>
  );
}
