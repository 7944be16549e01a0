export * from "./app";
export * from "./identity";
export * from "./outbox";
