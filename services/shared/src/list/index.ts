export * from "./binding";
export * from "./builder";
export * from "./cursor";
export * from "./declaration";
export * from "./export";
export * from "./filters";
export * from "./graphql";
export * from "./rows";
