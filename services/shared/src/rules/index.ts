export * from "./work-order-rules";
