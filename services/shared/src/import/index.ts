export * from "./tabular";
export * from "./write";
