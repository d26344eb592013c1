import { useState } from "react";
import { RouterProvider } from "react-router-dom";
import type { ApolloClient } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import { BlueprintProvider } from "../ui";
import { createAppRouter } from "./router";

export type AppProps = {
  client: ApolloClient;
};

export function App({ client }: AppProps) {
  const [router] = useState(createAppRouter);
  return (
    <ApolloProvider client={client}>
      <BlueprintProvider>
        <RouterProvider router={router} />
      </BlueprintProvider>
    </ApolloProvider>
  );
}
