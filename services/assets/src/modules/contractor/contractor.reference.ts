import { entityReference } from "@wo/shared";
import { Contractor } from "./contractor.entity";

/** A contractor user resolves only its own contractor; others resolve the contractors of work they can see. */
export const contractorReference = entityReference("Contractor", Contractor, (s) =>
  s.kind === "contractor" ? { id: s.contractorId } : {},
);
