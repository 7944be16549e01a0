import "server-only";
import type { z } from "zod";
import { AppError } from "@/lib/errors";

/** The admin doing something (getAdminUser's answer). */
export interface AdminActor {
  id: string;
  email: string;
}

/** Parses an admin form's input; a refusal names each field with a message key (adminBilling.errors.*). */
export function parseAdminInput<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields = Object.fromEntries(
    result.error.issues.map((issue) => [
      issue.path.map(String).join(".") || "input",
      /^[a-z][A-Za-z]+$/.test(issue.message) ? issue.message : "invalid",
    ]),
  );
  throw new AppError("invalid_input", "The form is not valid.", { fields });
}
