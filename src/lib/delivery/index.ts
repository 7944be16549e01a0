export { sendEmail, type EmailMessage } from "./send-email";
export { sendSms } from "./send-sms";
export { TwilioSmsProvider, type SmsProvider } from "./sms-provider";
