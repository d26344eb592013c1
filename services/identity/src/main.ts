import "reflect-metadata";
import { runCli } from "@wo/shared";
import { identityService } from "./service";

runCli(identityService);
