export { AppError, databaseUnavailableError, errorStatus, toErrorBody, type ErrorBody, type ErrorCode } from "./app-error";
export { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from "./database-unavailable";
