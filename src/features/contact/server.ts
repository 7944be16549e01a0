/** What other features may use of contact on the server. */
export { contactMessageOwnership } from "./server/contact-ownership";
export { postContactMessage } from "./server/post-contact-message";
export { postBusinessLead } from "./server/post-business-lead";
