// Writes src/features/courses/model/near-synonyms.json: the pairs of each course's words that a
// generated question must not offer as each other's distractors (WordNet 3.1, see
// scripts/lib/near-synonyms.ts). Run after adding or changing course words:
//   npm run content:near-synonyms
import { writeFileSync } from "node:fs";
import path from "node:path";
import { findNearSynonyms, formatNearSynonyms, NEAR_SYNONYMS_FILE } from "./lib/near-synonyms";
import { loadCourses } from "@/features/courses/server/load-content";

const pairs = await findNearSynonyms(loadCourses());
writeFileSync(path.join(process.cwd(), NEAR_SYNONYMS_FILE), formatNearSynonyms(pairs));
for (const [course, list] of Object.entries(pairs)) console.log(`${course}: ${list.length} pairs of near-synonyms`);
