// Database port (ARCHITECTURE: db): getDb() and the schema's tables.
export { closeDb, getDb, openDatabase, type Database, type DatabaseHandle } from "./client";
export { DATABASE_ENV, databaseConfig, type DatabaseConfig } from "./config";
export * from "./schema";
export { Batcher, DEFAULT_MAX_GROUP, GroupCommit, type Transaction } from "./group-commit";
