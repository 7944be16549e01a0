// `npm run audio:render`: renders the audio of every spoken text of the course content, at normal
// and slow speed, into AUDIO_CACHE_DIR (for a deployment: the server then renders nothing on first
// request, and serves these files even where espeak-ng is missing). Files already there are kept.
// Finds (or, as root with apt-get, installs) espeak-ng like `npm start`; exits 1 without it.
import path from "node:path";
// The audio module itself, not the server entry (which also carries growth and profile, whose
// translations do not load in a plain Node script).
import { audioIndex, createAudioRenderer } from "@/features/courses/server/audio";
import { getConfig } from "@/lib/config";
import { ensureEspeak } from "./lib/ensure-espeak.mjs";

const espeak = ensureEspeak();
if (!espeak) process.exit(1);

const index = audioIndex();
if (index.collisions.length > 0) {
  console.error(
    `[lingora] two texts share an audio key:\n${index.collisions.map((c) => `  ${c.course} ${c.key}: ${c.texts.join(" | ")}`).join("\n")}`,
  );
  process.exit(1);
}
const config = getConfig();
const cacheDir = path.resolve(config.AUDIO_CACHE_DIR);
const renderer = createAudioRenderer({ binary: espeak, cacheDir, concurrency: config.AUDIO_RENDER_CONCURRENCY });
const started = Date.now();
let rendered = 0;
let cached = 0;
for (const [course, texts] of index.texts) {
  const jobs = [...texts.values()].flatMap((text) => (["normal", "slow"] as const).map((speed) => renderer.render(course, text, speed)));
  for (const result of await Promise.all(jobs)) {
    if (result.rendered) rendered++;
    else cached++;
  }
  console.log(`[lingora] ${course}: ${texts.size} texts, ${jobs.length} files`);
}
console.log(
  `[lingora] audio: ${rendered} rendered, ${cached} already cached, in ${Math.round((Date.now() - started) / 1000)} s, into ${cacheDir} (espeak-ng: ${espeak})`,
);
