import { authoriseRoutes } from "./authorise.routes";
import { lookupRoutes } from "./lookups.routes";
import type { Shim } from "./shim";
import { userRoutes } from "./users.routes";
import { workOrderRoutes } from "./work-orders.routes";

/** Every legacy /api call the gateway answers, by family. */
export const allShims: Shim[] = [...authoriseRoutes, ...userRoutes, ...workOrderRoutes, ...lookupRoutes];
