import { entityReference } from "@wo/shared";
import { Contractor, CONTRACTOR_TENANCY } from "./contractor.entity";

export const contractorReference = entityReference("Contractor", Contractor, CONTRACTOR_TENANCY);
