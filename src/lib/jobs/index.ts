export { defineJob, type JobContext, type JobDefinition, type JobQueueOptions } from "./define-job";
export { JOBS_SCHEMA, startJobRunner, type JobRunner, type JobRunnerOptions } from "./runner";
export { inProcessRunner, keepInProcessRunner, stopInProcessRunner } from "./in-process";
export { sendJob, transactionExecutor, type SendJobOptions, type SqlExecutor } from "./sender";
