import { createLogger } from "@wo/shared";
import { startGateway } from "./app";
import { gatewayConfig } from "./config";

const logger = createLogger("gateway");

startGateway(gatewayConfig()).then(
  (gateway) => {
    let stopping = false;
    const stop = (why: string) => {
      if (stopping) return;
      stopping = true;
      logger.info("stopping", { why });
      gateway.stop().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    };
    process.on("SIGINT", () => stop("SIGINT"));
    process.on("SIGTERM", () => stop("SIGTERM"));
    if (process.send) process.on("disconnect", () => stop("parent gone"));
  },
  (e) => {
    logger.error("failed to start", { error: e instanceof Error ? (e.stack ?? e.message) : String(e) });
    process.exit(1);
  },
);
