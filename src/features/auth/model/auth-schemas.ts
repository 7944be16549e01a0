import { z } from "zod";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./password-policy-limits";

/** Form schemas; error messages are message ids under `auth`. */
const email = z.string().trim().min(1, "fieldRequired").max(254, "emailInvalid").pipe(z.email("emailInvalid"));
const password = z
  .string()
  .min(1, "fieldRequired")
  .refine((value) => [...value].length >= PASSWORD_MIN_LENGTH, "passwordTooShort")
  .refine((value) => [...value].length <= PASSWORD_MAX_LENGTH, "passwordTooShort");

export const signInSchema = z.object({ email, password: z.string().min(1, "fieldRequired") });
export const signUpSchema = z.object({ name: z.string().trim().min(1, "fieldRequired").max(100), email, password });
export const emailOnlySchema = z.object({ email });
export const codeSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, "codeInvalid"),
});
export const resetSchema = z.object({ code: codeSchema.shape.code, password });

export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    fields[field] ??= issue.message;
  }
  return fields;
}
