import { ensureSession } from "@/features/auth/client";
import { v1Api } from "@/lib/api-client";
import type { FunnelAnswers } from "../model/answers";

/**
 * Stores the answer set on the visitor's account (anonymous included: sign-up moves it). Loaded
 * when a funnel ends, so the /v1 client is not in the funnel page's first load. Failures are logged:
 * the answers are still in localStorage.
 */
export async function saveAnswers(slug: string, answers: FunnelAnswers, isCompleted: boolean): Promise<boolean> {
  try {
    await ensureSession();
    // The transport throws every failure (ApiError); what comes back is the success.
    await v1Api.POST("/v1/funnels/{slug}/answers", {
      params: { path: { slug } },
      body: { answers: Object.values(answers), completed: isCompleted },
    });
    return true;
  } catch (error) {
    console.warn("funnel answers were not stored", error);
    return false;
  }
}
