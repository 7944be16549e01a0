import "server-only";
import { z } from "zod";
import { getSessionUser } from "@/features/auth/server";
import { getConfig } from "@/lib/config";
import { AppError } from "@/lib/errors";
import { CLIENT_ADDRESS_HEADER } from "@/lib/http/client-address";
import { readJsonBody } from "@/lib/http/json-body";
import { buildExperimentAttributes, type ExperimentAttributes } from "../model/attributes";
import { classifyDevice } from "../model/device";
import { evaluateFlagPayload, loadUserAttributeSources, type EvaluatedPayload } from "./evaluate-flags";
import { lookupCountryCode } from "./lookup-geolocation";

/** What the GrowthBook SDK posts to /api/eval/<clientKey> in remote-evaluation mode. */
const remoteEvalBody = z.object({
  attributes: z.record(z.string().max(100), z.unknown()).default({}),
  forcedVariations: z.unknown().optional(),
  forcedFeatures: z.unknown().optional(),
  url: z.string().max(2048).optional(),
});

const text = (value: unknown) => (typeof value === "string" ? value : null);

/**
 * Builds the attributes for one evaluation. The browser's word is taken for what only it knows
 * (device id, device type, campaign source, a visitor's exposures); who the user is comes from
 * the session cookie and the country from the client address, so neither can be claimed.
 */
export async function resolveEvaluationAttributes(headers: Headers, claimed: Record<string, unknown>): Promise<ExperimentAttributes> {
  const [user, countryCode] = await Promise.all([
    getSessionUser(headers).catch(() => null),
    lookupCountryCode(headers.get(CLIENT_ADDRESS_HEADER) ?? ""),
  ]);
  const registered = user && !user.isAnonymous ? await loadUserAttributeSources(user.id) : {};
  const claimedDevice = text(claimed.device);
  const userAgent = headers.get("user-agent");
  const device =
    claimedDevice === "Mobile" || claimedDevice === "Tablet" || claimedDevice === "Desktop"
      ? claimedDevice
      : userAgent
        ? classifyDevice({ userAgent })
        : null;
  return buildExperimentAttributes({
    user,
    countryCode,
    utmSource: text(claimed.utm_source),
    device,
    deviceId: text(claimed.device_id),
    hasCompletedFirstLesson: registered.hasCompletedFirstLesson,
    hasSelfLearningPremium: registered.hasSelfLearningPremium,
    // A registered user's exposures live in their keeper; a visitor's in their browser.
    experimentsInvolved: user && !user.isAnonymous ? (registered.experimentsInvolved ?? null) : text(claimed.ff_experiments_involved),
  });
}

/** POST /api/growth/api/eval/{clientKey}: GrowthBook remote evaluation. Forced features and variations are ignored. */
export async function handleRemoteEval(request: Request, clientKey: string): Promise<{ body: EvaluatedPayload }> {
  if (clientKey !== getConfig().GROWTHBOOK_CLIENT_KEY) throw new AppError("not_found", "Unknown client key.");
  const parsed = remoteEvalBody.safeParse(await readJsonBody(request));
  if (!parsed.success) throw new AppError("invalid_input", "The evaluation request is not valid.");
  const attributes = await resolveEvaluationAttributes(request.headers, parsed.data.attributes);
  return { body: await evaluateFlagPayload(attributes) };
}
