export { createDb, createPool, getDb, getPool, type Database } from "./client";
