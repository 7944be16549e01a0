import type { CalendarStatus } from "../../model/charts";

/** How each calendar status looks (design tokens; the text alternative says it in words). */
export const STATUS_STYLE: Record<CalendarStatus, string> = {
  active: "bg-brand-600 text-white border-brand-600",
  frozen: "bg-sky-100 text-sky-900 border-sky-500",
  break: "bg-amber-100 text-amber-900 border-amber-500",
  "planned-break": "bg-white text-amber-900 border-amber-500 border-dashed",
  travel: "bg-violet-100 text-violet-900 border-violet-400",
  missed: "bg-gray-100 text-gray-600 border-gray-300 line-through",
  pending: "bg-white text-brand-800 border-brand-600 border-dashed",
  future: "bg-white text-gray-600 border-gray-200",
  none: "bg-gray-50 text-gray-600 border-gray-100",
};

/** The message key naming a status (`myPlan.status.<key>`). */
export const STATUS_KEY: Record<CalendarStatus, string> = {
  active: "active",
  frozen: "frozen",
  break: "break",
  "planned-break": "plannedBreak",
  travel: "travel",
  missed: "missed",
  pending: "pending",
  future: "future",
  none: "none",
};

/** The statuses the legend explains, in this order. */
export const LEGEND: CalendarStatus[] = ["active", "frozen", "break", "planned-break", "missed", "pending"];
