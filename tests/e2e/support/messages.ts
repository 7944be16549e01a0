import { readFileSync } from "node:fs";
import path from "node:path";

type Catalogue = { [key: string]: string | Catalogue };

/** The real catalogue text for a locale, so assertions follow the translations. */
export function message(locale: string, key: string): string {
  const catalogue = JSON.parse(readFileSync(path.join(process.cwd(), "messages", `${locale}.json`), "utf8")) as Catalogue;
  const value = key
    .split(".")
    .reduce<Catalogue | string | undefined>((node, part) => (typeof node === "object" ? node[part] : undefined), catalogue);
  if (typeof value !== "string") throw new Error(`no message ${key} in ${locale}`);
  return value;
}
