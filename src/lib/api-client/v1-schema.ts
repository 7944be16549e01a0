/* Generated from /v1/openapi.json by openapi-typescript: `npm run api:types`. Do not edit. */

export interface paths {
    "/v1/dnt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's latest cookie-consent record
         * @description The choice this account made last, on any device, so a browser the user signs in on can apply it. `latest` is null when the account has none.
         */
        get: operations["getLatestConsent"];
        put?: never;
        /**
         * Record a cookie-consent update
         * @description Sent 500 ms after the visitor's last consent change (debounced). Stores the entries with the time received, for the caller and the device.
         */
        post: operations["recordConsent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/profiles/keeper/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read one keeper value */
        get: operations["getKeeperValue"];
        /**
         * Write one keeper value
         * @description The last write wins; updated_at never goes backwards.
         */
        put: operations["putKeeperValue"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/profiles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's profile
         * @description Account, profile fields and keeper. Registered users only.
         */
        get: operations["getProfile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update profile fields
         * @description Only the fields sent change; null clears one. Unknown fields are refused.
         */
        patch: operations["updateProfile"];
        trace?: never;
    };
    "/v1/billing/products/available": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's products
         * @description Entitlements with status, category, type and trial; optional filters by category, type and status.
         */
        get: operations["listAvailableProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/billing/subscriptions/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel at the period end
         * @description Stops the renewal; everything stays until the period end. Stores the reason, emails a confirmation.
         */
        post: operations["cancelSubscription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/billing/subscriptions/{id}/undo-cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Keep the subscription
         * @description Takes back a cancel at the period end.
         */
        post: operations["undoCancelSubscription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/billing/subscriptions/{id}/pause": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pause for 1–3 months
         * @description Once per period; the paid time left comes back when it resumes.
         */
        post: operations["pauseSubscription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/billing/subscriptions/{id}/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resume now
         * @description Ends a pause early; the paid time left counts from now.
         */
        post: operations["resumeSubscription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/billing/subscriptions/{id}/change-plan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Preview a plan change
         * @description Upgrade or downgrade, the amount charged now and when the new plan applies. Changes nothing.
         */
        get: operations["previewPlanChange"];
        put?: never;
        /**
         * Change plan
         * @description An upgrade charges the prorated difference now with the saved card, then applies; a downgrade applies at the renewal.
         */
        post: operations["changePlanSubscription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/billing/upsell": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The offer after the latest purchase
         * @description Priced from the catalogue (content/billing/upsells.json); null when there is none, it has expired or was taken.
         */
        get: operations["getUpsellOffer"];
        put?: never;
        /**
         * Take the offer with one click
         * @description Charges the saved card once per offer and purchase (a retry answers the first result). requires_action: the bank wants the person to confirm (buy it through checkout instead); failed: the reason, nothing bought.
         */
        post: operations["acceptUpsellOffer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/billing/checkout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Open a checkout for a plan
         * @description Price, amount and currency come from the catalogue and the visitor's country only. An open checkout for the same plan and currency is reused. A subscription (or a one-time period) of a product type the caller already holds live is refused with 409 already_subscribed: change or resume that subscription instead. Registered accounts only.
         */
        post: operations["startCheckout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/billing/checkouts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One of the caller's checkouts
         * @description The success page polls it until the provider's webhook has been applied.
         */
        get: operations["getCheckout"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/billing/subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's subscriptions
         * @description Newest first, with the next charge, the saved card and any pause or cancellation; checkouts never paid are left out.
         */
        get: operations["listSubscriptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/billing/receipts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's receipts
         * @description One per payment, newest first (at most 100).
         */
        get: operations["listReceipts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/billing/receipts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the caller's receipts */
        get: operations["getReceipt"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/billing/wallet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's credit wallet
         * @description Tutoring credits: the balance, the lots with their expiry dates and the ledger's latest entries.
         */
        get: operations["getWallet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/billing/portal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Open the payment provider's customer portal
         * @description Where the person manages cards, invoices, pausing and plan changes of subscriptions the provider renews itself (Stripe). 404 with `fields.portal` "unavailable" when the provider has no portal, "no_customer" when the person has no customer record there.
         */
        post: operations["openBillingPortal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/courses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The course map
         * @description Levels → units → lessons with the caller's status of each (done, next, open, locked, premium).
         */
        get: operations["getCourseMap"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/courses/lessons/{lessonId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A lesson to play
         * @description The lesson in the caller's locale if they may open it; 403 lesson_locked with reason premium (free learners: the first 3 lessons of a level and one more a day) or order (an earlier lesson first).
         */
        get: operations["getLesson"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/courses/attempts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a lesson
         * @description Starts an attempt at a lesson the caller may open (gated like the lesson); its id is the idempotency key of the results. A second tab resumes the open attempt (200 instead of 201).
         */
        post: operations["startAttempt"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/courses/attempts/{attemptId}/results": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit a lesson's answers
         * @description Completes the attempt once: the server scores the answers from the lesson content, adds XP and time to the caller's local day (X-Time-Location), extends the streak, creates review cards and awards achievements. A replay (or the other tab) gets the stored result with replay: true. 422 invalid_answers when an answer is for an exercise not in the lesson, is missing or is given twice.
         */
        post: operations["submitLessonResults"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/courses/progress": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * XP, lessons and words, by local day
         * @description Totals, the last 30 local days (XP, minutes, lessons, reviews, new words) and words learned over time.
         */
        get: operations["getProgress"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/courses/streak": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The streak and its calendar
         * @description Counted by local day in the zone of each activity; freezes (one per 7 days, at most 2) and planned breaks hold it.
         */
        get: operations["getStreak"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/courses/breaks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Announce a break
         * @description 1–14 days off, announced before the first day; the streak holds on them. 422 break_refused with reason bad-day, bad-length, not-in-advance or overlaps.
         */
        post: operations["planBreak"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/courses/breaks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Cancel a break
         * @description A coming break is removed; one under way ends yesterday. 422 break_refused (ended) for a break that is over.
         */
        delete: operations["cancelBreak"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/courses/achievements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Achievements
         * @description Every achievement in display order, with when the caller earned and saw it (titles: messages achievements.<id>).
         */
        get: operations["listAchievements"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/courses/achievements/seen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark achievements as shown
         * @description Earned achievements among `ids` are marked seen; others are ignored.
         */
        post: operations["markAchievementsSeen"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/courses/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Daily goal and current course */
        get: operations["getLearnerSettings"];
        /**
         * Set the daily goal and current course
         * @description A daily goal of 5, 10, 15 or 20 minutes (or null for none) and the course studied now.
         */
        put: operations["putLearnerSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/courses/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Today's reviews
         * @description The cards due today (FSRS, in the learner's local day, planned breaks respected), the next session, the week ahead and the weak items.
         */
        get: operations["getReviews"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/courses/reviews/attempts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start (or resume) a review
         * @description Opens today's review or a practice; a second tab resumes the same attempt and its exercises. 404 when there is nothing to review.
         */
        post: operations["startReview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/courses/reviews/attempts/{attemptId}/results": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit a review's answers
         * @description Idempotent: the first batch completes the attempt (verdicts recomputed on the server, cards graded, XP and time added), a replay gets the same result back.
         */
        post: operations["submitReviewResults"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/courses/tests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The tests of a course
         * @description Per level: a checkpoint for each unit and the level test, with the caller's attempts, best and last score and whether they passed (80%). Passing a level test opens the next level early.
         */
        get: operations["listCourseTests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/courses/tests/{testId}/attempts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a test
         * @description Starts an attempt at a unit checkpoint (test id = the unit id) or a level test (`<course>-<level>`, e.g. en-a1) and answers its exercises, drawn for this attempt. A second tab resumes the open attempt with the same exercises (200 instead of 201).
         */
        post: operations["startCourseTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/courses/tests/attempts/{attemptId}/results": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit a test's answers
         * @description Completes the test attempt once: the server rebuilds the attempt's exercises, scores the answers from the content, grades the review cards of what it tested and adds the time (and on a first pass 1 XP per right answer) to the caller's local day (X-Time-Location). A replay (or the other tab) gets the stored result with replay: true. 422 invalid_answers when an answer is for an exercise not in the test, is missing or is given twice.
         */
        post: operations["submitCourseTestResults"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/funnels/{slug}/answers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Store the caller's answers to a funnel
         * @description The caller may be an anonymous visitor: on sign-up the answers move to the new account. The answers are checked against the funnel's definition; a later set replaces the earlier one.
         */
        post: operations["storeFunnelAnswers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/funnels/plan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The personal plan
         * @description The caller's saved plan, its week from their local today (X-Time-Location). 404 when they have none.
         */
        get: operations["getPersonalPlan"];
        put?: never;
        /**
         * Build and save the personal plan
         * @description Builds the plan on the server from the funnel's answers (goal, level, minutes a day, days a week, topics, course), saves it as the caller's plan (anonymous callers included: it moves with them on sign-up), sets their daily goal and course, and places them at the answered level.
         */
        post: operations["savePersonalPlan"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/level-test/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start an English level test
         * @description Starts an adaptive level test (a retake is a new session) and answers its first item. The server picks every item and keeps the answer key; anonymous visitors take it too.
         */
        post: operations["startLevelTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/level-test/sessions/{sessionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Where a level test stands
         * @description The item to answer next, or the result once completed (to resume after a reload). Another person's session is a 404.
         */
        get: operations["readLevelTest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/level-test/sessions/{sessionId}/responses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Answer the served item
         * @description Stores the answer (with the ability estimate after it) and answers the next item, or the result when the test stops (standard error at its target or 20 items). The result is computed from the stored responses; a completed test places the learner in the English course. Idempotent per seq: the same answer again gets the same outcome with replay: true. 422 invalid_answers with reason wrong_item (not the item served for this seq), unknown_option, already_answered (a different answer to an answered seq), out_of_order or completed.
         */
        post: operations["answerLevelTestItem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        DntLatestResponse: {
            latest: components["schemas"]["ConsentRecord"];
        };
        ConsentRecord: {
            entries: components["schemas"]["ConsentEntry"][];
            /** @enum {string} */
            source: "banner" | "preferences" | "do_not_sell";
            /** @description When the server received it (ISO 8601). */
            created_at: string;
        } | null;
        ConsentEntry: {
            /**
             * @description The cookie-consent category.
             * @enum {string}
             */
            category: "necessary" | "analytics" | "marketing";
            granted: boolean;
        };
        Error: {
            error: {
                /** @enum {string} */
                code: "invalid_input" | "unauthorized" | "forbidden" | "lesson_locked" | "not_found" | "already_subscribed" | "method_not_allowed" | "payload_too_large" | "unsupported_media_type" | "invalid_answers" | "break_refused" | "rate_limited" | "internal" | "unavailable";
                message: string;
                /** @description For 400: each failing field and what it expects. */
                fields?: {
                    [key: string]: string;
                };
                /** @description Why, for a refusal that has several causes (lesson_locked: premium | order). */
                reason?: string;
            };
        };
        DntResponse: {
            /** @enum {boolean} */
            recorded: true;
            created_at: string;
        };
        DntRequest: {
            entries: components["schemas"]["ConsentEntry"][];
            /**
             * @description Where the visitor made the choice.
             * @enum {string}
             */
            source: "banner" | "preferences" | "do_not_sell";
            /** @description The device id cookie, so the choice is also kept for this browser. */
            device_id?: string;
            /**
             * Format: uuid
             * @description The browser's id for this update; sending it again (after a page change) stores it once.
             */
            client_update_id?: string;
        };
        KeeperEntry: {
            value: string;
            updated_at: string;
        };
        KeeperWrite: {
            /**
             * @description A JSON text (a string holding JSON).
             * @example {"soundEffects":true}
             */
            value: string;
        };
        Profile: {
            user_id: string;
            email: string | null;
            /** @description E.164, when the account has a phone number. */
            phone_number: string | null;
            free_for_ukraine: boolean;
            display_name: string | null;
            /** @description ISO 639-1: en, es, uk, pt, fr, de, it, pl, tr, hi, el, ru, ar, zh, ja, ko, nl, sv, cs, ro, hu, vi, id, th, he */
            native_language: string | null;
            /** @description ISO 639-1: en, es, uk, pt, fr, de, it, pl, tr, hi, el, ru, ar, zh, ja, ko, nl, sv, cs, ro, hu, vi, id, th, he */
            target_language: string | null;
            /** @enum {string|null} */
            learning_target: "self study" | "tutors" | null;
            time_zone: string | null;
            interface_locale: string | null;
            keeper: {
                [key: string]: {
                    value: string;
                    updated_at: string;
                };
            };
        };
        ProfilePatch: {
            display_name?: string;
            /** @enum {string|null} */
            native_language?: "en" | "es" | "uk" | "pt" | "fr" | "de" | "it" | "pl" | "tr" | "hi" | "el" | "ru" | "ar" | "zh" | "ja" | "ko" | "nl" | "sv" | "cs" | "ro" | "hu" | "vi" | "id" | "th" | "he" | null;
            /** @enum {string|null} */
            target_language?: "en" | "es" | "uk" | "pt" | "fr" | "de" | "it" | "pl" | "tr" | "hi" | "el" | "ru" | "ar" | "zh" | "ja" | "ko" | "nl" | "sv" | "cs" | "ro" | "hu" | "vi" | "id" | "th" | "he" | null;
            /** @enum {string|null} */
            learning_target?: "self study" | "tutors" | null;
            time_zone?: string | null;
            /** @enum {string|null} */
            interface_locale?: "en" | "uk" | "es" | "es-419" | "pt" | "fr" | "tr" | "it" | "de" | "pl" | "hi" | "el" | null;
        };
        AvailableProduct: {
            id: string;
            /** @description "ok" is active; anything else is not. */
            status: string;
            /** @enum {string} */
            category: "self study" | "tutors";
            /** @example group_lessons */
            type: string;
            trial: boolean;
            period_start: string | null;
            period_end: string | null;
            source: string;
        };
        SubscriptionView: {
            id: string;
            /** @example courses-premium-1m */
            planId: string;
            /** @enum {string} */
            category: "self study" | "tutors";
            /** @example courses_premium */
            type: string;
            /** @enum {string} */
            status: "incomplete" | "trialing" | "active" | "past_due" | "paused" | "canceled" | "expired";
            /**
             * @description When the running trial ends and the first charge happens; null outside a trial.
             * @example 2026-05-01T10:00:00.000Z
             */
            trialEndsAt: string | null;
            /**
             * @description The end of the running period or trial.
             * @example 2026-05-01T10:00:00.000Z
             */
            periodEnd: string | null;
            /** @description Cancelled: it ends at periodEnd and nothing more is charged. */
            cancelAtPeriodEnd: boolean;
            pause: {
                resumesAt: string;
            } | null;
            /** @description The next charge and its date; null when none will be made (cancelling, ended). */
            nextCharge: {
                at: string;
                /** @description Minor units (cents). */
                amount: number;
                /** @enum {string} */
                currency: "USD" | "EUR" | "GBP" | "UAH" | "PLN" | "TRY" | "INR" | "BRL";
            } | null;
            /** @example Visa •••• 4242 */
            paymentMethodLabel: string | null;
            /** @description A downgrade that applies at the renewal. */
            pendingPlanId: string | null;
            /** @description The payment provider renews it by itself (Stripe): pause, resume, undo-cancel and change-plan are refused here (managed_by_provider) and done in its portal (POST /v1/billing/portal); cancel stays here. */
            managedAtProvider: boolean;
        };
        CancelSubscription: {
            /** @description The reason chosen in the cancel flow (too_expensive, not_using, missing_features, …). */
            reason: string;
            comment?: string;
        };
        EmptyBody: Record<string, never>;
        PauseSubscription: {
            months: number;
        };
        PlanChangePreview: {
            /** @enum {string} */
            kind: "upgrade" | "downgrade" | "keep";
            planId: string;
            /** @description Minor units charged now. */
            amount: number;
            currency: string;
            effectiveAt: string;
        };
        ChangePlan: {
            planId: string;
        };
        UpsellOffer: {
            offerId: string;
            planId: string;
            /** @enum {string} */
            kind: "credit_pack" | "subscription" | "one_time";
            amount: number;
            currency: string;
            regularAmount: number;
            credits: number;
            paymentMethodLabel: string | null;
            expiresAt: string;
        } | null;
        UpsellResult: {
            /** @enum {string} */
            status: "succeeded" | "requires_action" | "failed";
            reason?: string;
        };
        AcceptUpsell: {
            offerId: string;
        };
        CheckoutStarted: {
            checkoutId: string;
            /** @description Where the browser goes to pay (the provider's hosted page). */
            url: string;
        };
        StartCheckout: {
            /** @example courses-premium-1m */
            planId: string;
            /**
             * @description The currency switcher's choice (ISO 4217); else the visitor's country decides.
             * @example EUR
             */
            currency?: string;
            /**
             * @description A local path to come back to when leaving the checkout, with its locale or without (then in the interface language). Its locale, when it names one, is also the language of the checkout and of the success page (the page the purchase started from); else the account's.
             * @example /profile/payments-subscriptions/choose
             */
            returnPath?: string;
        };
        Checkout: {
            /**
             * @description "complete" once the payment (or the trial) has been applied.
             * @enum {string}
             */
            status: "open" | "complete" | "expired";
            planId: string;
            /** @enum {string} */
            kind: "subscription" | "one_time" | "credit_pack";
            /** @enum {string} */
            subscriptionStatus?: "incomplete" | "trialing" | "active" | "past_due" | "paused" | "canceled" | "expired";
            trialEndsAt?: string;
            /** @description Minor units of the first charge (after the trial, if any). */
            amount: number;
            currency: string;
        };
        SubscriptionList: {
            subscriptions: components["schemas"]["SubscriptionView"][];
        };
        ReceiptList: {
            receipts: components["schemas"]["Receipt"][];
        };
        Receipt: {
            id: string;
            receiptNumber: number;
            planId: string;
            /** @enum {string|null} */
            category: "self study" | "tutors" | null;
            /** @enum {string} */
            kind: "first" | "renewal" | "upgrade" | "one_time" | "credit_pack" | "upsell";
            /** @description Minor units (cents) paid. */
            amount: number;
            /** @description Minor units given back so far. */
            refundedAmount: number;
            /** @example USD */
            currency: string;
            paymentMethodLabel: string | null;
            subscriptionId: string | null;
            paidAt: string;
        };
        Wallet: {
            /** @description Credits spendable now. */
            balance: number;
            /** @description Live lots with credits left, first to expire (and to be spent) first. */
            lots: {
                id: string;
                /** @enum {string} */
                source: "subscription" | "pack" | "admin" | "refund";
                granted: number;
                remaining: number;
                expiresAt: string;
                grantedAt: string;
            }[];
            /** @description The latest ledger entries, newest first. */
            history: {
                id: string;
                /** @enum {string} */
                kind: "grant" | "spend" | "refund" | "expiry";
                amount: number;
                at: string;
            }[];
        };
        BillingPortal: {
            /** @description The provider's portal page for this person (short-lived). */
            url: string;
        };
        OpenBillingPortal: {
            /**
             * @description A local page (without the locale) the portal sends the person back to; the settings page by default.
             * @example /profile/settings/payments-subscriptions
             */
            returnPath?: string;
        };
        CourseMap: {
            /** @enum {string} */
            course: "en" | "es";
            /** @description The learner's tier opens every lesson (a trial included). */
            premium: boolean;
            freeLessonsPerLevel: number;
            freeLessonsPerDay: number;
            nextLessonId: string | null;
            levels: {
                /** @enum {string} */
                level: "A1" | "A2" | "B1" | "B2" | "C1";
                units: {
                    id: string;
                    title: string;
                    lessons: {
                        id: string;
                        title: string;
                        goal: string;
                        /**
                         * @description done; next (the recommended one); open; locked (an earlier lesson first); premium (free learners: tomorrow or with premium).
                         * @enum {string}
                         */
                        status: "done" | "next" | "open" | "locked" | "premium";
                    }[];
                }[];
            }[];
        };
        PlayableLesson: {
            id: string;
            /** @enum {string} */
            course: "en" | "es";
            /** @enum {string} */
            level: "A1" | "A2" | "B1" | "B2" | "C1";
            unitId: string;
            title: string;
            goal: string;
            words: components["schemas"]["LessonWord"][];
            grammar: {
                title: string;
                explanation: string;
                examples: string[];
            };
            exercises: components["schemas"]["PlayableExercise"][];
        };
        LessonWord: {
            id: string;
            text: string;
            /** @description What it means for this learner: its translation into the requested locale, or, when that locale reads the course's own language (en on the English course, es and es-419 on the Spanish one), a short definition in that language. */
            meaning: string;
            example?: string;
        };
        /** @description One exercise in the learner's locale; its other fields depend on the type (content/courses/GUIDE and model/content-schema.ts): choices, answer, sentence, tiles, audio, answers, lines, question, and for flashcards `word`, for matches `pairs`. A word bank or translation with `listen: true` is played from the sentence's audio (a learner who reads the course's own language). */
        PlayableExercise: {
            id: string;
            /** @enum {string} */
            type: "choose" | "fill_gap" | "word_bank" | "match_pairs" | "listen_choose" | "listen_type" | "translate" | "flashcard" | "dialogue";
        } & {
            [key: string]: unknown;
        };
        Attempt: {
            /** Format: uuid */
            attemptId: string;
            /** @description An open attempt (another tab) was resumed. */
            resumed: boolean;
        };
        StartAttempt: {
            /** @enum {string} */
            kind: "lesson";
            /** @example en-a1-u01-l01 */
            itemId: string;
        };
        LessonResult: {
            /** Format: uuid */
            attemptId: string;
            correct: number;
            total: number;
            accuracy: number;
            xp: number;
            durationMs: number;
            /** @description Ids of the lesson's words met for the first time. */
            newWords: string[];
            streak: {
                current: number;
                extendedToday: boolean;
            };
            /** @description Ids of the achievements these results earned. */
            achievements: string[];
            dailyGoal: {
                minutes: number;
                seconds: number;
            } | null;
            /** @description The attempt was completed before (a retry or another tab): the stored result. */
            replay: boolean;
            /** @description The extra practice's first tries (answers with exerciseId `practice:…`, built again on the server from the lesson; they earn no XP), or null. */
            practice: {
                correct: number;
                total: number;
            } | null;
        };
        /** @description The answers only: the server scores them; any score sent is ignored. */
        LessonResults: {
            answers: components["schemas"]["SubmittedAnswer"][];
            durationMs: number;
        };
        SubmittedAnswer: {
            exerciseId: string;
            /** @description The chosen or typed text (word bank: tiles joined by one space); null for a match or a flashcard. */
            response: string | null;
            ms: number;
            /** @description A mistake repeated at the end of the lesson (does not change the accuracy). */
            retry?: boolean;
            /** @description Match pairs: wrong matches before all pairs were matched. */
            mistakes?: number;
            /** @description Match pairs: the word ids of the wrong matches (the word picked and the word whose meaning was picked). */
            missed?: string[];
        };
        Progress: {
            xp: number;
            lessonsCompleted: number;
            wordsLearned: number;
            /** @description The last 30 local days (X-Time-Location), oldest first. */
            days: {
                /** @example 2026-11-23 */
                day: string;
                xp: number;
                seconds: number;
                lessons: number;
                reviews: number;
                newWords: number;
            }[];
            wordsOverTime: {
                /** @example 2026-11-23 */
                day: string;
                words: number;
            }[];
        };
        Streak: {
            /** @example 2026-11-23 */
            today: string;
            current: number;
            longest: number;
            freezesHeld: number;
            activeToday: boolean;
            onBreakToday: boolean;
            freezesEarned: string[];
            freezesSpent: string[];
            /** @description Up to the last 120 days, oldest first. */
            calendar: {
                /** @example 2026-11-23 */
                day: string;
                /** @enum {string} */
                status: "active" | "frozen" | "break" | "travel" | "missed" | "pending";
            }[];
            /** @description Breaks under way or to come. */
            breaks: components["schemas"]["PlannedBreak"][];
        };
        PlannedBreak: {
            /** Format: uuid */
            id: string;
            /** @example 2026-11-23 */
            firstDay: string;
            days: number;
            /** @example 2026-11-23 */
            lastDay: string;
        };
        /** @description 1–14 days, starting tomorrow at the earliest in the caller's zone; 422 break_refused otherwise. */
        PlanBreak: {
            /** @example 2026-12-24 */
            firstDay: string;
            days: number;
        };
        Achievements: {
            achievements: {
                id: string;
                glyph: string;
                earnedAt: string | null;
                seenAt: string | null;
            }[];
        };
        AchievementsSeen: {
            ids: string[];
        };
        LearnerSettings: {
            dailyGoalMinutes: 5 | 10 | 15 | 20 | null;
            /** @enum {string|null} */
            currentCourse: "en" | "es" | null;
        };
        ReviewsToday: {
            /** @enum {string} */
            course: "en" | "es";
            /**
             * @description The learner's local day (X-Time-Location).
             * @example 2026-11-23
             */
            today: string;
            /** @description Cards to review today (a backlog is spread: at most the daily cap). */
            count: number;
            /** @description The next review session (the open one, if any). */
            exercises: components["schemas"]["ReviewExercise"][];
            /** @description Today and the six days after it, with the reviews planned on each. */
            days: {
                day: string;
                count: number;
                onBreak: boolean;
            }[];
            /** @description Weak items (lapsed or barely remembered) a practice would take from. */
            weak: number;
            /** @description Every word and sentence the learner has learned in the course. */
            cards: number;
        };
        /** @description A playable exercise (the lesson player's shape, texts in the learner's language) and the cards it grades. */
        ReviewExercise: {
            /** @example review-1 */
            id: string;
            /** @enum {string} */
            type: "choose" | "fill_gap" | "word_bank" | "match_pairs" | "listen_choose" | "listen_type" | "translate" | "flashcard" | "dialogue";
            /**
             * @description The cards this exercise's answer grades.
             * @example [
             *       "en:word:hello"
             *     ]
             */
            itemIds: string[];
        } & {
            [key: string]: unknown;
        };
        ReviewAttempt: {
            attemptId: string;
            resumed: boolean;
            exercises: components["schemas"]["ReviewExercise"][];
            /**
             * @description How the exercises give a word's meaning: a translation, or a definition in the course's language, for the locale asked for (a resumed session follows the page's language too).
             * @enum {string}
             */
            meanings: "translation" | "definition";
        };
        StartReview: {
            /** @enum {string} */
            kind: "review";
            /**
             * @description due: today's review; weak: a practice of weak items.
             * @enum {string}
             */
            mode: "due" | "weak";
            /** @enum {string} */
            course?: "en" | "es";
            /**
             * @default en
             * @enum {string}
             */
            locale: "en" | "uk" | "es" | "es-419" | "pt" | "fr" | "tr" | "it" | "de" | "pl" | "hi" | "el";
        };
        ReviewResult: {
            attemptId: string;
            /** @enum {string} */
            mode: "due" | "weak";
            correct: number;
            total: number;
            /** @description 0–1, from the first answers. */
            accuracy: number;
            /** @description 1 per card reviewed. */
            xp: number;
            /** @description Time counted (each answer capped, never more than the wall time). */
            durationMs: number;
            cards: number;
            streak: {
                current: number;
                extendedToday: boolean;
            };
            /** @description Ids of the achievements this review earned. */
            achievements: string[];
            /** @description True when the attempt was already completed: nothing changed. */
            replay: boolean;
        };
        ReviewResults: {
            answers: {
                exerciseId: string;
                response: string | null;
                ms: number;
                retry?: boolean;
                mistakes?: number;
                missed?: string[];
            }[];
            durationMs: number;
        };
        CourseTestList: {
            /** @enum {string} */
            course: "en" | "es";
            /** @description The share of right answers that passes (0.8). */
            passMark: number;
            levels: {
                /** @enum {string} */
                level: "A1" | "A2" | "B1" | "B2" | "C1";
                units: components["schemas"]["CourseTestSummary"][];
                levelTest: components["schemas"]["CourseTestSummary"];
            }[];
        };
        CourseTestSummary: {
            /** @example en-a1-u01 */
            testId: string;
            /**
             * @description unit_test: a unit's checkpoint; level_test: the test of a whole level.
             * @enum {string}
             */
            kind: "unit_test" | "level_test";
            /** @description The unit's title (checkpoints); null for a level test. */
            title: string | null;
            exercises: number;
            record: components["schemas"]["CourseTestRecord"];
        };
        /** @description The caller's results, null before a first completed attempt. */
        CourseTestRecord: {
            /** @description Completed attempts. */
            attempts: number;
            /** @description Best score, whole percent. */
            bestScore: number;
            lastScore: number;
            lastPassed: boolean;
            /** @description Passed at least once. */
            passed: boolean;
            /** Format: date-time */
            lastCompletedAt: string;
        } | null;
        StartedCourseTest: {
            /** Format: uuid */
            attemptId: string;
            /** @description An open attempt (another tab) was resumed: the same exercises. */
            resumed: boolean;
            test: {
                id: string;
                /**
                 * @description unit_test: a unit's checkpoint; level_test: the test of a whole level.
                 * @enum {string}
                 */
                kind: "unit_test" | "level_test";
                /** @enum {string} */
                course: "en" | "es";
                /** @enum {string} */
                level: "A1" | "A2" | "B1" | "B2" | "C1";
                title: string | null;
            };
            exercises: components["schemas"]["CourseTestExercise"][];
        };
        /** @description One exercise in the learner's locale (the shape of a lesson's exercise, model/playable.ts); its id in the test is `<lessonId>--<exerciseId>`. */
        CourseTestExercise: {
            id: string;
            /** @enum {string} */
            type: "choose" | "fill_gap" | "word_bank" | "match_pairs" | "listen_choose" | "listen_type" | "translate" | "flashcard" | "dialogue";
        } & {
            [key: string]: unknown;
        };
        StartCourseTest: Record<string, never>;
        CourseTestResult: {
            /** Format: uuid */
            attemptId: string;
            testId: string;
            /**
             * @description unit_test: a unit's checkpoint; level_test: the test of a whole level.
             * @enum {string}
             */
            kind: "unit_test" | "level_test";
            /** @description Whole percent right, 0–100. */
            score: number;
            correct: number;
            total: number;
            accuracy: number;
            /** @description At least the pass mark (80%) right. */
            passed: boolean;
            /** @description 1 per right answer, on the test's first pass only. */
            xp: number;
            durationMs: number;
            perExercise: {
                exerciseId: string;
                /** @enum {string} */
                type: "choose" | "fill_gap" | "word_bank" | "match_pairs" | "listen_choose" | "listen_type" | "translate" | "flashcard" | "dialogue";
                /** @enum {string} */
                verdict: "correct" | "almost" | "wrong";
            }[];
            /** @description The attempt was completed before (a retry or another tab): the stored result. */
            replay: boolean;
        };
        /** @description The answers only: the server scores them; any score sent is ignored. */
        CourseTestAnswers: {
            answers: components["schemas"]["CourseTestAnswer"][];
            durationMs: number;
        };
        CourseTestAnswer: {
            exerciseId: string;
            /** @description The chosen or typed text (word bank: tiles joined by one space); null for a match. */
            response: string | null;
            ms: number;
            /** @description A mistake repeated at the end (does not change the score). */
            retry?: boolean;
            /** @description Match pairs: wrong matches before all pairs were matched. */
            mistakes?: number;
            /** @description Match pairs: the word ids of the wrong matches (the word picked and the word whose meaning was picked). */
            missed?: string[];
        };
        FunnelAnswerSet: {
            funnel: string;
            answers: number;
            completed_at: string | null;
        };
        FunnelAnswerSetWrite: {
            answers: components["schemas"]["FunnelAnswer"][];
            /** @default false */
            completed: boolean;
        };
        /** @description One screen's answer as the browser keeps it (spec section 3, Funnel local answer). */
        FunnelAnswer: {
            questionText: string;
            category: string;
            questionId: string;
            selectedAnswers: string[];
            selectedAnswerIds: string[];
            questionKey: string;
            tag: string | null;
            retenoUserProperty: string | null;
        };
        PersonalPlan: {
            funnel: string;
            /** @enum {string} */
            course: "en" | "es";
            /** @enum {string|null} */
            goal: "career" | "travel" | "study" | "exam" | "relocation" | "hobby" | null;
            /** @enum {string} */
            level: "A1" | "A2" | "B1" | "B2" | "C1";
            /** @enum {string} */
            startLevel: "A1" | "A2" | "B1" | "B2" | "C1";
            /** @description The lesson the plan opened at when it was made. */
            startLesson: {
                id: string;
                title: string;
                /** @enum {string} */
                level: "A1" | "A2" | "B1" | "B2" | "C1";
            };
            /** @description The first lesson at or after the start lesson the learner has not completed; null when every one is done. */
            nextLesson: {
                id: string;
                title: string;
                /** @enum {string} */
                level: "A1" | "A2" | "B1" | "B2" | "C1";
            } | null;
            minutesPerDay: number;
            /** @description 5, 10, 15 or 20: the daily goal set in the learner's settings. */
            dailyGoal: number;
            daysPerWeek: number;
            topics: string[];
            /** @description Seven local days from today: study days with their lessons (from the next lesson; those completed today stay today's) and review sessions. */
            week: {
                /** @example 2026-11-23 */
                day: string;
                study: boolean;
                lessons: {
                    id: string;
                    title: string;
                    /** @enum {string} */
                    level: "A1" | "A2" | "B1" | "B2" | "C1";
                    /** @description Completed today (lessons completed before today are not planned again). */
                    done: boolean;
                }[];
                reviews: number;
                minutes: number;
            }[];
            /** @description An estimate, not a promise, from published hours per CEFR level for the course's language; null when none reach the next level (Spanish from C1). */
            estimate: {
                /** @enum {string} */
                level: "A1" | "A2" | "B1" | "B2" | "C1";
                /** @enum {string} */
                nextLevel: "A1" | "A2" | "B1" | "B2" | "C1" | "C2";
                hoursNeeded: number;
                hoursRange: [
                    number,
                    number
                ];
                minutesPerWeek: number;
                weeks: number;
                weeksRange: [
                    number,
                    number
                ];
                /** @example 2026-11-23 */
                reachBy: string;
                /**
                 * @description Whose published hours: Cambridge English (English), Instituto Cervantes (Spanish).
                 * @enum {string}
                 */
                sourceId: "cambridge" | "cervantes";
                /** Format: uri */
                source: string;
            } | null;
            /** @description Inputs that were not answered and took a default. */
            assumed: string[];
        };
        PersonalPlanRequest: {
            /** @example english-improve */
            funnel: string;
            /** @description The funnel's answers by screen id, as the browser keeps them (spec section 3). */
            answers: {
                [key: string]: {
                    questionText: string;
                    category: string;
                    questionId: string;
                    selectedAnswers: string[];
                    selectedAnswerIds: string[];
                    questionKey: string;
                    tag: string | null;
                    retenoUserProperty: string | null;
                };
            };
            /**
             * @description The interface language lesson titles are given in.
             * @default en
             * @enum {string}
             */
            locale: "en" | "uk" | "es" | "es-419" | "pt" | "fr" | "tr" | "it" | "de" | "pl" | "hi" | "el";
        };
        LevelTestSession: {
            /** Format: uuid */
            sessionId: string;
            /** @enum {string} */
            status: "started" | "completed";
            item: components["schemas"]["LevelTestItem"];
            result: components["schemas"]["LevelTestResult"];
        };
        /** @description The item to answer next (null once completed). */
        LevelTestItem: {
            seq: number;
            itemId: string;
            /** @enum {string} */
            skill: "grammar" | "vocabulary" | "reading" | "listening";
            /** @description The question (English); ___ marks a gap. */
            prompt: string;
            /** @description Reading items: the text the question is about. */
            passage: string | null;
            /** @description Listening items: the sentence's audio, normal and slow (WAV). */
            audio: {
                url: string;
                slowUrl: string;
            } | null;
            options: {
                id: string;
                text: string;
            }[];
        } | null;
        /** @description The result (null until completed). */
        LevelTestResult: {
            /** Format: uuid */
            sessionId: string;
            /** @enum {string} */
            level: "A1" | "A2" | "B1" | "B2" | "C1";
            /** @description The levels of the estimate ± 1.96 standard errors. */
            margin: [
                "A1" | "A2" | "B1" | "B2" | "C1",
                "A1" | "A2" | "B1" | "B2" | "C1"
            ];
            skills: {
                grammar: {
                    /**
                     * @description Null when the skill had too few items to say.
                     * @enum {string|null}
                     */
                    level: "A1" | "A2" | "B1" | "B2" | "C1" | null;
                    theta: number | null;
                    se: number | null;
                    items: number;
                };
                vocabulary: {
                    /**
                     * @description Null when the skill had too few items to say.
                     * @enum {string|null}
                     */
                    level: "A1" | "A2" | "B1" | "B2" | "C1" | null;
                    theta: number | null;
                    se: number | null;
                    items: number;
                };
                reading: {
                    /**
                     * @description Null when the skill had too few items to say.
                     * @enum {string|null}
                     */
                    level: "A1" | "A2" | "B1" | "B2" | "C1" | null;
                    theta: number | null;
                    se: number | null;
                    items: number;
                };
                listening: {
                    /**
                     * @description Null when the skill had too few items to say.
                     * @enum {string|null}
                     */
                    level: "A1" | "A2" | "B1" | "B2" | "C1" | null;
                    theta: number | null;
                    se: number | null;
                    items: number;
                };
            };
            itemsUsed: number;
            theta: number;
            se: number;
        } | null;
        StartLevelTest: {
            /**
             * @description Where the test is taken: "page" (/test-your-english-level) or the funnel's slug.
             * @example page
             */
            source: string;
        };
        LevelTestAnswered: components["schemas"]["LevelTestSession"] & {
            /** @description This step was answered before with the same answer: the same outcome again. */
            replay: boolean;
        };
        LevelTestResponse: {
            /** @description The number of the item answered (the served item's seq). */
            seq: number;
            /** @example b1-g03 */
            itemId: string;
            /**
             * @description The id of the chosen option.
             * @example 2
             */
            answer: string;
        };
    };
    responses: never;
    parameters: {
        /** @description The caller's IANA time zone (e.g. Europe/Kyiv); day boundaries are computed in it. */
        TimeLocation: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getLatestConsent: {
        parameters: {
            query?: never;
            header: {
                /** @description The caller's IANA time zone (e.g. Europe/Kyiv); day boundaries are computed in it. */
                "X-Time-Location": components["parameters"]["TimeLocation"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The latest record, or null. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DntLatestResponse"];
                };
            };
            /** @description Invalid input (the failing fields are listed) or a missing/invalid X-Time-Location header. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer id token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unreachable for a moment; try again after Retry-After seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    recordConsent: {
        parameters: {
            query?: never;
            header: {
                /** @description The caller's IANA time zone (e.g. Europe/Kyiv); day boundaries are computed in it. */
                "X-Time-Location": components["parameters"]["TimeLocation"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DntRequest"];
            };
        };
        responses: {
            /** @description Recorded. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DntResponse"];
                };
            };
            /** @description Invalid input (the failing fields are listed) or a missing/invalid X-Time-Location header. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer id token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 64 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; see Retry-After. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unreachable for a moment; try again after Retry-After seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getKeeperValue: {
        parameters: {
            query?: never;
            header: {
                /** @description The caller's IANA time zone (e.g. Europe/Kyiv); day boundaries are computed in it. */
                "X-Time-Location": components["parameters"]["TimeLocation"];
            };
            path: {
                key: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The stored value. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KeeperEntry"];
                };
            };
            /** @description Invalid input (the failing fields are listed) or a missing/invalid X-Time-Location header. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer id token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this caller (e.g. an anonymous user on a registered-only call). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unreachable for a moment; try again after Retry-After seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putKeeperValue: {
        parameters: {
            query?: never;
            header: {
                /** @description The caller's IANA time zone (e.g. Europe/Kyiv); day boundaries are computed in it. */
                "X-Time-Location": components["parameters"]["TimeLocation"];
            };
            path: {
                key: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["KeeperWrite"];
            };
        };
        responses: {
            /** @description Stored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KeeperEntry"];
                };
            };
            /** @description Invalid input (the failing fields are listed) or a missing/invalid X-Time-Location header. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer id token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this caller (e.g. an anonymous user on a registered-only call). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 64 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; see Retry-After. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unreachable for a moment; try again after Retry-After seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getProfile: {
        parameters: {
            query?: never;
            header: {
                /** @description The caller's IANA time zone (e.g. Europe/Kyiv); day boundaries are computed in it. */
                "X-Time-Location": components["parameters"]["TimeLocation"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The profile. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Profile"];
                };
            };
            /** @description Invalid input (the failing fields are listed) or a missing/invalid X-Time-Location header. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer id token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this caller (e.g. an anonymous user on a registered-only call). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unreachable for a moment; try again after Retry-After seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateProfile: {
        parameters: {
            query?: never;
            header: {
                /** @description The caller's IANA time zone (e.g. Europe/Kyiv); day boundaries are computed in it. */
                "X-Time-Location": components["parameters"]["TimeLocation"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProfilePatch"];
            };
        };
        responses: {
            /** @description The updated profile. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Profile"];
                };
            };
            /** @description Invalid input (the failing fields are listed) or a missing/invalid X-Time-Location header. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer id token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this caller (e.g. an anonymous user on a registered-only call). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 64 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; see Retry-After. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unreachable for a moment; try again after Retry-After seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listAvailableProducts: {
        parameters: {
            query?: {
                /** @description Repeat the key (or use key[]) for several values. */
                category?: ("self study" | "tutors") | ("self study" | "tutors")[];
                /** @description Repeat the key (or use key[]) for several values. */
                "category[]"?: ("self study" | "tutors") | ("self study" | "tutors")[];
                /** @description Repeat the key (or use key[]) for several values. */
                type?: string | string[];
                /** @description Repeat the key (or use key[]) for several values. */
                "type[]"?: string | string[];
                /** @description Repeat the key (or use key[]) for several values. */
                status?: string | string[];
                /** @description Repeat the key (or use key[]) for several values. */
                "status[]"?: string | string[];
            };
            header: {
                /** @description The caller's IANA time zone (e.g. Europe/Kyiv); day boundaries are computed in it. */
                "X-Time-Location": components["parameters"]["TimeLocation"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The products. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AvailableProduct"][];
                };
            };
            /** @description Invalid input (the failing fields are listed) or a missing/invalid X-Time-Location header. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer id token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this caller (e.g. an anonymous user on a registered-only call). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unreachable for a moment; try again after Retry-After seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    cancelSubscription: {
        parameters: {
            query?: never;
            header: {
                /** @description The caller's IANA time zone (e.g. Europe/Kyiv); day boundaries are computed in it. */
                "X-Time-Location": components["parameters"]["TimeLocation"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CancelSubscription"];
            };
        };
        responses: {
            /** @description The subscription after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscriptionView"];
                };
            };
            /** @description Invalid input (the failing fields are listed) or a missing/invalid X-Time-Location header. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer id token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this caller (e.g. an anonymous user on a registered-only call). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 64 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; see Retry-After. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unreachable for a moment; try again after Retry-After seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    undoCancelSubscription: {
        parameters: {
            query?: never;
            header: {
                /** @description The caller's IANA time zone (e.g. Europe/Kyiv); day boundaries are computed in it. */
                "X-Time-Location": components["parameters"]["TimeLocation"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmptyBody"];
            };
        };
        responses: {
            /** @description The subscription after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscriptionView"];
                };
            };
            /** @description Invalid input (the failing fields are listed) or a missing/invalid X-Time-Location header. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer id token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this caller (e.g. an anonymous user on a registered-only call). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 64 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; see Retry-After. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unreachable for a moment; try again after Retry-After seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    pauseSubscription: {
        parameters: {
            query?: never;
            header: {
                /** @description The caller's IANA time zone (e.g. Europe/Kyiv); day boundaries are computed in it. */
                "X-Time-Location": components["parameters"]["TimeLocation"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PauseSubscription"];
            };
        };
        responses: {
            /** @description The subscription after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscriptionView"];
                };
            };
            /** @description Invalid input (the failing fields are listed) or a missing/invalid X-Time-Location header. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer id token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this caller (e.g. an anonymous user on a registered-only call). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 64 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; see Retry-After. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unreachable for a moment; try again after Retry-After seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    resumeSubscription: {
        parameters: {
            query?: never;
            header: {
                /** @description The caller's IANA time zone (e.g. Europe/Kyiv); day boundaries are computed in it. */
                "X-Time-Location": components["parameters"]["TimeLocation"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmptyBody"];
            };
        };
        responses: {
            /** @description The subscription after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscriptionView"];
                };
            };
            /** @description Invalid input (the failing fields are listed) or a missing/invalid X-Time-Location header. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer id token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this caller (e.g. an anonymous user on a registered-only call). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 64 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; see Retry-After. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unreachable for a moment; try again after Retry-After seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    previewPlanChange: {
        parameters: {
            query: {
                planId: string;
            };
            header: {
                /** @description The caller's IANA time zone (e.g. Europe/Kyiv); day boundaries are computed in it. */
                "X-Time-Location": components["parameters"]["TimeLocation"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The preview. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlanChangePreview"];
                };
            };
            /** @description Invalid input (the failing fields are listed) or a missing/invalid X-Time-Location header. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer id token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this caller (e.g. an anonymous user on a registered-only call). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unreachable for a moment; try again after Retry-After seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    changePlanSubscription: {
        parameters: {
            query?: never;
            header: {
                /** @description The caller's IANA time zone (e.g. Europe/Kyiv); day boundaries are computed in it. */
                "X-Time-Location": components["parameters"]["TimeLocation"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangePlan"];
            };
        };
        responses: {
            /** @description The subscription after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscriptionView"];
                };
            };
            /** @description Invalid input (the failing fields are listed) or a missing/invalid X-Time-Location header. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer id token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this caller (e.g. an anonymous user on a registered-only call). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 64 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; see Retry-After. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unreachable for a moment; try again after Retry-After seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getUpsellOffer: {
        parameters: {
            query?: never;
            header: {
                /** @description The caller's IANA time zone (e.g. Europe/Kyiv); day boundaries are computed in it. */
                "X-Time-Location": components["parameters"]["TimeLocation"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The offer, or null. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpsellOffer"];
                };
            };
            /** @description Invalid input (the failing fields are listed) or a missing/invalid X-Time-Location header. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer id token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this caller (e.g. an anonymous user on a registered-only call). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unreachable for a moment; try again after Retry-After seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    acceptUpsellOffer: {
        parameters: {
            query?: never;
            header: {
                /** @description The caller's IANA time zone (e.g. Europe/Kyiv); day boundaries are computed in it. */
                "X-Time-Location": components["parameters"]["TimeLocation"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AcceptUpsell"];
            };
        };
        responses: {
            /** @description What happened. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpsellResult"];
                };
            };
            /** @description Invalid input (the failing fields are listed) or a missing/invalid X-Time-Location header. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer id token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this caller (e.g. an anonymous user on a registered-only call). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 64 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; see Retry-After. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unreachable for a moment; try again after Retry-After seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    startCheckout: {
        parameters: {
            query?: never;
            header: {
                /** @description The caller's IANA time zone (e.g. Europe/Kyiv); day boundaries are computed in it. */
                "X-Time-Location": components["parameters"]["TimeLocation"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StartCheckout"];
            };
        };
        responses: {
            /** @description The checkout and where to pay. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CheckoutStarted"];
                };
            };
            /** @description Invalid input (the failing fields are listed) or a missing/invalid X-Time-Location header. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer id token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this caller (e.g. an anonymous user on a registered-only call). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller already holds this (already_subscribed: a live subscription of the same product type; reason names its plan). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 64 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; see Retry-After. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unreachable for a moment; try again after Retry-After seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCheckout: {
        parameters: {
            query?: never;
            header: {
                /** @description The caller's IANA time zone (e.g. Europe/Kyiv); day boundaries are computed in it. */
                "X-Time-Location": components["parameters"]["TimeLocation"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The checkout. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Checkout"];
                };
            };
            /** @description Invalid input (the failing fields are listed) or a missing/invalid X-Time-Location header. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer id token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this caller (e.g. an anonymous user on a registered-only call). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unreachable for a moment; try again after Retry-After seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listSubscriptions: {
        parameters: {
            query?: never;
            header: {
                /** @description The caller's IANA time zone (e.g. Europe/Kyiv); day boundaries are computed in it. */
                "X-Time-Location": components["parameters"]["TimeLocation"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The subscriptions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscriptionList"];
                };
            };
            /** @description Invalid input (the failing fields are listed) or a missing/invalid X-Time-Location header. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer id token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this caller (e.g. an anonymous user on a registered-only call). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unreachable for a moment; try again after Retry-After seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listReceipts: {
        parameters: {
            query?: never;
            header: {
                /** @description The caller's IANA time zone (e.g. Europe/Kyiv); day boundaries are computed in it. */
                "X-Time-Location": components["parameters"]["TimeLocation"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The receipts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReceiptList"];
                };
            };
            /** @description Invalid input (the failing fields are listed) or a missing/invalid X-Time-Location header. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer id token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this caller (e.g. an anonymous user on a registered-only call). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unreachable for a moment; try again after Retry-After seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getReceipt: {
        parameters: {
            query?: never;
            header: {
                /** @description The caller's IANA time zone (e.g. Europe/Kyiv); day boundaries are computed in it. */
                "X-Time-Location": components["parameters"]["TimeLocation"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The receipt. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Receipt"];
                };
            };
            /** @description Invalid input (the failing fields are listed) or a missing/invalid X-Time-Location header. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer id token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this caller (e.g. an anonymous user on a registered-only call). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unreachable for a moment; try again after Retry-After seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getWallet: {
        parameters: {
            query?: never;
            header: {
                /** @description The caller's IANA time zone (e.g. Europe/Kyiv); day boundaries are computed in it. */
                "X-Time-Location": components["parameters"]["TimeLocation"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The wallet. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Wallet"];
                };
            };
            /** @description Invalid input (the failing fields are listed) or a missing/invalid X-Time-Location header. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer id token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this caller (e.g. an anonymous user on a registered-only call). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unreachable for a moment; try again after Retry-After seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    openBillingPortal: {
        parameters: {
            query?: never;
            header: {
                /** @description The caller's IANA time zone (e.g. Europe/Kyiv); day boundaries are computed in it. */
                "X-Time-Location": components["parameters"]["TimeLocation"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OpenBillingPortal"];
            };
        };
        responses: {
            /** @description Where the browser goes. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingPortal"];
                };
            };
            /** @description Invalid input (the failing fields are listed) or a missing/invalid X-Time-Location header. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer id token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this caller (e.g. an anonymous user on a registered-only call). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 64 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; see Retry-After. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unreachable for a moment; try again after Retry-After seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCourseMap: {
        parameters: {
            query?: {
                /** @description The course learned. */
                course?: "en" | "es";
                /** @description The interface language texts are given in. */
                locale?: "en" | "uk" | "es" | "es-419" | "pt" | "fr" | "tr" | "it" | "de" | "pl" | "hi" | "el";
            };
            header: {
                /** @description The caller's IANA time zone (e.g. Europe/Kyiv); day boundaries are computed in it. */
                "X-Time-Location": components["parameters"]["TimeLocation"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The course map (no levels for a course not written yet). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CourseMap"];
                };
            };
            /** @description Invalid input (the failing fields are listed) or a missing/invalid X-Time-Location header. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer id token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unreachable for a moment; try again after Retry-After seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getLesson: {
        parameters: {
            query?: {
                /** @description The interface language texts are given in. */
                locale?: "en" | "uk" | "es" | "es-419" | "pt" | "fr" | "tr" | "it" | "de" | "pl" | "hi" | "el";
            };
            header: {
                /** @description The caller's IANA time zone (e.g. Europe/Kyiv); day boundaries are computed in it. */
                "X-Time-Location": components["parameters"]["TimeLocation"];
            };
            path: {
                lessonId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The lesson. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        lesson: components["schemas"]["PlayableLesson"];
                    };
                };
            };
            /** @description Invalid input (the failing fields are listed) or a missing/invalid X-Time-Location header. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer id token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this caller (e.g. an anonymous user on a registered-only call). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unreachable for a moment; try again after Retry-After seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    startAttempt: {
        parameters: {
            query?: never;
            header: {
                /** @description The caller's IANA time zone (e.g. Europe/Kyiv); day boundaries are computed in it. */
                "X-Time-Location": components["parameters"]["TimeLocation"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StartAttempt"];
            };
        };
        responses: {
            /** @description An open attempt was resumed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Attempt"];
                };
            };
            /** @description A new attempt was started. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Attempt"];
                };
            };
            /** @description Invalid input (the failing fields are listed) or a missing/invalid X-Time-Location header. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer id token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this caller (e.g. an anonymous user on a registered-only call). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 64 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; see Retry-After. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unreachable for a moment; try again after Retry-After seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    submitLessonResults: {
        parameters: {
            query?: never;
            header: {
                /** @description The caller's IANA time zone (e.g. Europe/Kyiv); day boundaries are computed in it. */
                "X-Time-Location": components["parameters"]["TimeLocation"];
            };
            path: {
                attemptId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LessonResults"];
            };
        };
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LessonResult"];
                };
            };
            /** @description Invalid input (the failing fields are listed) or a missing/invalid X-Time-Location header. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer id token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 64 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request is well formed but does not fit the resource (see code and reason). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; see Retry-After. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unreachable for a moment; try again after Retry-After seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getProgress: {
        parameters: {
            query?: never;
            header: {
                /** @description The caller's IANA time zone (e.g. Europe/Kyiv); day boundaries are computed in it. */
                "X-Time-Location": components["parameters"]["TimeLocation"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The progress. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Progress"];
                };
            };
            /** @description Invalid input (the failing fields are listed) or a missing/invalid X-Time-Location header. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer id token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unreachable for a moment; try again after Retry-After seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getStreak: {
        parameters: {
            query?: never;
            header: {
                /** @description The caller's IANA time zone (e.g. Europe/Kyiv); day boundaries are computed in it. */
                "X-Time-Location": components["parameters"]["TimeLocation"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The streak. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Streak"];
                };
            };
            /** @description Invalid input (the failing fields are listed) or a missing/invalid X-Time-Location header. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer id token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unreachable for a moment; try again after Retry-After seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    planBreak: {
        parameters: {
            query?: never;
            header: {
                /** @description The caller's IANA time zone (e.g. Europe/Kyiv); day boundaries are computed in it. */
                "X-Time-Location": components["parameters"]["TimeLocation"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlanBreak"];
            };
        };
        responses: {
            /** @description The break. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlannedBreak"];
                };
            };
            /** @description Invalid input (the failing fields are listed) or a missing/invalid X-Time-Location header. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer id token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 64 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request is well formed but does not fit the resource (see code and reason). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; see Retry-After. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unreachable for a moment; try again after Retry-After seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    cancelBreak: {
        parameters: {
            query?: never;
            header: {
                /** @description The caller's IANA time zone (e.g. Europe/Kyiv); day boundaries are computed in it. */
                "X-Time-Location": components["parameters"]["TimeLocation"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Canceled. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input (the failing fields are listed) or a missing/invalid X-Time-Location header. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer id token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request is well formed but does not fit the resource (see code and reason). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; see Retry-After. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unreachable for a moment; try again after Retry-After seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listAchievements: {
        parameters: {
            query?: never;
            header: {
                /** @description The caller's IANA time zone (e.g. Europe/Kyiv); day boundaries are computed in it. */
                "X-Time-Location": components["parameters"]["TimeLocation"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The achievements. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Achievements"];
                };
            };
            /** @description Invalid input (the failing fields are listed) or a missing/invalid X-Time-Location header. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer id token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unreachable for a moment; try again after Retry-After seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    markAchievementsSeen: {
        parameters: {
            query?: never;
            header: {
                /** @description The caller's IANA time zone (e.g. Europe/Kyiv); day boundaries are computed in it. */
                "X-Time-Location": components["parameters"]["TimeLocation"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AchievementsSeen"];
            };
        };
        responses: {
            /** @description Marked. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input (the failing fields are listed) or a missing/invalid X-Time-Location header. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer id token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 64 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; see Retry-After. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unreachable for a moment; try again after Retry-After seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getLearnerSettings: {
        parameters: {
            query?: never;
            header: {
                /** @description The caller's IANA time zone (e.g. Europe/Kyiv); day boundaries are computed in it. */
                "X-Time-Location": components["parameters"]["TimeLocation"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LearnerSettings"];
                };
            };
            /** @description Invalid input (the failing fields are listed) or a missing/invalid X-Time-Location header. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer id token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unreachable for a moment; try again after Retry-After seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putLearnerSettings: {
        parameters: {
            query?: never;
            header: {
                /** @description The caller's IANA time zone (e.g. Europe/Kyiv); day boundaries are computed in it. */
                "X-Time-Location": components["parameters"]["TimeLocation"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LearnerSettings"];
            };
        };
        responses: {
            /** @description The settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LearnerSettings"];
                };
            };
            /** @description Invalid input (the failing fields are listed) or a missing/invalid X-Time-Location header. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer id token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 64 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; see Retry-After. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unreachable for a moment; try again after Retry-After seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getReviews: {
        parameters: {
            query?: {
                /** @description The learner's current course when left out. */
                course?: "en" | "es";
                /** @description The interface language of the exercises. */
                locale?: "en" | "uk" | "es" | "es-419" | "pt" | "fr" | "tr" | "it" | "de" | "pl" | "hi" | "el";
            };
            header: {
                /** @description The caller's IANA time zone (e.g. Europe/Kyiv); day boundaries are computed in it. */
                "X-Time-Location": components["parameters"]["TimeLocation"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Today's reviews. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReviewsToday"];
                };
            };
            /** @description Invalid input (the failing fields are listed) or a missing/invalid X-Time-Location header. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer id token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unreachable for a moment; try again after Retry-After seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    startReview: {
        parameters: {
            query?: never;
            header: {
                /** @description The caller's IANA time zone (e.g. Europe/Kyiv); day boundaries are computed in it. */
                "X-Time-Location": components["parameters"]["TimeLocation"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StartReview"];
            };
        };
        responses: {
            /** @description The attempt and its exercises. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReviewAttempt"];
                };
            };
            /** @description Invalid input (the failing fields are listed) or a missing/invalid X-Time-Location header. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer id token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 64 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; see Retry-After. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unreachable for a moment; try again after Retry-After seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    submitReviewResults: {
        parameters: {
            query?: never;
            header: {
                /** @description The caller's IANA time zone (e.g. Europe/Kyiv); day boundaries are computed in it. */
                "X-Time-Location": components["parameters"]["TimeLocation"];
            };
            path: {
                attemptId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReviewResults"];
            };
        };
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReviewResult"];
                };
            };
            /** @description Invalid input (the failing fields are listed) or a missing/invalid X-Time-Location header. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer id token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 64 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request is well formed but does not fit the resource (see code and reason). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; see Retry-After. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unreachable for a moment; try again after Retry-After seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listCourseTests: {
        parameters: {
            query?: {
                /** @description The course learned. */
                course?: "en" | "es";
                /** @description The interface language texts are given in. */
                locale?: "en" | "uk" | "es" | "es-419" | "pt" | "fr" | "tr" | "it" | "de" | "pl" | "hi" | "el";
            };
            header: {
                /** @description The caller's IANA time zone (e.g. Europe/Kyiv); day boundaries are computed in it. */
                "X-Time-Location": components["parameters"]["TimeLocation"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tests and the caller's results. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CourseTestList"];
                };
            };
            /** @description Invalid input (the failing fields are listed) or a missing/invalid X-Time-Location header. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer id token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unreachable for a moment; try again after Retry-After seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    startCourseTest: {
        parameters: {
            query?: {
                /** @description The interface language texts are given in. */
                locale?: "en" | "uk" | "es" | "es-419" | "pt" | "fr" | "tr" | "it" | "de" | "pl" | "hi" | "el";
            };
            header: {
                /** @description The caller's IANA time zone (e.g. Europe/Kyiv); day boundaries are computed in it. */
                "X-Time-Location": components["parameters"]["TimeLocation"];
            };
            path: {
                testId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StartCourseTest"];
            };
        };
        responses: {
            /** @description An open attempt was resumed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StartedCourseTest"];
                };
            };
            /** @description A new attempt was started. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StartedCourseTest"];
                };
            };
            /** @description Invalid input (the failing fields are listed) or a missing/invalid X-Time-Location header. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer id token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 64 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; see Retry-After. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unreachable for a moment; try again after Retry-After seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    submitCourseTestResults: {
        parameters: {
            query?: never;
            header: {
                /** @description The caller's IANA time zone (e.g. Europe/Kyiv); day boundaries are computed in it. */
                "X-Time-Location": components["parameters"]["TimeLocation"];
            };
            path: {
                attemptId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CourseTestAnswers"];
            };
        };
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CourseTestResult"];
                };
            };
            /** @description Invalid input (the failing fields are listed) or a missing/invalid X-Time-Location header. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer id token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 64 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request is well formed but does not fit the resource (see code and reason). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; see Retry-After. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unreachable for a moment; try again after Retry-After seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    storeFunnelAnswers: {
        parameters: {
            query?: never;
            header: {
                /** @description The caller's IANA time zone (e.g. Europe/Kyiv); day boundaries are computed in it. */
                "X-Time-Location": components["parameters"]["TimeLocation"];
            };
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FunnelAnswerSetWrite"];
            };
        };
        responses: {
            /** @description Stored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FunnelAnswerSet"];
                };
            };
            /** @description Invalid input (the failing fields are listed) or a missing/invalid X-Time-Location header. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer id token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 64 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; see Retry-After. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unreachable for a moment; try again after Retry-After seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPersonalPlan: {
        parameters: {
            query?: {
                /** @description The interface language lesson titles are given in. */
                locale?: "en" | "uk" | "es" | "es-419" | "pt" | "fr" | "tr" | "it" | "de" | "pl" | "hi" | "el";
            };
            header: {
                /** @description The caller's IANA time zone (e.g. Europe/Kyiv); day boundaries are computed in it. */
                "X-Time-Location": components["parameters"]["TimeLocation"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The plan. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PersonalPlan"];
                };
            };
            /** @description Invalid input (the failing fields are listed) or a missing/invalid X-Time-Location header. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer id token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unreachable for a moment; try again after Retry-After seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    savePersonalPlan: {
        parameters: {
            query?: never;
            header: {
                /** @description The caller's IANA time zone (e.g. Europe/Kyiv); day boundaries are computed in it. */
                "X-Time-Location": components["parameters"]["TimeLocation"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PersonalPlanRequest"];
            };
        };
        responses: {
            /** @description The plan. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PersonalPlan"];
                };
            };
            /** @description Invalid input (the failing fields are listed) or a missing/invalid X-Time-Location header. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer id token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 64 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; see Retry-After. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unreachable for a moment; try again after Retry-After seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    startLevelTest: {
        parameters: {
            query?: never;
            header: {
                /** @description The caller's IANA time zone (e.g. Europe/Kyiv); day boundaries are computed in it. */
                "X-Time-Location": components["parameters"]["TimeLocation"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StartLevelTest"];
            };
        };
        responses: {
            /** @description The session and its first item. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LevelTestSession"];
                };
            };
            /** @description Invalid input (the failing fields are listed) or a missing/invalid X-Time-Location header. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer id token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 64 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; see Retry-After. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unreachable for a moment; try again after Retry-After seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    readLevelTest: {
        parameters: {
            query?: never;
            header: {
                /** @description The caller's IANA time zone (e.g. Europe/Kyiv); day boundaries are computed in it. */
                "X-Time-Location": components["parameters"]["TimeLocation"];
            };
            path: {
                /** @description The session id. */
                sessionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The session. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LevelTestSession"];
                };
            };
            /** @description Invalid input (the failing fields are listed) or a missing/invalid X-Time-Location header. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer id token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unreachable for a moment; try again after Retry-After seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    answerLevelTestItem: {
        parameters: {
            query?: never;
            header: {
                /** @description The caller's IANA time zone (e.g. Europe/Kyiv); day boundaries are computed in it. */
                "X-Time-Location": components["parameters"]["TimeLocation"];
            };
            path: {
                /** @description The session id. */
                sessionId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LevelTestResponse"];
            };
        };
        responses: {
            /** @description The next item or the result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LevelTestAnswered"];
                };
            };
            /** @description Invalid input (the failing fields are listed) or a missing/invalid X-Time-Location header. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer id token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 64 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request is well formed but does not fit the resource (see code and reason). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; see Retry-After. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unreachable for a moment; try again after Retry-After seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
}
