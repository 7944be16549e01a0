export interface FrontMatterDocument {
  attributes: Record<string, string>;
  body: string;
}

/** Reads the simple `key: value` front matter our content files use. */
export function parseFrontMatter(source: string): FrontMatterDocument {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source);
  if (!match) return { attributes: {}, body: source };
  const attributes: Record<string, string> = {};
  for (const line of (match[1] ?? "").split(/\r?\n/)) {
    const separator = line.indexOf(":");
    if (separator <= 0) continue;
    const key = line.slice(0, separator).trim();
    const value = line
      .slice(separator + 1)
      .trim()
      .replace(/^(["'])(.*)\1$/, "$2");
    if (key) attributes[key] = value;
  }
  return { attributes, body: source.slice(match[0].length) };
}
