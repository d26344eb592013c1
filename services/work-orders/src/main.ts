import "reflect-metadata";
import { runCli } from "@wo/shared";
import { workOrdersService } from "./service";

runCli(workOrdersService);
