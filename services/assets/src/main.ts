import "reflect-metadata";
import { runCli } from "@wo/shared";
import { assetsService } from "./service";

runCli(assetsService);
