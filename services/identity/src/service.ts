import path from "node:path";
import { AuditTrailEntry, type ServiceModule } from "@wo/shared";
import { PermissionGrant } from "./modules/access/permission-grant.entity";
import { GridStateResolver } from "./modules/grid-state/grid-state.resolver";
import { GridViewState } from "./modules/grid-state/grid-view-state.entity";
import { RememberToken } from "./modules/session/remember-token.entity";
import { Session } from "./modules/session/session.entity";
import { SessionResolver } from "./modules/session/session.resolver";
import { liveViewer } from "./modules/session/session.service";
import { SignInAttempt } from "./modules/session/sign-in-attempt.entity";
import { SignInLock } from "./modules/session/sign-in-lock.entity";
import { User } from "./modules/user/user.entity";
import { userReference } from "./modules/user/user.reference";
import { UserResolver } from "./modules/user/user.resolver";
import { IdentityLookupResolver, lookupEntities } from "./modules/lookup/lookup.resolver";
import { UserNode } from "./modules/user/user.type";
import { AuditResolver } from "./modules/audit/audit.resolver";
import { BiReport } from "./modules/bi-report/bi-report.entity";
import { BiReportResolver } from "./modules/bi-report/bi-report.resolver";
import { UserAdminResolver } from "./modules/user/user-admin.resolver";
import { UserImportResolver } from "./modules/user/user-import.resolver";
import { UserInSite } from "./modules/user-site/user-in-site.entity";
import { UserSiteResolver } from "./modules/user-site/user-site.resolver";
import { ApiKey, ApiKeyDay, ApiKeyUse } from "./modules/api-key/api-key.entity";
import { ApiKeyResolver } from "./modules/api-key/api-key.resolver";
import { apiKeyRoutes } from "./modules/api-key/api-key.routes";
import { migrations } from "./migrations";
import { seedIdentity } from "./seeders/demo.seeder";

export const identityService: ServiceModule = {
  name: "identity",
  defaultPort: 4001,
  schema: "identity",
  entities: [
    AuditTrailEntry,
    User,
    ...lookupEntities,
    PermissionGrant,
    Session,
    RememberToken,
    SignInAttempt,
    SignInLock,
    GridViewState,
    UserInSite,
    BiReport,
    ApiKey,
    ApiKeyDay,
    ApiKeyUse,
  ],
  migrations,
  migrationsDir: path.join(__dirname, "../src/migrations"),
  subgraph: {
    resolvers: [
      SessionResolver,
      UserResolver,
      UserImportResolver,
      IdentityLookupResolver,
      UserAdminResolver,
      UserSiteResolver,
      BiReportResolver,
      AuditResolver,
      GridStateResolver,
      ApiKeyResolver,
    ],
    orphanedTypes: [UserNode],
    references: { User: userReference },
  },
  seed: seedIdentity,
  // identity holds the sessions: every signed-in call re-reads its session, user and permissions
  liveViewer,
  // the gateway's exchange of an API key for an access token, on every call made with one (issue 26)
  routes: apiKeyRoutes,
};
