/** A page's query as Next passes it. */
export type SearchParams = Record<string, string | string[] | undefined>;

/** One value of a query parameter; a repeated or missing one is null. */
export const singleParam = (value: string | string[] | undefined): string | null => (typeof value === "string" ? value : null);
