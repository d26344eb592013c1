import { parentPort, workerData } from "node:worker_threads";
import { allShims } from "..";
import { openApiDocument } from "./document";

/**
 * Makes the document in a thread of its own (serve.ts): its modules are loaded afresh there, so that
 * tracing sees every zod schema (params.ts), and the gateway's own thread never spends the time.
 */
const { apiSchema, version } = workerData as { apiSchema: string; version?: string };
const { document, declared } = openApiDocument(allShims, apiSchema, { version });
parentPort!.postMessage({ json: JSON.stringify(document), declared });
