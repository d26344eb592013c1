import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import "@blueprintjs/core/lib/css/blueprint.css";
import { App } from "./app/App";
import { createApolloClient } from "./app/apollo/client";
import { loadIcons } from "./ui";

async function start() {
  await loadIcons();
  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <App client={createApolloClient(undefined, { sendText: false })} />
    </StrictMode>,
  );
}

void start();
