export { AppError, errorStatus, toErrorBody, type ErrorBody, type ErrorCode } from "./app-error";
