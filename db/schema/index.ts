export * from "./app";
export * from "./contact";
export * from "./identity";
export * from "./outbox";
export * from "./growth";
export * from "./profile";
export * from "./billing";
export * from "./courses";
