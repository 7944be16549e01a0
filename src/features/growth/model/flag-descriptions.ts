import type { FlagKey } from "./flags";

/** What each flag does, for the flags admin (kept out of the browser's flag catalogue). */
export const FLAG_DESCRIPTIONS: Record<FlagKey, string> = {
  marketing_consent: "Offer the marketing (ads) consent category and its pixels.",
  practice_with_ai_step: "The practice-with-AI step in lessons.",
  positive_reinforcement: "Positive reinforcement messages while studying.",
  fake_progress: "Progress animation in funnels.",
  web2app_path: "Send buyers to the mobile app after purchase.",
  daily_goal: "Daily goal in the study plan.",
  source_language_recommendation: "Recommend a course by the source language.",
  post_purchase_flow: "Screens after a purchase.",
  sticky_header: "The site header stays at the top while scrolling.",
  new_year_ui: "The new-year special UI theme.",
  free_for_ukraine: "Free courses for visitors from Ukraine.",
  sandbox: "Does nothing: for trying rules and experiments safely.",
};
