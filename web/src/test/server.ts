import { setupServer } from "msw/node";

/** The API the tests talk to: each test installs the handlers it needs (see api.ts) */
export const server = setupServer();
