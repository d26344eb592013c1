import { useQuery } from "@apollo/client/react";
import { Link, useParams } from "react-router-dom";
import { graphql } from "../../../gql";
import { paths } from "../../../app/paths";
import { useViewer } from "../../../app/access/ViewerContext";
import { Callout, H3, H4, Intent, Spinner } from "../../../ui";
import { ContractSitesPanel } from "../components/ContractSitesPanel";
import { RateCardForm } from "../components/RateCardForm";
import { canWriteContracts } from "../flags";

export const ContractRatesPage_Rates = graphql(`
  query ContractRatesPage_Rates($id: Int!) {
    contractorInContract(id: $id) {
      id
      contractId
      contractName
      clientId
      clientName
      contractorId
      contractorName
      postcodePrefix
      preferred
      active
      hourlyRate
      oohUplift
      bankHolidayUplift
      callOutCharge
      oohCallOutCharge
      travelCharge
      minimumChargeHours
      materialsMarkup
    }
  }
`);

/** #/contracts/matching/{id} (§2.5): one contractor's rates in one contract, and the sites it covers by name */
export function ContractRatesPage() {
  const id = Number(useParams().id) || 0;
  const readOnly = !canWriteContracts(useViewer());
  const { data, error } = useQuery(ContractRatesPage_Rates, { variables: { id }, fetchPolicy: "network-only" });
  const row = data?.contractorInContract;
  if (!row) return error ? <Callout intent={Intent.WARNING}>{error.message || "No data found!"}</Callout> : <Spinner aria-label="Loading" />;
  return (
    <div className="wo-contract-rates">
      <H3>
        {row.contractorName}: rates in <Link to={paths.contract(row.contractId, { tab: 1 })}>{row.contractName}</Link>
      </H3>
      <RateCardForm row={row} readOnly={readOnly} />
      <H4>Sites</H4>
      <ContractSitesPanel id={row.id} clientId={row.clientId} readOnly={readOnly} />
    </div>
  );
}
