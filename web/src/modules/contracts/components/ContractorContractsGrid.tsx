import { ContractGrid } from "./ContractGrid";

/** The contracts a contractor is in (the contractor page, §2.6), each linking to its contract */
export function ContractorContractsGrid({ contractorId }: { contractorId: number }) {
  return <ContractGrid contractorId={contractorId} pageSize={10} />;
}
