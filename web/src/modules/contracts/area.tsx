import { CONTRACT_READ_FLAGS, withAnyPermission } from "../../app/access/audiences";
import { lazyPage, type AppArea } from "../../app/area";
import { paths } from "../../app/paths";

const contractsStaff = withAnyPermission(CONTRACT_READ_FLAGS);
const contractPage = lazyPage(() => import("./pages/ContractPage"), "ContractPage");

/** Contracts (§2.5): staff holding any contract flag (Contracts, Finance, Operations, Management) and administrators */
export const contractsArea: AppArea = {
  name: "contracts",
  routes: [
    { path: "contracts", element: lazyPage(() => import("./pages/ContractsPage"), "ContractsPage") },
    { path: "contracts/matching/:id", element: lazyPage(() => import("./pages/ContractRatesPage"), "ContractRatesPage") },
    ...[
      "contract",
      "contract/client/:clientId",
      "contract/:id",
      "contract/:id/client/:clientId",
      "contract/:id/:tab",
      "contract/:id/client/:clientId/:tab",
    ].map((path) => ({ path, element: contractPage })),
  ],
  rules: [
    { path: "/contracts", staff: contractsStaff, note: "the contracts grid (§2.5): staff holding a contract flag" },
    { path: "/contracts/matching/:id", staff: contractsStaff, note: "a contractor's rates and sites in a contract (§2.5)" },
    ...[
      "/contract",
      "/contract/client/:clientId",
      "/contract/:id",
      "/contract/:id/client/:clientId",
      "/contract/:id/:tab",
      "/contract/:id/client/:clientId/:tab",
    ].map((path) => ({ path, staff: contractsStaff, note: "a contract (§2.5): #/contract(/{id})(/client/{client_id})(/tab={n})" })),
  ],
  sidebar: [{ key: "contracts", title: "Contracts", icon: "document", to: paths.contracts(), rule: { anyOf: CONTRACT_READ_FLAGS, level: "read" } }],
};
