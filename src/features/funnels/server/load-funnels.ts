import "server-only";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { AuthoredDefinition } from "../model/definition-schema";
import { endOf } from "../model/funnel-end";
import { FUNNELS_DIR, parseDefinition } from "../model/parse-definition";

export type FunnelContent = { ok: true; definitions: AuthoredDefinition[] } | { ok: false; errors: string[] };

/** Reads and validates every `*.json` under `root` (default content/funnels); errors name each file and field, never throws on bad content. */
export function readFunnelDefinitions(root = path.join(process.cwd(), FUNNELS_DIR)): FunnelContent {
  const definitions: AuthoredDefinition[] = [];
  const errors: string[] = [];
  const files = readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".json"))
    .map((entry) => entry.name)
    .sort();
  for (const name of files) {
    let data: unknown;
    try {
      data = JSON.parse(readFileSync(path.join(root, name), "utf8"));
    } catch (error) {
      errors.push(`${FUNNELS_DIR}/${name}: (file): ${(error as Error).message}`);
      continue;
    }
    const result = parseDefinition(name, data);
    if (result.ok) definitions.push(result.definition);
    else errors.push(...result.errors);
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, definitions };
}

let cached: Map<string, AuthoredDefinition> | undefined;

function definitions(): Map<string, AuthoredDefinition> {
  if (!cached) {
    const result = readFunnelDefinitions();
    if (!result.ok) throw new Error(`The funnel definitions are invalid:\n${result.errors.join("\n")}`);
    cached = new Map(result.definitions.map((definition) => [definition.slug, definition]));
  }
  return cached;
}

/** The funnel of this slug (undefined: no such funnel), validated once per process; broken content stops whoever loads it with every error. */
export function loadFunnel(slug: string): AuthoredDefinition | undefined {
  return definitions().get(slug);
}

/** Every funnel, by slug. */
export function listFunnels(): AuthoredDefinition[] {
  return [...definitions().values()];
}

/** Every place a funnel can leave for (screens with an `end`): the composition root checks each is a registered page. */
export function listFunnelEnds(): { slug: string; screenId: string; href: string; answerId: string | null }[] {
  const result = readFunnelDefinitions();
  if (!result.ok) throw new Error(`The funnel definitions are invalid:\n${result.errors.join("\n")}`);
  return result.definitions.flatMap((definition) =>
    definition.screens.flatMap((screen) => {
      const end = endOf(screen);
      if (!end) return [];
      const at = { slug: definition.slug, screenId: screen.id };
      return [
        { ...at, href: end.href, answerId: null },
        ...Object.entries(end.byAnswer ?? {}).map(([answerId, href]) => ({ ...at, href, answerId })),
      ];
    }),
  );
}
