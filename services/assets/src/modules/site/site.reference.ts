import { entityReference } from "@wo/shared";
import { Site } from "./site.entity";

/** A client user resolves only its own client's sites. */
export const siteReference = entityReference("Site", Site, (s) => (s.kind === "client" ? { clientId: s.clientId } : {}));
