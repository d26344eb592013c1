import { createLogger, runUntilStopped } from "@wo/shared";
import { startGateway } from "./app";
import { gatewayConfig } from "./config";

// the same stop as every service's: on SIGINT, SIGTERM or the launcher going, drain (no new
// connection; the requests in flight answered) and exit 0
void runUntilStopped(createLogger("gateway"), startGateway(gatewayConfig()));
