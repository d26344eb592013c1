import { lazyPage, type AppArea } from "../../app/area";
import { paths } from "../../app/paths";

/**
 * The GraphQL explorer (issue 26): GraphiQL over the API schema, outside the signed-in shell so that
 * an API key's holder without an account can use it too. The gateway sends a browser that opens
 * /graphql here (#/graphql). GraphiQL is a chunk of its own, loaded with the page.
 */
export const apiExplorerArea: AppArea = {
  name: "api-explorer",
  publicRoutes: [{ path: paths.apiExplorer(), element: lazyPage(() => import("./pages/ApiExplorerPage"), "ApiExplorerPage") }],
};
