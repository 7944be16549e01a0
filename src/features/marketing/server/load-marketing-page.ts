import "server-only";
import { readFileSync } from "node:fs";
import path from "node:path";
import { FREE_LESSONS_PER_LEVEL } from "@/features/courses";
import { countLessons, loadCourses } from "@/features/courses/server";
import { defaultLocale, type Locale } from "@/lib/i18n";
import { FACTS, fillFacts, parseMarketingContent, type Fact, type MarketingContent, type MarketingCopy } from "../model/content-schema";
import { courseFacts } from "../model/course-facts";
import { findMarketingPage } from "../model/marketing-pages";

export const MARKETING_CONTENT_DIR = path.join("content", "marketing");

const cache = new Map<string, MarketingContent>();

/** Reads and validates a page's copy once per process; a broken file throws with every error (file and field named). */
export function readMarketingContent(slug: string, root = process.cwd()): MarketingContent {
  const cached = cache.get(slug);
  if (cached) return cached;
  const info = findMarketingPage(slug);
  if (!info) throw new Error(`${slug} is not a marketing page (src/features/marketing/model/marketing-pages.ts)`);
  const file = path.join(MARKETING_CONTENT_DIR, `${slug}.json`);
  const result = parseMarketingContent(file, JSON.parse(readFileSync(path.join(root, file), "utf8")), info.locales);
  if (!result.ok) throw new Error(`The marketing copy is invalid:\n${result.errors.join("\n")}`);
  cache.set(slug, result.content);
  return result.content;
}

function formattedFacts(locale: Locale): Record<Fact, string> {
  const facts = courseFacts(countLessons(loadCourses()), FREE_LESSONS_PER_LEVEL);
  const format = new Intl.NumberFormat(locale);
  return Object.fromEntries(FACTS.map((fact) => [fact, format.format(facts[fact])])) as Record<Fact, string>;
}

function fillEvery<T>(value: T, facts: Record<Fact, string>): T {
  if (typeof value === "string") return fillFacts(value, facts) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => fillEvery(item, facts)) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillEvery(item, facts)])) as T;
  }
  return value;
}

export interface MarketingPageData {
  slug: string;
  path: string;
  cta: MarketingContent["cta"];
  secondaryCta?: MarketingContent["secondaryCta"];
  form?: MarketingContent["form"];
  /** The copy in the locale (English where the locale does not publish the page: the proxy sends it there first). */
  copy: MarketingCopy;
}

/** A marketing page's copy in one locale, with the course facts filled in. */
export function loadMarketingPage(slug: string, locale: Locale): MarketingPageData {
  const content = readMarketingContent(slug);
  const info = findMarketingPage(slug)!;
  const copy = content.locales[locale] ?? content.locales[defaultLocale];
  if (!copy) throw new Error(`content/marketing/${slug}.json has no English copy`);
  return {
    slug,
    path: info.path,
    cta: content.cta,
    ...(content.secondaryCta ? { secondaryCta: content.secondaryCta } : {}),
    ...(content.form ? { form: content.form } : {}),
    copy: fillEvery(copy, formattedFacts(locale)),
  };
}
