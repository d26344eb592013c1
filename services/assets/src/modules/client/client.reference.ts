import { entityReference, tiedByWork } from "@wo/shared";
import { Brand } from "./brand.entity";
import { Client } from "./client.entity";

/** A client user resolves its own client; a contractor user the clients it has work for. */
export const clientReference = entityReference("Client", Client, {
  client: (clientId) => ["e.id = ?", [clientId]],
  contractor: (contractorId) => tiedByWork.clientOfContractor(contractorId),
});

/** A client user resolves its own brands; a contractor user the brands of the clients it has work for. */
export const brandReference = entityReference("Brand", Brand, {
  client: (clientId) => ["e.client_id = ?", [clientId]],
  contractor: (contractorId) => tiedByWork.clientOfContractor(contractorId, "e.client_id"),
});
