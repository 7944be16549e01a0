"use client";

import type { Tier, GroupLessonsStatus } from "../model/derive-profile-state";
import { useProfileState } from "../client/profile-state-context";
import { formatDate, type Locale } from "@/lib/i18n";

export interface ProfileOverviewStrings {
  signInRequired: string;
  signIn: string;
  loading: string;
  loadFailed: string;
  account: string;
  name: string;
  email: string;
  phone: string;
  plans: string;
  courses: string;
  tutoring: string;
  groupLessons: string;
  free: string;
  trial: string;
  premium: string;
  groupActive: string;
  groupCanceled: string;
  groupNone: string;
  freeForUkraine: string;
  settingsLink: string;
  /** The courses trial: "Premium trial", and "Premium trial until {date}" when its end is known. */
  premiumTrial: string;
  premiumTrialUntil: string;
}

const badgeStyle: Record<Tier | GroupLessonsStatus, string> = {
  free: "bg-gray-100 text-gray-800",
  none: "bg-gray-100 text-gray-800",
  trial: "bg-amber-100 text-amber-900",
  canceled: "bg-red-50 text-red-800",
  premium: "bg-green-100 text-green-900",
  active: "bg-green-100 text-green-900",
};

/** /profile: the account at a glance, with the plan of each category. */
export function ProfileOverview({
  strings,
  locale,
  signInHref,
  settingsHref,
}: {
  strings: ProfileOverviewStrings;
  locale: Locale;
  signInHref: string;
  settingsHref: string;
}) {
  const state = useProfileState();
  if (state.isLoading) return <p role="status">{strings.loading}</p>;
  if (state.isSubscriptionFetchBlocked) {
    return (
      <p>
        {strings.signInRequired}{" "}
        <a className="font-semibold text-brand-700 underline" href={signInHref}>
          {strings.signIn}
        </a>
      </p>
    );
  }
  const profile = state.userProfile;
  const tierLabel = (tier: Tier) => ({ free: strings.free, trial: strings.trial, premium: strings.premium })[tier];
  const groupLabel = { active: strings.groupActive, canceled: strings.groupCanceled, none: strings.groupNone }[
    state.groupLessonsSubscriptionStatus
  ];
  // A courses trial is premium until its end (decision record 0015).
  const coursesLabel =
    state.coursesTier !== "trial"
      ? tierLabel(state.coursesTier)
      : state.coursesTrialEndsAt
        ? // The same day as the billing pages show: dates are formatted in one zone everywhere (format.ts).
          strings.premiumTrialUntil.replace("{date}", formatDate(locale, new Date(state.coursesTrialEndsAt)))
        : strings.premiumTrial;
  const plans: { label: string; value: string; style: string; note?: string }[] = [
    {
      label: strings.courses,
      value: coursesLabel,
      style: badgeStyle[state.coursesTier],
      note: profile?.free_for_ukraine ? strings.freeForUkraine : undefined,
    },
    // One-to-one only: group lessons have their own row.
    { label: strings.tutoring, value: tierLabel(state.oneToOneTier), style: badgeStyle[state.oneToOneTier] },
    { label: strings.groupLessons, value: groupLabel, style: badgeStyle[state.groupLessonsSubscriptionStatus] },
  ];
  return (
    <div className="space-y-8">
      {state.hasProfileError ? (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-800">
          {strings.loadFailed}
        </p>
      ) : null}
      <section aria-labelledby="profile-account" className="rounded-2xl border border-gray-200 bg-white p-6">
        <h2 id="profile-account" className="text-lg font-semibold text-ink">
          {strings.account}
        </h2>
        {/* Label over value on phones (a long label or address has the full width), side by side from sm. */}
        <dl className="mt-4 grid gap-y-1 sm:grid-cols-[auto_1fr] sm:gap-x-6 sm:gap-y-2">
          <dt className="font-semibold text-gray-700">{strings.name}</dt>
          <dd className="mb-2 break-words sm:mb-0">{profile?.display_name ?? "—"}</dd>
          {profile?.email ? (
            <>
              <dt className="font-semibold text-gray-700">{strings.email}</dt>
              <dd className="mb-2 [overflow-wrap:anywhere] sm:mb-0">{profile.email}</dd>
            </>
          ) : null}
          {profile?.phone_number ? (
            <>
              <dt className="font-semibold text-gray-700">{strings.phone}</dt>
              <dd className="mb-2 sm:mb-0">{profile.phone_number}</dd>
            </>
          ) : null}
        </dl>
      </section>
      <section aria-labelledby="profile-plans" className="rounded-2xl border border-gray-200 bg-white p-6">
        <h2 id="profile-plans" className="text-lg font-semibold text-ink">
          {strings.plans}
        </h2>
        <ul className="mt-4 divide-y divide-gray-100">
          {plans.map((plan) => (
            <li key={plan.label} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <span className="font-medium text-ink">{plan.label}</span>
              <span className="flex items-center gap-2">
                {plan.note ? <span className="text-sm text-gray-700">{plan.note}</span> : null}
                <span className={`rounded-full px-3 py-1 text-sm font-semibold ${plan.style}`} data-testid={`plan-${plan.label}`}>
                  {plan.value}
                </span>
              </span>
            </li>
          ))}
        </ul>
      </section>
      <p>
        <a className="font-semibold text-brand-700 underline" href={settingsHref}>
          {strings.settingsLink}
        </a>
      </p>
    </div>
  );
}
