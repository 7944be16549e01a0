import { parseExperimentsInvolved } from "./experiments-involved";

/** The attributes every flag evaluation sees (spec section 3, "User attributes sent for experiments"). */
export interface ExperimentAttributes {
  custom_user_id: string;
  country: string;
  utm_source: string;
  device: DeviceType | "";
  platform: "web";
  device_id: string;
  email: string;
  self_learning_premium_access: boolean;
  user_created_date: string;
  completed_first_lesson: boolean;
  ff_experiments_involved: string;
}

export type DeviceType = "Mobile" | "Tablet" | "Desktop";

export const DEFAULT_UTM_SOURCE = "organic";

export interface AttributeSources {
  /** The signed-in account (registered or anonymous), as the server knows it. */
  user?: { id: string; email: string | null; isAnonymous: boolean; createdAt: Date | string } | null;
  countryCode?: string | null;
  utmSource?: string | null;
  device?: DeviceType | null;
  deviceId?: string | null;
  hasSelfLearningPremium?: boolean;
  hasCompletedFirstLesson?: boolean;
  experimentsInvolved?: string | null;
}

const DEVICE_ID = /^[A-Za-z0-9_-]{8,64}$/;

/** Builds the attribute set; anything unknown gets the spec's default or an empty value. */
export function buildExperimentAttributes(sources: AttributeSources): ExperimentAttributes {
  const user = sources.user ?? null;
  const createdAt = user ? new Date(user.createdAt) : null;
  return {
    custom_user_id: user?.id ?? "",
    country: /^[A-Z]{2}$/.test(sources.countryCode ?? "") ? sources.countryCode! : "",
    utm_source: sources.utmSource?.trim().slice(0, 100) || DEFAULT_UTM_SOURCE,
    device: sources.device ?? "",
    platform: "web",
    device_id: sources.deviceId && DEVICE_ID.test(sources.deviceId) ? sources.deviceId : "",
    email: user && !user.isAnonymous ? (user.email ?? "") : "",
    self_learning_premium_access: Boolean(sources.hasSelfLearningPremium),
    user_created_date: createdAt && !Number.isNaN(createdAt.getTime()) ? createdAt.toISOString() : "",
    completed_first_lesson: Boolean(sources.hasCompletedFirstLesson),
    ff_experiments_involved: parseExperimentsInvolved(sources.experimentsInvolved).join(","),
  };
}
