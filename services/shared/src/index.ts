import "reflect-metadata";

export * from "./access";
export * from "./audit";
export * from "./auth/roles";
export * from "./auth/token";
export * from "./auth/viewer";
export * from "./cli";
export * from "./config";
export * from "./context";
export * from "./db/orm";
export * from "./errors";
export * from "./graphql/paging";
export * from "./graphql/payload";
export * from "./graphql/reference";
export * from "./graphql/scalars";
export * from "./graphql/subgraph";
export * from "./logger";
export * from "./server";
