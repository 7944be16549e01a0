import { z } from "zod";
import { isLoopbackHost } from "./origins";

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
  .refine((value) => /^https?:\/\/[^/?#]+\/?$/.test(value), {
    error: "expected an origin only (scheme, host and port), without a path, query or fragment",
  })
  .transform((value) => new URL(value).origin);

const optionalText = z.string().min(1).optional();

export const configSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  /** Where this instance runs. Production hides developer tools (/dev/outbox) and requires real secrets. */
  APP_ENV: z.enum(["development", "test", "production"]).default("development"),
  PORT: positiveInt(3000, 65535),
  HOST: z.string().min(1).default("0.0.0.0"),
  /** Defaults to http://localhost:$PORT. */
  PUBLIC_ORIGIN: origin.optional(),
  DATABASE_URL: postgresUrl.optional(),
  DATABASE_POOL_MAX: positiveInt(10, 200),
  EMBEDDED_PG_DIR: z.string().min(1).default(".data/pg"),
  EMBEDDED_PG_PORT: positiveInt(54329, 65535),
  /** Set by `npm test` after its types step passed: the production build skips checking them again. */
  LINGORA_TYPES_CHECKED: booleanString(false),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY_HOPS: z.coerce
    .number({ error: "expected a whole number" })
    .int("expected a whole number")
    .min(0, "expected 0 or more")
    .max(10, "expected at most 10")
    .default(0),
  /** The shared page cache in scripts/serve.ts: the longest a public page is answered from memory (0: off). */
  PAGE_CACHE_SECONDS: z.coerce
    .number({ error: "expected a whole number" })
    .int("expected a whole number")
    .min(0, "expected 0 or more")
    .max(3600, "expected at most 3600 (the page cache header's s-maxage)")
    .default(60),
  /** Its memory for kept pages, in MB. */
  PAGE_CACHE_MB: positiveInt(64, 4096),
  CONTACT_RATE_LIMIT_MAX: positiveInt(5),
  CONTACT_RATE_LIMIT_WINDOW_SECONDS: positiveInt(600),
  ENABLE_TEST_ROUTES: booleanString(false),
  /** Whether the web server also works the background jobs (false when `npm run worker` runs them apart). */
  RUN_JOBS: booleanString(true),

  /** Signs session cookies and encrypts identity secrets; at least 32 characters. */
  AUTH_SECRET: z.string().min(32, "expected at least 32 characters").optional(),
  /** Rate limits on sign-in, sign-up, codes and password reset. Only tests may turn them off. */
  AUTH_RATE_LIMIT: booleanString(true),
  /** Public key of the web client: email action links must carry it. */
  WEB_API_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,128}$/, "expected 8-128 letters, digits, - or _")
    .default("lingora-web"),
  /** Optional development auth server for the browser client; must be http(s). */
  AUTH_EMULATOR_URL: optionalText,

  SMTP_URL: z
    .url({ error: "expected a URL such as smtp://user:password@smtp.example.com:587" })
    .refine((value) => /^smtps?:\/\//.test(value), { error: "expected an smtp:// or smtps:// URL" })
    .optional(),
  MAIL_FROM: z.string().min(3).default("Lingora <no-reply@lingora.localhost>"),
  TWILIO_ACCOUNT_SID: optionalText,
  TWILIO_AUTH_TOKEN: optionalText,
  TWILIO_FROM_NUMBER: optionalText,

  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  APPLE_CLIENT_ID: optionalText,
  APPLE_CLIENT_SECRET: optionalText,
  FACEBOOK_CLIENT_ID: optionalText,
  FACEBOOK_CLIENT_SECRET: optionalText,
  /** A generic OpenID Connect provider (used by the tests against a local provider). */
  OIDC_ISSUER: z.url({ error: "expected the issuer URL" }).optional(),
  OIDC_CLIENT_ID: optionalText,
  OIDC_CLIENT_SECRET: optionalText,
  /** The button label of the generic OpenID Connect provider. */
  OIDC_NAME: z.string().min(1).max(60).default("OpenID Connect"),
  /** The public key the analytics SDK sends with each batch; batches with another key are refused. */
  ANALYTICS_API_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,128}$/, "expected 8-128 letters, digits, - or _")
    .default("lingora-web-analytics"),
  /** Analytics batches accepted per client address per minute. */
  ANALYTICS_RATE_LIMIT: positiveInt(120),
  /** Product API writes (POST, PUT, PATCH, DELETE under /v1) accepted per caller per minute. */
  API_WRITE_RATE_LIMIT: positiveInt(120),
  /** The client key the GrowthBook SDK uses for remote evaluation (public). */
  GROWTHBOOK_CLIENT_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{4,128}$/, "expected 4-128 letters, digits, - or _")
    .default("sdk-lingora-web"),
  /** The Meta flow pixel id (digits). Domain and brand pixels live in the marketing_pixels table. */
  META_FLOW_PIXEL_ID: z
    .string()
    .regex(/^[0-9]{5,20}$/, "expected the pixel id: 5-20 digits")
    .optional(),
  /** Where the Meta pixel script is loaded from (after marketing consent only). */
  META_PIXEL_SCRIPT_URL: z
    .url()
    .refine((v) => v.startsWith("https://") || v.startsWith("http://localhost"), { error: "expected an https URL" })
    .default("https://connect.facebook.net/en_US/fbevents.js"),

  /** The espeak-ng binary that renders the courses' audio (`npm start` finds or installs it); empty: espeak-ng on PATH, or no audio. */
  ESPEAK_NG_PATH: optionalText,
  /** Where rendered audio files are kept (relative to the working directory or absolute). */
  AUDIO_CACHE_DIR: z.string().min(1).default(".data/audio"),
  /** espeak-ng renders running at once per process; more requests wait their turn. */
  AUDIO_RENDER_CONCURRENCY: positiveInt(2, 32),

  /** Who takes payments: the built-in sandbox (test cards, the default) or Stripe. */
  PAYMENT_PROVIDER: z.enum(["sandbox", "stripe"]).default("sandbox"),
  /** The sandbox never takes real money; with APP_ENV=production it is refused unless this is true (a staging site). */
  SANDBOX_PAYMENTS_IN_PRODUCTION: booleanString(false),
  /** Signs the sandbox's webhooks; empty: derived from AUTH_SECRET. */
  SANDBOX_WEBHOOK_SECRET: z.string().min(32, "expected at least 32 characters").optional(),
  /** Stripe's secret (or restricted) API key, sk_test_…, sk_live_…, rk_… */
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_[A-Za-z0-9_]+$/, "expected a Stripe secret key such as sk_test_…")
    .optional(),
  /** The signing secret of the Stripe webhook endpoint, whsec_… */
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_[A-Za-z0-9_+/=]+$/, "expected a Stripe webhook signing secret such as whsec_…")
    .optional(),
});

