export { ContactForm } from "./components/contact-form";
/** The business page's lead form (decision record 0041): its fields and limits; the check runs on the server. */
export { BUSINESS_LEAD_LIMITS, BUSINESS_LEAD_TOPIC, teamSizes, type BusinessLeadField, type TeamSize } from "./model/business-lead-schema";
