/** What other features may use of the legal documents: the list of documents (pure data). */
export { isLegalSlug, legalDocuments, type LegalSlug } from "./model/documents";
