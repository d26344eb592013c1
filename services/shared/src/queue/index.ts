export * from "./jobs";
export * from "./worker";
