import {
  billingAuditOwnership,
  billingCustomerOwnership,
  checkoutOwnership,
  creditEntryOwnership,
  creditLotOwnership,
  creditWalletOwnership,
  paymentOwnership,
  productOwnership,
  subscriptionOwnership,
} from "@/features/billing/server";
import { contactMessageOwnership } from "@/features/contact/server";
import {
  achievementOwnership,
  learnerSettingsOwnership,
  learningDayOwnership,
  lessonAttemptOwnership,
  plannedBreakOwnership,
  reviewCardOwnership,
} from "@/features/courses/server";
import { funnelAnswerSetOwnership, personalPlanOwnership } from "@/features/funnels/server";
import { consentRecordOwnership } from "@/features/growth/server";
import { levelTestSessionOwnership } from "@/features/level-test/server";
import { keeperOwnership, profileOwnership } from "@/features/profile/server";
import { ukraineApplicationOwnership, ukraineAuditOwnership } from "@/features/ukraine/server";
import type { OwnedRecords } from "@/lib/ownership/types";

/**
 * Every kind of user-owned record, one entry per table with a foreign key to user.id (a test
 * compares this list with the database). A feature adding such a table exports its
 * `OwnedRecords` from its server entry and is listed here; auth never sees this list, it receives
 * the transfer built from it (see boot.ts).
 */
export const ownedRecords: readonly OwnedRecords[] = [
  contactMessageOwnership,
  consentRecordOwnership,
  keeperOwnership,
  profileOwnership,
  productOwnership,
  creditWalletOwnership,
  creditLotOwnership,
  creditEntryOwnership,
  billingCustomerOwnership,
  subscriptionOwnership,
  checkoutOwnership,
  paymentOwnership,
  billingAuditOwnership,
  lessonAttemptOwnership,
  learningDayOwnership,
  plannedBreakOwnership,
  reviewCardOwnership,
  achievementOwnership,
  learnerSettingsOwnership,
  funnelAnswerSetOwnership,
  personalPlanOwnership,
  levelTestSessionOwnership,
  ukraineApplicationOwnership,
  ukraineAuditOwnership,
];
