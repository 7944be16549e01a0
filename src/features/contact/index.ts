// The contact form (a client component with its schema and messages) is mounted by its route from
// `components/contact-form`, not re-exported here: pages that only read the limits below (the
// marketing pages' business lead section) would otherwise ship it.
/** The business page's lead form (decision record 0041): its fields and limits; the check runs on the server. */
export { BUSINESS_LEAD_LIMITS, BUSINESS_LEAD_TOPIC, teamSizes, type BusinessLeadField, type TeamSize } from "./model/business-lead-schema";
