/**
 * Every PostgreSQL advisory lock id Lingora takes, in one list, so two uses never share an id by
 * accident. pg-boss takes its own locks (keyed by a hash of its schema name) and needs none of these.
 */
export const ADVISORY_LOCKS = {
  /** Held while the committed migrations are applied, so instances starting together never race. */
  migrations: 727274,
  // 727275 was the hourly maintenance lock; the job runner (pg-boss) now keeps jobs from overlapping.
} as const;

export type AdvisoryLockName = keyof typeof ADVISORY_LOCKS;
