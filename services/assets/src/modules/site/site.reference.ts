import { entityReference, tiedByWork } from "@wo/shared";
import { Site } from "./site.entity";

/** A client user resolves its own client's sites; a contractor user the sites of its work. */
export const siteReference = entityReference("Site", Site, {
  client: (clientId) => ["e.client_id = ?", [clientId]],
  contractor: (contractorId) => tiedByWork.assignment(contractorId, "site_id"),
});
