#!/usr/bin/env node
// `npm start` / `npm run dev`: install if needed, then hand over to scripts/serve.ts
// (embedded PostgreSQL, migrations, seed, build if stale, server).
import { ensureDependencies } from "./lib/ensure-deps.mjs";

ensureDependencies();
const { register } = await import("tsx/esm/api");
register();
await import("./serve.ts");
// serve.ts has set AUTH_SECRET (generated under .data/ when not configured) by now.
const { devOutboxNotice } = await import("./lib/dev-outbox-notice.ts");
const notice = devOutboxNotice(process.env);
if (notice) console.log(notice);
