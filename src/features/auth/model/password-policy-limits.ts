/** Shared by the browser forms and the server policy (which adds the common-password list). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
