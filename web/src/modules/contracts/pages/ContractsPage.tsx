import { paths } from "../../../app/paths";
import { useViewer } from "../../../app/access/ViewerContext";
import { AnchorButton, H3, Intent } from "../../../ui";
import { ContractGrid } from "../components/ContractGrid";
import { canWriteContracts } from "../flags";

/** #/contracts (§2.5): the contracts with search; a new contract for those who may write */
export function ContractsPage() {
  const viewer = useViewer();
  return (
    <div className="wo-contracts">
      <H3>Contracts</H3>
      <ContractGrid
        toolbar={
          canWriteContracts(viewer) ? <AnchorButton icon="add" intent={Intent.PRIMARY} text="New contract" href={`#${paths.contract(0)}`} /> : null
        }
      />
    </div>
  );
}
