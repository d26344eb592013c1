import { NonIdealState } from "../../../ui";

export type ContractorContractsGridProps = { contractorId: number };

/** The contracts a contractor is in (the contractor page's contracts tab). Placeholder: the contracts module replaces it. */
export function ContractorContractsGrid(_props: ContractorContractsGridProps) {
  return <NonIdealState icon="document" title="No contracts yet" />;
}
