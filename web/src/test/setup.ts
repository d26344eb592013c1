import { File as NodeFile } from "node:buffer";
import { cleanup, configure } from "@testing-library/react";
import { loadIcons } from "../ui/icons";
import { clearNotices } from "../ui/notify";
import { server } from "./server";

// pages are lazy chunks: on a busy machine the first render of one can take more than the default
// second, and on a loaded 2-core machine several. Waits (findBy*, waitFor) end as soon as what they
// wait for is there, so a long limit costs nothing; they still fail on what never appears, within
// the test's own timeout (jest.config.js) so that the failure names what was missing.
configure({ asyncUtilTimeout: 20_000 });

if (typeof window !== "undefined") {
  // jest-fixed-jsdom gives the tests Node's fetch, FormData and Blob, but leaves jsdom's File, which
  // Node's FormData refuses: a file chosen in a test would never reach the upload link's request.
  // A browser has one File, a Blob: give the tests Node's, as the other fetch classes are.
  globalThis.File = NodeFile as unknown as typeof File;
  // jsdom has no layout: give Blueprint Table's scrolling viewport a size so that it renders every
  // row and column of a page (other elements keep jsdom's 0)
  const isViewport = (el: HTMLElement) => el.classList.contains("bp6-table-quadrant-scroll-container");
  Object.defineProperty(HTMLElement.prototype, "clientWidth", {
    configurable: true,
    get(this: HTMLElement) {
      return isViewport(this) ? 4000 : 0;
    },
  });
  Object.defineProperty(HTMLElement.prototype, "clientHeight", {
    configurable: true,
    get(this: HTMLElement) {
      return isViewport(this) ? 1000 : 0;
    },
  });

  // jsdom follows an <a> without href when clicked (a browser does nothing): Blueprint's menu items
  // are such anchors, and following one would leave the page under test
  window.addEventListener("click", (e) => {
    const anchor = e.target instanceof Element ? e.target.closest("a") : null;
    if (anchor && !anchor.hasAttribute("href")) e.preventDefault();
  });
}

beforeAll(async () => {
  server.listen({ onUnhandledRequest: "error" });
  await loadIcons();
});

afterEach(() => {
  jest.useRealTimers(); // after a test's useFakeClock (test/clock.ts)
  server.resetHandlers();
  if (typeof window === "undefined") return;
  cleanup();
  clearNotices();
  localStorage.clear();
  sessionStorage.clear();
  // no hashchange event: a later test's router must not see this one's navigation
  window.history.replaceState(null, "", "/");
});

afterAll(() => server.close());
