import "server-only";
import { eq, sql } from "drizzle-orm";
import { profileKeeper, profiles } from "@db/schema/profile";
import { readAccount, updateAccountNaming } from "@/features/auth/server";
import { getDb, type Database } from "@/lib/db";
import type { Transaction } from "@/lib/ownership/types";
import type { UserProfile } from "../model/derive-profile-state";
import { invalidInput } from "@/lib/api/api-errors";
import { isSameLanguage, SAME_LANGUAGE_MESSAGE, type ProfilePatch } from "../model/profile-fields";
import { keeperUpdatedAtIso } from "./keeper-store";

/** The profile answer of GET /v1/profiles: the account, its profile fields and its keeper. */
export async function readProfile(userId: string, db: Database = getDb()): Promise<UserProfile | null> {
  const [account, [profile], keeperRows] = await Promise.all([
    readAccount(userId, db),
    db.select().from(profiles).where(eq(profiles.userId, userId)),
    db
      .select({ key: profileKeeper.key, value: profileKeeper.value, updatedAt: keeperUpdatedAtIso })
      .from(profileKeeper)
      .where(eq(profileKeeper.userId, userId)),
  ]);
  if (!account) return null;
  return {
    user_id: account.id,
    // Phone accounts carry a placeholder address under .invalid: not an email anyone can use.
    email: account.email.endsWith(".invalid") ? null : account.email,
    phone_number: account.phoneNumber,
    free_for_ukraine: profile?.freeForUkraine ?? false,
    display_name: profile?.displayName ?? account.name ?? null,
    native_language: profile?.nativeLanguage ?? null,
    target_language: profile?.targetLanguage ?? null,
    learning_target: profile?.learningTarget ?? null,
    time_zone: profile?.timeZone ?? null,
    interface_locale: profile?.interfaceLocale ?? account.locale ?? null,
    keeper: Object.fromEntries(keeperRows.map((k) => [k.key, { value: k.value, updated_at: k.updatedAt }])),
  };
}

/**
 * Updates the fields sent (null clears one); the display name and locale also go to the account.
 * Refuses (400) a native language equal to the target language, counting what is stored.
 */
export async function updateProfile(userId: string, patch: ProfilePatch, db: Database = getDb()): Promise<void> {
  const set: Partial<typeof profiles.$inferInsert> = {};
  if (patch.display_name !== undefined) set.displayName = patch.display_name;
  if (patch.native_language !== undefined) set.nativeLanguage = patch.native_language;
  if (patch.target_language !== undefined) set.targetLanguage = patch.target_language;
  if (patch.learning_target !== undefined) set.learningTarget = patch.learning_target;
  if (patch.time_zone !== undefined) set.timeZone = patch.time_zone;
  if (patch.interface_locale !== undefined) set.interfaceLocale = patch.interface_locale;
  await db.transaction(async (tx) => {
    if (patch.native_language !== undefined || patch.target_language !== undefined) {
      // The languages are checked against the stored ones, under a lock on the row.
      const [stored] = await tx
        .select({ native: profiles.nativeLanguage, target: profiles.targetLanguage })
        .from(profiles)
        .where(eq(profiles.userId, userId))
        .for("update");
      const native = patch.native_language !== undefined ? patch.native_language : (stored?.native ?? null);
      const target = patch.target_language !== undefined ? patch.target_language : (stored?.target ?? null);
      if (isSameLanguage(native, target)) {
        const field = patch.target_language !== undefined ? "target_language" : "native_language";
        throw invalidInput("json", [{ path: [field], message: SAME_LANGUAGE_MESSAGE }]);
      }
    }
    await tx
      .insert(profiles)
      .values({ userId, ...set, updatedAt: new Date() })
      .onConflictDoUpdate({ target: profiles.userId, set: { ...set, updatedAt: sql`now()` } });
    await updateAccountNaming(userId, { name: patch.display_name ?? undefined, locale: patch.interface_locale ?? undefined }, tx);
  });
}

/** The profile flag free_for_ukraine (it grants courses premium; billing reads it through here). */
export async function isFreeForUkraine(userId: string, db: Database = getDb()): Promise<boolean> {
  const [row] = await db.select({ freeForUkraine: profiles.freeForUkraine }).from(profiles).where(eq(profiles.userId, userId));
  return row?.freeForUkraine ?? false;
}

/**
 * Sets the profile flag free_for_ukraine (the free-for-Ukraine programme's decision, decision
 * record 0040), inside the caller's transaction so the decision and its audit row commit with it.
 */
export async function setFreeForUkraine(userId: string, value: boolean, db: Database | Transaction): Promise<void> {
  await db
    .insert(profiles)
    .values({ userId, freeForUkraine: value, updatedAt: new Date() })
    .onConflictDoUpdate({ target: profiles.userId, set: { freeForUkraine: value, updatedAt: sql`now()` } });
}
