import { parseConfig, type Config } from "./parse-config";

export type { Config } from "./parse-config";
export { ConfigError, parseConfig } from "./parse-config";

let cached: Config | undefined;

/** The validated configuration; parsed once per process from the environment. */
export function getConfig(): Config {
  // This is the only read of process.env in the application.
  cached ??= parseConfig(process.env);
  return cached;
}
export { isLoopbackHost, isTrustedOrigin, trustedOrigins } from "./origins";
