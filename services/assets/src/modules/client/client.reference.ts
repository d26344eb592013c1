import { entityReference } from "@wo/shared";
import { Brand } from "./brand.entity";
import { Client } from "./client.entity";

/** A client user resolves only its own client; staff and contractors (for the work they hold) any. */
export const clientReference = entityReference("Client", Client, (s) => (s.kind === "client" ? { id: s.clientId } : {}));
export const brandReference = entityReference("Brand", Brand, (s) => (s.kind === "client" ? { clientId: s.clientId } : {}));
