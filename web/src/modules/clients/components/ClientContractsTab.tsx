import { paths } from "../../../app/paths";
import { useViewer } from "../../../app/access/ViewerContext";
import { AnchorButton, Intent } from "../../../ui";
import { ContractGrid } from "../../contracts/components/ContractGrid";
import { canReadContracts, canWriteContracts } from "../../contracts/flags";

/** A client's contracts (§2.4): the contracts grid of that client, for staff holding a contract flag; a new contract for the client */
export function ClientContractsTab({ clientId }: { clientId: number }) {
  const viewer = useViewer();
  if (!canReadContracts(viewer)) return <p>Contracts are shown to the Contracts, Finance, Operations and Management departments.</p>;
  return (
    <ContractGrid
      clientId={clientId}
      pageSize={10}
      toolbar={
        canWriteContracts(viewer) ? (
          <AnchorButton icon="add" intent={Intent.PRIMARY} text="New contract" href={`#${paths.contract(0, { clientId })}`} />
        ) : null
      }
    />
  );
}
