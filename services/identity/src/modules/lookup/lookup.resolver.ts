import { lookupResolver } from "@wo/shared";
import { Department } from "../access/department.entity";
import { UserType } from "../access/user-type.entity";

/** identity's lookups (GET /api/UserTypes, /api/Departments), as services/shared/src/lookups.ts declares them. */
export const IdentityLookupResolver = lookupResolver("identity", [UserType, Department]);
