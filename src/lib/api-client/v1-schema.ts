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
         * @description Price, amount and currency come from the catalogue and the visitor's country only. An open checkout for the same plan and currency is reused. Registered accounts only.
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
                code: "invalid_input" | "unauthorized" | "forbidden" | "lesson_locked" | "not_found" | "method_not_allowed" | "payload_too_large" | "unsupported_media_type" | "invalid_answers" | "break_refused" | "rate_limited" | "internal" | "unavailable";
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
             * @description A local path to come back to when leaving the checkout.
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
            translation: string;
            example?: string;
        };
        /** @description One exercise in the learner's locale; its other fields depend on the type (content/courses/GUIDE and model/content-schema.ts): choices, answer, sentence, tiles, audio, answers, lines, question, and for flashcards `word`, for matches `pairs`. */
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
}
