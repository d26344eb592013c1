import { lazyPage, type AppArea } from "../../app/area";

/** The global search (portals §2.14), from the staff top bar's search box */
export const searchArea: AppArea = {
  name: "search",
  routes: [{ path: "search_results/:query?", element: lazyPage(() => import("./pages/SearchResultsPage"), "SearchResultsPage") }],
  rules: [
    {
      path: "/search_results/:query?",
      staff: true,
      note: "the global search (§2.14): only the staff chrome has the search box; each grid is scoped on the server, clients shown only to those who may open them",
    },
  ],
};
