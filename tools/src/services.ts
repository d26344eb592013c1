import path from "node:path";

export const ROOT = path.resolve(__dirname, "../..");

/**
 * The four domain services, in migration order: a service's views read the tables of those before
 * it (work-orders reads assets; identity reads every service's audit trail, so it comes last).
 */
export const SERVICES = [
  { name: "assets", port: 4002 },
  { name: "work-orders", port: 4003 },
  { name: "billing", port: 4004 },
  { name: "identity", port: 4001 },
] as const;
export type ServiceName = (typeof SERVICES)[number]["name"];

export const serviceMain = (name: string) => path.join(ROOT, "services", name, "dist", "main.js");
export const gatewayMain = path.join(ROOT, "gateway", "dist", "main.js");

/** Environment variable holding a subgraph's URL for the gateway, e.g. WORK_ORDERS_URL. */
export const subgraphUrlVar = (name: string) => `${name.toUpperCase().replace(/-/g, "_")}_URL`;
