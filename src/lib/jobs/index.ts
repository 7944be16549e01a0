export { defineJob, type JobContext, type JobDefinition, type JobQueueOptions } from "./define-job";
export { JOBS_SCHEMA, startJobRunner, type JobRunner, type JobRunnerOptions } from "./runner";
export { keepInProcessRunner, stopInProcessRunner } from "./in-process";
