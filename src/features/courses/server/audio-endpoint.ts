import "server-only";
import { readFile } from "node:fs/promises";
import { AppError } from "@/lib/errors";
import { PRIVATE_CACHE_CONTROL } from "@/lib/http/cache-control";
import { requestIdOf, requestLogger } from "@/lib/logger";
import type { AudioSpeed } from "../model/audio";
import { COURSES, type CourseId } from "../model/course-levels";
import { audioIndex, audioRenderer, AudioUnavailableError, type AudioIndex, type AudioRenderer } from "./audio";

/** A rendered file never changes under its address (the key holds the text and the voice version). */
export const AUDIO_CACHE_CONTROL = "public, max-age=31536000, immutable";

const FILE = /^([0-9a-f]{16})\.wav$/;

/**
 * GET /api/courses/audio/{course}/{key}.wav[?speed=slow]: the WAV of a spoken text of the content,
 * rendered on first request (or by `npm run audio:render`) and served from the cache after. 400 for
 * a speed other than normal|slow, 404 for a course or key the content does not speak, 503
 * `audio_unavailable` when espeak-ng is missing and the file is not in the cache.
 */
export function createAudioHandler(deps: { renderer: () => AudioRenderer; index: () => AudioIndex }) {
  return async (request: Request, params: Record<string, string>): Promise<Response> => {
    const speedParam = new URL(request.url).searchParams.get("speed") ?? "normal";
    if (speedParam !== "normal" && speedParam !== "slow") {
      throw new AppError("invalid_input", 'speed must be "normal" or "slow".', { fields: { speed: "normal|slow" } });
    }
    const speed: AudioSpeed = speedParam;
    const course = COURSES.find((id) => id === params.course) as CourseId | undefined;
    const key = FILE.exec(params.file ?? "")?.[1];
    const text = course && key ? deps.index().texts.get(course)?.get(key) : undefined;
    if (!course || !key || text === undefined) throw new AppError("not_found", "There is no audio at this address.");

    const etag = `"${key}-${speed}"`;
    const headers = { "Cache-Control": AUDIO_CACHE_CONTROL, ETag: etag };
    if (
      request.headers
        .get("if-none-match")
        ?.split(/\s*,\s*/)
        .includes(etag)
    )
      return new Response(null, { status: 304, headers });

    let file: string;
    try {
      ({ file } = await deps.renderer().render(course, text, speed));
    } catch (error) {
      if (!(error instanceof AudioUnavailableError)) throw error;
      requestLogger(requestIdOf(request)).warn({ course, key }, "audio requested but espeak-ng is not installed");
      return Response.json(
        { error: { code: "audio_unavailable", message: "Audio is not available on this server (espeak-ng is not installed)." } },
        { status: 503, headers: { "Cache-Control": PRIVATE_CACHE_CONTROL } },
      );
    }
    const body = await readFile(file);
    return new Response(new Uint8Array(body), {
      status: 200,
      headers: { ...headers, "Content-Type": "audio/wav", "Content-Length": String(body.byteLength) },
    });
  };
}

/** The endpoint over this process's content index and renderer (src/server/http-edge.ts lists it). */
export const getCourseAudio = createAudioHandler({ renderer: audioRenderer, index: audioIndex });
