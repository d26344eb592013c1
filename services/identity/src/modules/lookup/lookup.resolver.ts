import { lookupResolver } from "@wo/shared";
import { Department } from "../access/department.entity";
import { UserType } from "../access/user-type.entity";

/** The entities of identity's lookups (GET /api/UserTypes, /api/Departments), declared in services/shared/src/lookups.ts. */
export const lookupEntities = [UserType, Department];

/** Their Query fields, as declared. */
export const IdentityLookupResolver = lookupResolver("identity", lookupEntities);
