export type { CacheAudience, MessageKey, PageEntry, PageMetadataKeys, PagePublication, PageRegistry } from "./types";
export { buildAlternates, cacheAudienceOf, findPage, isPublishedIn, localesForPage, publicationOf, type PageAlternates } from "./match";
