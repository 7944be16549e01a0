import { z } from "zod";
import { checkFlagValue, isFlagKey, type FlagKey } from "./flags";

/** Inputs of the flag administration (admin page and CLI share them). */
const flagKey = z.string().refine(isFlagKey, "unknown flag: flags are defined in code (src/features/growth/model/flags.ts)");
const condition = z
  .record(z.string().max(100), z.unknown())
  .nullable()
  .default(null)
  .refine((value) => value === null || JSON.stringify(value).length <= 4000, "condition too long");

export const hashAttributes = ["device_id", "custom_user_id"] as const;

export const setOverrideInput = z.object({ flagKey, value: z.unknown() }).superRefine((input, ctx) => {
  const problem = isFlagKey(input.flagKey) ? checkFlagValue(input.flagKey, input.value) : null;
  if (problem) ctx.addIssue({ code: "custom", path: ["value"], message: problem });
});

export const addForceRuleInput = z.object({ flagKey, condition, value: z.unknown() }).superRefine((input, ctx) => {
  const problem = isFlagKey(input.flagKey) ? checkFlagValue(input.flagKey, input.value) : null;
  if (problem) ctx.addIssue({ code: "custom", path: ["value"], message: problem });
});

export const startExperimentInput = z
  .object({
    flagKey,
    experimentKey: z.string().regex(/^[a-z0-9][a-z0-9_-]{1,63}$/, "lower-case letters, digits, - and _ (2-64)"),
    variations: z.array(z.unknown()).min(2).max(10),
    weights: z.array(z.number().min(0).max(1)).optional(),
    coverage: z.number().min(0).max(1).default(1),
    hashAttribute: z.enum(hashAttributes).default("device_id"),
    condition,
  })
  .superRefine((input, ctx) => {
    if (!isFlagKey(input.flagKey)) return;
    input.variations.forEach((value, index) => {
      const problem = checkFlagValue(input.flagKey as FlagKey, value);
      if (problem) ctx.addIssue({ code: "custom", path: ["variations", index], message: problem });
    });
    if (input.weights) {
      if (input.weights.length !== input.variations.length)
        ctx.addIssue({ code: "custom", path: ["weights"], message: "one weight per variation" });
      const sum = input.weights.reduce((a, b) => a + b, 0);
      if (Math.abs(sum - 1) > 0.001) ctx.addIssue({ code: "custom", path: ["weights"], message: "weights must add up to 1" });
    }
  });

export type StartExperimentInput = z.infer<typeof startExperimentInput>;
