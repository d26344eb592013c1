import { lazy, Suspense, type ComponentType, type ReactElement } from "react";
import type { RouteObject } from "react-router-dom";
import { Spinner } from "../ui";
import type { RouteRule } from "./access/route-rules";
import type { SidebarEntry } from "./shell/sidebar-sections";

/**
 * One area of the app (a folder of src/modules) as the app sees it: its pages' routes, who may open
 * them and its sidebar entries, declared in the area's own `area.tsx` and composed in app/areas.ts.
 * An area file imports nothing of its area statically: its pages load on demand (lazyPage), so
 * areas can be added without growing the initial bundle (test/bundle-budget.test.ts).
 */
export type AppArea = {
  /** The area's folder under src/modules */
  name: string;
  /** Its routes inside the signed-in shell, relative to it ("work_orders") */
  routes?: RouteObject[];
  /** Its routes outside the shell (the sign-in page) */
  publicRoutes?: RouteObject[];
  /** Who may open each of its routes, patterns from the root ("/work_orders"): see access/route-rules.ts */
  rules?: RouteRule[];
  /** Its sidebar entries, each in the slot of the same key in the spec's sidebar (shell/sidebar-sections.ts) */
  sidebar?: SidebarEntry[];
};

/** A page of its own chunk, loaded when first shown: `lazyPage(() => import("./pages/X"), "X")` */
export function lazyPage<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string): ReactElement {
  const Page = lazy(() => load().then((m) => ({ default: m[name] as ComponentType })));
  return (
    <Suspense fallback={<Spinner aria-label="Loading" />}>
      <Page />
    </Suspense>
  );
}
