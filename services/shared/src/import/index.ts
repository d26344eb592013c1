export * from "./client";
export * from "./payload";
export * from "./tabular";
export * from "./write";
