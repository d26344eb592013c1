import type { ReactElement } from "react";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ApolloProvider } from "@apollo/client/react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { createApolloClient } from "../../../../app/apollo/client";
import { ViewerContext, type Viewer } from "../../../../app/access/ViewerContext";
import { BlueprintProvider } from "../../../../ui";
import { fakeToken } from "../../../../test/fixtures";

export const STAFF_VIEWER: Viewer = { kind: "STAFF", userId: 2, fullName: "Olivia Bennett", permissions: [] };
export const CLIENT_VIEWER: Viewer = { kind: "CLIENT", userId: 10, fullName: "Fiona Sinclair", clientId: 1, permissions: [] };

/** One tab of the work-order page, alone, for a signed-in viewer (the page's shell provides these) */
export function renderTab(tab: ReactElement, viewer: Viewer = STAFF_VIEWER) {
  localStorage.setItem("token", fakeToken());
  localStorage.setItem("authprop", viewer.kind === "CLIENT" ? "C" : "A");
  const router = createMemoryRouter([{ path: "*", element: tab }], { initialEntries: ["/work-order/7"] });
  const user = userEvent.setup();
  const utils = render(
    <ApolloProvider client={createApolloClient()}>
      <BlueprintProvider>
        <ViewerContext.Provider value={viewer}>
          <RouterProvider router={router} />
        </ViewerContext.Provider>
      </BlueprintProvider>
    </ApolloProvider>,
  );
  return { ...utils, user, router };
}
