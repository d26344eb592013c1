export * from "./storage";
export * from "./local";
export * from "./s3";
export * from "./config";
export * from "./serve";
export * from "./upload";
