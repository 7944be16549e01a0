import { z } from "zod";

/**
 * The one place that knows which environment variables Lingora reads.
 * Everything else receives a typed, validated `Config`.
 */

const booleanString = (fallback: boolean) =>
  z
    .enum(["true", "false", "1", "0"], { error: 'expected "true" or "false"' })
    .optional()
    .transform((value) => (value === undefined ? fallback : value === "true" || value === "1"));

const positiveInt = (fallback: number, max = 1_000_000) =>
  z.coerce
    .number({ error: "expected a whole number" })
    .int("expected a whole number")
    .min(1, "expected a number of at least 1")
    .max(max, `expected a number of at most ${max}`)
    .default(fallback);

const postgresUrl = z
  .url({ error: "expected a URL such as postgres://user:password@host:5432/lingora" })
  .refine((value) => /^postgres(ql)?:\/\//.test(value), {
    error: "expected a postgres:// or postgresql:// URL",
  });

const origin = z
  .url({ error: "expected an origin such as https://lingora.example" })
  .refine((value) => /^https?:\/\//.test(value), { error: "expected an http or https URL" })
  .transform((value) => new URL(value).origin);

export const configSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: positiveInt(3000, 65535),
  HOST: z.string().min(1).default("0.0.0.0"),
  PUBLIC_ORIGIN: origin.default("http://localhost:3000"),
  DATABASE_URL: postgresUrl.optional(),
  DATABASE_POOL_MAX: positiveInt(10, 200),
  EMBEDDED_PG_DIR: z.string().min(1).default(".data/pg"),
  EMBEDDED_PG_PORT: positiveInt(54329, 65535),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY_HOPS: z.coerce
    .number({ error: "expected a whole number" })
    .int("expected a whole number")
    .min(0, "expected 0 or more")
    .max(10, "expected at most 10")
    .default(0),
  CONTACT_RATE_LIMIT_MAX: positiveInt(5),
  CONTACT_RATE_LIMIT_WINDOW_SECONDS: positiveInt(600),
  ENABLE_TEST_ROUTES: booleanString(false),
});

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

/** Parses raw environment values; throws a ConfigError that names each bad variable. */
export function parseConfig(source: Record<string, string | undefined>): Config {
  // An empty string means "not set", as in most .env tooling.
  const cleaned = Object.fromEntries(
    Object.keys(configSchema.shape).map((key) => {
      const value = source[key];
      return [key, value === undefined || value.trim() === "" ? undefined : value.trim()];
    }),
  );
  const result = configSchema.safeParse(cleaned);
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((issue) => {
        const name = String(issue.path[0] ?? "configuration");
        const got = cleaned[name];
        return `${name}: ${issue.message}${got === undefined ? "" : ` (got "${got}")`}`;
      }),
    );
  }
  return result.data;
}
