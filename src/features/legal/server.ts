/** What other features and routes may use of the legal documents on the server. */
export { loadLegalDocument, type LegalDocument } from "./server/load-legal-document";
