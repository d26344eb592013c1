import { lazyPage, type AppArea } from "../../app/area";
import { paths } from "../../app/paths";

/**
 * Quotations (portals §2.10): the grid of every quote and the quotation details popup. Every staff
 * user reads them; staff whose department holds reporting at full set the AMPM Quote Ref and delete
 * quotes (the server decides: docs/billing.md "Quotes"). Portal users read theirs in their portals.
 */
export const quotationsArea: AppArea = {
  name: "quotations",
  routes: [{ path: "quotations", element: lazyPage(() => import("./pages/QuotationsPage"), "QuotationsPage") }],
  rules: [{ path: "/quotations", staff: true, note: "the quotations grid (§2.10): every staff user reads the quotes" }],
  sidebar: [{ key: "quotations", title: "Quotations", icon: "dollar", to: paths.quotations() }],
};
