export * from "./fonts";
export * from "./frame";
export * from "./logo";
