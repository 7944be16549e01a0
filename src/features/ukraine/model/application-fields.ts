/**
 * The application's fields and limits, without zod: the browser's form imports these (the schema
 * in application.ts stays on the server and in tests).
 */
export const APPLICATION_STATUSES = ["PENDING", "APPROVED", "REJECTED"] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** What the applicant declares about where the war has left them. */
export const SITUATIONS = ["in_ukraine", "displaced_in_ukraine", "displaced_abroad"] as const;
export type Situation = (typeof SITUATIONS)[number];

export const APPLICATION_LIMITS = { placeMax: 80, noteMax: 1000, reasonMax: 500 } as const;

export type ApplicationField = "situation" | "city" | "country" | "note" | "consent";

/** An application as its applicant and the admin queue see it. */
export interface ApplicationView {
  id: string;
  status: ApplicationStatus;
  situation: Situation;
  city: string;
  country: string;
  note: string;
  createdAt: Date;
  decidedAt: Date | null;
  decisionReason: string | null;
}
