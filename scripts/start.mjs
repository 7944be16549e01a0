#!/usr/bin/env node
// `npm start` / `npm run dev`: install if needed, then hand over to scripts/serve.ts
// (embedded PostgreSQL, migrations, seed, build if stale, server).
import { ensureDependencies } from "./lib/ensure-deps.mjs";
import { ensureEspeak } from "./lib/ensure-espeak.mjs";

ensureDependencies();
// The courses' audio (espeak-ng); without it the app runs without audio.
const espeakPath = ensureEspeak();
if (espeakPath) process.env.ESPEAK_NG_PATH = espeakPath;
const { register } = await import("tsx/esm/api");
register();
await import("./serve.ts");
// serve.ts has set AUTH_SECRET (generated under .data/ when not configured) by now.
const { startNotices } = await import("./lib/start-notices.ts");
for (const notice of startNotices(process.env)) console.log(notice);
