export * from "./app";
export * from "./identity";
export * from "./outbox";
export * from "./growth";
export * from "./profile";
export * from "./billing";
