import Link from "next/link";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { buttonVariants } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { localizedPath, type Locale } from "@/lib/i18n";
import type { ReviewsToday } from "../server/reviews";
import { ResultsOutboxFlush } from "./results-outbox-flush";

/** Where the review session will be (the player's next wave builds it). */
export const REVIEW_SESSION_PATH = "/for-you/review";
/** The course map (next wave). */
export const COURSE_PATH = "/course";

type ForYouProps = { locale: Locale } & (
  | { status: "signed-out" }
  | {
      status: "ok";
      reviews: ReviewsToday;
      /** The learner's interests from a funnel, or the way to choose them (the route composes in funnels' panel). */
      interests?: ReactNode;
    }
);

/**
 * The /for-you page (decision record 0024), rendered on the server without page JavaScript:
 * today's review with its start button, the week's reviews as a small bar chart, the weak items,
 * and for a learner without cards yet the way to the course; then the learner's interests (a slot).
 */
export async function ForYou(props: ForYouProps) {
  const { locale } = props;
  const t = await getTranslations({ locale, namespace: "forYou" });
  return (
    <Container className="py-8 sm:py-12">
      <ResultsOutboxFlush />
      <div className="mx-auto max-w-2xl">
        <h1 className="text-3xl font-extrabold tracking-tight text-ink">{t("title")}</h1>
        <p className="mt-3 text-gray-700">{t("intro")}</p>
        {props.status === "signed-out" ? (
          <p className="mt-8">
            {t("signInPrompt")}{" "}
            <Link
              className="font-semibold text-brand-700 underline"
              href={`${localizedPath(locale, "/sign-in")}?next=${encodeURIComponent(localizedPath(locale, "/for-you"))}`}
            >
              {t("signIn")}
            </Link>
          </p>
        ) : props.reviews.cards === 0 ? (
          <section aria-labelledby="for-you-empty" className="mt-8 rounded-2xl border border-gray-200 bg-white p-6">
            <h2 id="for-you-empty" className="text-xl font-bold text-ink">
              {t("emptyTitle")}
            </h2>
            <p className="mt-2 text-gray-700">{t("emptyText")}</p>
            <Link className={buttonVariants({ className: "mt-5" })} href={localizedPath(locale, COURSE_PATH)}>
              {t("toCourse")}
            </Link>
          </section>
        ) : (
          <Reviews locale={locale} reviews={props.reviews} t={t} />
        )}
        {props.status === "ok" ? props.interests : null}
      </div>
    </Container>
  );
}

type Translate = Awaited<ReturnType<typeof getTranslations<"forYou">>>;

function Reviews({ locale, reviews, t }: { locale: Locale; reviews: ReviewsToday; t: Translate }) {
  const dayName = new Intl.DateTimeFormat(locale, { weekday: "short", timeZone: "UTC" });
  const dayNumber = new Intl.DateTimeFormat(locale, { day: "numeric", timeZone: "UTC" });
  const fullDay = new Intl.DateTimeFormat(locale, { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" });
  const highest = Math.max(1, ...reviews.days.map((day) => day.count));
  return (
    <>
      <section aria-labelledby="for-you-today" className="mt-8 rounded-2xl border border-gray-200 bg-white p-6">
        <h2 id="for-you-today" className="text-xl font-bold text-ink">
          {t("todayTitle")}
        </h2>
        {reviews.count > 0 ? (
          <>
            <p className="mt-2 text-gray-700">{t("dueCount", { count: reviews.count })}</p>
            <Link className={buttonVariants({ className: "mt-5" })} href={localizedPath(locale, REVIEW_SESSION_PATH)}>
              {t("startReview")}
            </Link>
          </>
        ) : (
          <p className="mt-2 text-gray-700">{t("allDone")}</p>
        )}
      </section>

      <section aria-labelledby="for-you-week" className="mt-6 rounded-2xl border border-gray-200 bg-white p-6">
        <h2 id="for-you-week" className="text-xl font-bold text-ink">
          {t("weekTitle")}
        </h2>
        <ol className="mt-4 grid h-44 grid-cols-7 items-end gap-1 sm:gap-2">
          {reviews.days.map(({ day, count, onBreak }, index) => {
            const noon = new Date(`${day}T12:00:00Z`);
            const isToday = index === 0;
            return (
              <li key={day} className="flex h-full min-w-0 flex-col items-center justify-end gap-1" data-day={day}>
                <span aria-hidden="true" className="text-sm font-semibold tabular-nums text-ink">
                  {onBreak ? "–" : count}
                </span>
                <span
                  aria-hidden="true"
                  className={`w-full max-w-10 rounded-t-md ${isToday ? "bg-brand-800" : "bg-brand-600"}`}
                  style={{ height: `${count === 0 ? 2 : Math.max(6, Math.round((count / highest) * 100))}px` }}
                />
                <span
                  aria-hidden="true"
                  className={`flex flex-col items-center text-xs leading-tight ${isToday ? "font-bold text-ink" : "text-gray-700"}`}
                >
                  <span>{dayName.format(noon)}</span>
                  <span className="tabular-nums">{dayNumber.format(noon)}</span>
                </span>
                <span className="sr-only">
                  {`${isToday ? `${t("today")}, ` : ""}${fullDay.format(noon)}: ${onBreak ? t("breakDay") : count === 0 ? t("noReviews") : t("reviewsOnDay", { count })}`}
                </span>
              </li>
            );
          })}
        </ol>
      </section>

      <section aria-labelledby="for-you-weak" className="mt-6 rounded-2xl border border-gray-200 bg-white p-6">
        <h2 id="for-you-weak" className="text-xl font-bold text-ink">
          {t("weakTitle")}
        </h2>
        <p className="mt-2 text-gray-700">{reviews.weak === 0 ? t("noWeakItems") : t("weakCount", { count: reviews.weak })}</p>
        {reviews.weak > 0 ? (
          <Link
            className={buttonVariants({ variant: "secondary", className: "mt-5" })}
            href={`${localizedPath(locale, REVIEW_SESSION_PATH)}?mode=weak`}
          >
            {t("practiseWeak")}
          </Link>
        ) : null}
      </section>
    </>
  );
}
