import { entityReference, tiedByWork } from "@wo/shared";
import { Contractor } from "./contractor.entity";

/** A contractor user resolves its own contractor; a client user the contractors that do its work. */
export const contractorReference = entityReference("Contractor", Contractor, {
  client: (clientId) => tiedByWork.contractorOfClient(clientId),
  contractor: (contractorId) => ["e.id = ?", [contractorId]],
});
