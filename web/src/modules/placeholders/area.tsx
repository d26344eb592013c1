import { withPermission } from "../../app/access/audiences";
import { lazyPage, type AppArea } from "../../app/area";
import { paths } from "../../app/paths";

/** One screen of the old system that this product does not have, and where to go instead */
export type PlaceholderRoute = {
  /** The route pattern, from the root, as the old system's address (matched ignoring case) */
  path: string;
  title: string;
  /** What the screen was in the old system and that it is not part of this product */
  text: string;
  /** The screen of this product that does the job, when there is one */
  instead?: { title: string; to: string };
  /** Administration's placeholders are administrators' (the configuration rule); the rest every staff user's */
  administration?: boolean;
};

/**
 * The spec's placeholder routes (§2.11, §2.12): in the old system demo grids with sample data or
 * empty popups. Each answers an honest page (PlaceholderPage); none shadows a real screen (the
 * configuration tabs are users, trades, subtrades, brands, import and outbox; the asset register is
 * /asset_list; a contractor's contact is /contractors/contact/create).
 */
export const PLACEHOLDER_ROUTES: PlaceholderRoute[] = [
  {
    path: "/sales",
    title: "Sales",
    text: "In the old system this was a demonstration grid of made-up customers. Sales are not part of this product: what a client is invoiced is recorded against its work orders, imported from the accounts system on the Finances page.",
    instead: { title: "Finances", to: paths.finances() },
  },
  {
    path: "/Suppliers",
    title: "Suppliers",
    text: "In the old system this was a demonstration grid of made-up customers. This product keeps no separate supplier records: the companies that do the work are its contractors.",
    instead: { title: "Contractors", to: paths.contractors() },
  },
  {
    path: "/Purchases",
    title: "Purchases",
    text: "In the old system this was a demonstration grid of made-up customers. Purchasing is not part of this product: what suppliers charge for the work orders is imported on the Finances page (supplier costs).",
    instead: { title: "Finances", to: paths.finances() },
  },
  {
    path: "/Job_Card",
    title: "Job cards",
    text: "In the old system this was a demonstration grid of made-up job cards. Job cards are not part of this product: the jobs are its work orders.",
    instead: { title: "Work orders", to: paths.workOrders() },
  },
  {
    path: "/job_card/add",
    title: "New job card",
    text: "In the old system this was a demonstration form for a job card. Job cards are not part of this product: a job is raised as a work order.",
    instead: { title: "Work orders", to: paths.workOrders() },
  },
  {
    path: "/job_card/quote/:id",
    title: "Job card quote",
    text: "In the old system this was a demonstration quote of a job card. Job cards are not part of this product: quotes belong to work orders and are listed under Quotations.",
    instead: { title: "Quotations", to: paths.quotations() },
  },
  {
    path: "/contacts/create",
    title: "New contact",
    text: "In the old system this was an empty popup. This product has no separate contact book: a contractor's contacts are its users, added from the contractors' page.",
    instead: { title: "New contractor contact", to: paths.contractorContactCreate() },
  },
  {
    path: "/asset_list/view",
    title: "Asset",
    text: "In the old system this was an empty popup. An asset is opened from the asset register, which lists every asset with its details.",
    instead: { title: "Asset register", to: paths.assetList() },
  },
  {
    path: "/configuration/sub-trades/add",
    title: "New sub-trade",
    text: "In the old system this was an empty popup. Sub-trades are added on the Sub-trades tab of Configuration.",
    instead: { title: "Sub-trades", to: paths.configuration("subtrades") },
    administration: true,
  },
  {
    path: "/configuration/view",
    title: "Configuration view",
    text: "In the old system this was an empty popup. It is not part of this product: the administration screens are the tabs of Configuration.",
    instead: { title: "Configuration", to: paths.configuration() },
    administration: true,
  },
];

const page = lazyPage(() => import("./pages/PlaceholderPage"), "PlaceholderPage");

/**
 * The placeholder routes of the spec (§2.11, §2.12): screens of the old system this product does
 * not have. Each answers an honest page saying so (never sample data, never a blank page). Staff
 * only; the administration's two are the administrators', as the rest of /configuration.
 */
export const placeholdersArea: AppArea = {
  name: "placeholders",
  routes: PLACEHOLDER_ROUTES.map((p) => ({ path: p.path.slice(1), element: page })),
  rules: PLACEHOLDER_ROUTES.map((p) => ({
    path: p.path,
    staff: p.administration ? withPermission("administrator", "full") : true,
    note: `a placeholder of the spec (${p.title}): not part of this product, an honest page says so`,
  })),
};
