// The production build as `npm test` runs it: always builds, then records the build stamp
// so the browser tests' server (and `npm start`) reuse it instead of building again.
import { parseConfig } from "../src/lib/config/parse-config";
import { buildIfStale } from "./lib/run-build";

const config = parseConfig({ ...process.env, NODE_ENV: "production" });
process.exit(buildIfStale(config, { force: true }) ? 0 : 1);
