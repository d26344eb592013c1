import { createHashRouter, type RouteObject } from "react-router-dom";
import { AREAS } from "./areas";
import { ErrorPage } from "./pages/ErrorPage";
import { NotFound } from "./pages/NotFound";
import { SessionRoot } from "./session/SessionRoot";
import { HomeRedirect } from "./shell/HomeRedirect";
import { Shell } from "./shell/Shell";

/**
 * The signed-in routes (spec §2; only the screens built so far): the app's own (home, the error
 * page, the catch-all 404) and each area's (its area.tsx, pages loading on demand). Who may open
 * each one is the route table's business (access/route-rules.ts); a test holds the two together.
 */
export const SHELL_ROUTES: RouteObject[] = [
  { index: true, element: <HomeRedirect /> },
  ...AREAS.flatMap((a) => a.routes ?? []),
  { path: "404", element: <ErrorPage /> },
  { path: "*", element: <NotFound /> },
];

export function createAppRouter() {
  return createHashRouter([
    {
      element: <SessionRoot />,
      children: [...AREAS.flatMap((a) => a.publicRoutes ?? []), { element: <Shell />, children: SHELL_ROUTES }],
    },
  ]);
}