export type Config = Omit<z.infer<typeof configSchema>, "PUBLIC_ORIGIN"> & { PUBLIC_ORIGIN: string };

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
  const config: Config = { ...result.data, PUBLIC_ORIGIN: result.data.PUBLIC_ORIGIN ?? `http://localhost:${result.data.PORT}` };
  const problems: string[] = [];
  if (config.APP_ENV === "production") {
    if (!config.AUTH_SECRET) problems.push("AUTH_SECRET: required when APP_ENV=production");
    if (!config.SMTP_URL) problems.push("SMTP_URL: required when APP_ENV=production (emails must be delivered)");
    if (!config.AUTH_RATE_LIMIT) problems.push("AUTH_RATE_LIMIT: must not be false when APP_ENV=production");
    problems.push(...productionOriginProblems(result.data.PUBLIC_ORIGIN, config.PORT));
  }
  if (config.PAYMENT_PROVIDER === "stripe") {
    if (!config.STRIPE_SECRET_KEY) problems.push("STRIPE_SECRET_KEY: required when PAYMENT_PROVIDER=stripe");
    if (!config.STRIPE_WEBHOOK_SECRET) problems.push("STRIPE_WEBHOOK_SECRET: required when PAYMENT_PROVIDER=stripe");
  }
  if (config.AUTH_EMULATOR_URL && !/^https?:\/\//.test(config.AUTH_EMULATOR_URL)) {
    problems.push("AUTH_EMULATOR_URL: invalid-emulator-scheme: the URL must start with http:// or https://");
  }
  if (problems.length) throw new ConfigError(problems);
  return config;
}

/**
 * In production the origin is what people and browsers see; identity and the same-origin checks
 * refuse any other. What can be told at start is refused here, not left to silent 403s later.
 */
function productionOriginProblems(publicOrigin: string | undefined, port: number): string[] {
  if (!publicOrigin) return ["PUBLIC_ORIGIN: required when APP_ENV=production (the address people open, e.g. https://lingora.example)"];
  const url = new URL(publicOrigin);
  const originPort = Number(url.port || (url.protocol === "https:" ? 443 : 80));
  if (isLoopbackHost(url.hostname) && originPort !== port) {
    return [
      `PUBLIC_ORIGIN: ${publicOrigin} is this machine on port ${originPort}, but the server listens on PORT=${port}; browsers would reach it at another origin and every sign-in would be refused`,
    ];
  }
  return [];
}
