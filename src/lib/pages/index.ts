export type { CacheAudience, MessageKey, PageEntry, PageMetadataKeys, PagePublication, PageRegistry, PublishedPages } from "./types";
export {
  buildAlternates,
  cacheAudienceOf,
  findPage,
  isPublishedIn,
  localesForPage,
  pagesOfPublication,
  publicationOf,
  type PageAlternates,
} from "./match";
