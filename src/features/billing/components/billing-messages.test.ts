import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { flattenKeys, locales, type Messages } from "@/lib/i18n";
import { loadMessages } from "@/lib/i18n/load-messages";
import { PLANS } from "../model/catalogue";
import { CANCEL_REASONS } from "../model/cancel-flow";
import { SUBSCRIPTION_STATUSES } from "../model/subscription";

/** Values for every placeholder the billing settings messages use. */
const values = {
  amount: "€14.99",
  count: 3,
  date: "1 May 2026",
  plan: "Plan",
  access: "Access",
  number: "000042",
  current: 2,
  total: 4,
  remaining: 1,
  granted: 4,
  kind: "grant",
};

describe("the billing settings messages", () => {
  it.each(locales)("%s: every message formats, with no placeholder left and no English left behind", async (locale) => {
    const messages = await loadMessages(locale);
    const section = (messages as Messages).billingSettings as Messages;
    const t = createTranslator({ locale, messages, namespace: "billingSettings" }) as unknown as (key: string, v?: object) => string;
    const english = ((await loadMessages("en")) as Messages).billingSettings as Messages;
    let sameAsEnglish = 0;
    for (const key of flattenKeys(section)) {
      for (const count of [1, 2, 5, 21]) {
        const text = t(key, { ...values, count });
        expect(text, `${locale} ${key}`).not.toMatch(/[{}]/);
        expect(text.trim(), `${locale} ${key}`).not.toBe("");
      }
      const value = key.split(".").reduce<unknown>((node, part) => (node as Messages)[part], section);
      const englishValue = key.split(".").reduce<unknown>((node, part) => (node as Messages)[part], english);
      if (locale !== "en" && value === englishValue) sameAsEnglish += 1;
    }
    // A few words are the same everywhere (e.g. "Total"); whole sentences are not.
    expect(sameAsEnglish, `${locale}: messages left in English`).toBeLessThanOrEqual(3);
  });

  it("names every plan of the catalogue, every status and every cancel reason", async () => {
    const section = ((await loadMessages("en")) as Messages).billingSettings as Record<string, Record<string, string>>;
    expect(Object.keys(section.plans!).sort()).toEqual(PLANS.map((plan) => plan.id).sort());
    expect(Object.keys(section.status!).sort()).toEqual([...SUBSCRIPTION_STATUSES, "canceling"].sort());
    expect(Object.keys(section.reasons!).sort()).toEqual([...CANCEL_REASONS].sort());
  });
});
