import { v1Api } from "@/lib/api-client";
import { shouldApplyAccountChoice } from "../model/consent";
import { SYNCED_KEY } from "./account-consent-mark";
import { readPending, readRecordedAt, writeRecordedAt } from "./consent-sync";

/**
 * The choice a registered user made on another device follows them: once per browser session
 * and at each sign-in, the latest record of the account is read from GET /v1/dnt and applied
 * when this browser has no choice or an older one. A local change not yet sent is newer and wins.
 */
export async function syncAccountConsent(userId: string): Promise<void> {
  try {
    if (readPending() || window.sessionStorage.getItem(SYNCED_KEY) === userId) return;
    const { isConsentReady, applyAccountConsent, localConsentChoice } = await import("./consent-manager");
    if (!isConsentReady()) return;
    const { latest } = await v1Api.GET("/v1/dnt");
    window.sessionStorage.setItem(SYNCED_KEY, userId);
    if (!latest) return;
    const local = localConsentChoice();
    const apply = shouldApplyAccountChoice({
      recordAt: latest.created_at,
      hasLocalChoice: local.hasChoice,
      localChoiceAt: local.madeAt,
      localRecordedAt: readRecordedAt(),
      hasPendingUpdate: readPending() !== null,
    });
    if (!apply) return;
    applyAccountConsent(latest);
    writeRecordedAt(latest.created_at);
  } catch (error) {
    console.warn("could not read the account's consent choice", error);
  }
}
