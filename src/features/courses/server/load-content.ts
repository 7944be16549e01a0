import "server-only";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { CONTENT_DIR, parseCourseContent, type Course, type CourseContent, type UnitFile } from "../model/course-content";

/** Every `*.json` under `root`, relative to it with forward slashes, sorted. */
function listJsonFiles(root: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".json"))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .sort();
}

/**
 * Reads and validates every unit file under `root` (default `content/courses`). Never throws on bad
 * content: the errors name each file and field (a file that is not JSON is named too).
 */
export function readCourseContent(root = path.join(process.cwd(), CONTENT_DIR)): CourseContent {
  const files: UnitFile[] = [];
  const unreadable: string[] = [];
  for (const relativePath of listJsonFiles(root)) {
    try {
      files.push({ relativePath, data: JSON.parse(readFileSync(path.join(root, relativePath), "utf8")) });
    } catch (error) {
      unreadable.push(`${CONTENT_DIR}/${relativePath}: (file): ${(error as Error).message}`);
    }
  }
  const result = parseCourseContent(files);
  if (unreadable.length === 0) return result;
  return { ok: false, errors: [...unreadable, ...(result.ok ? [] : result.errors)] };
}

let cached: Course[] | undefined;

/** The courses, validated once per process; broken content stops whoever loads it with every error. */
export function loadCourses(): Course[] {
  if (cached) return cached;
  const result = readCourseContent();
  if (!result.ok) throw new Error(`The course content is invalid:\n${result.errors.join("\n")}`);
  cached = result.courses;
  return cached;
}

/** Tests of gating and progress put their own courses in place of the content (undefined: back to the content). */
export function useCoursesForTests(courses: Course[] | undefined): void {
  cached = courses;
}
