import "reflect-metadata";
import { runCli } from "@wo/shared";
import { billingService } from "./service";

runCli(billingService);
