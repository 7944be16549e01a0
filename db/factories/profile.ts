import type { InferInsertModel } from "drizzle-orm";
import { profileKeeper, profiles } from "../schema";
import type { FactoryDb } from "./database";

type ProfileRow = InferInsertModel<typeof profiles>;

/** A profile row for a registered user (the app creates one on the first write). */
export async function createProfile(db: FactoryDb, userId: string, fields: Omit<Partial<ProfileRow>, "userId"> = {}): Promise<void> {
  await db
    .insert(profiles)
    .values({ userId, ...fields })
    .onConflictDoNothing();
}

/** The user's profile with these fields, whether or not they had one (an upsert). */
export async function setProfileFields(db: FactoryDb, userId: string, fields: Omit<Partial<ProfileRow>, "userId">): Promise<void> {
  await db
    .insert(profiles)
    .values({ userId, ...fields })
    .onConflictDoUpdate({ target: profiles.userId, set: fields });
}

/** A value already in the user's profile keeper (`value` is stored as the client sends it: JSON). */
export async function putInKeeper(db: FactoryDb, userId: string, key: string, value: unknown): Promise<void> {
  await db.insert(profileKeeper).values({ userId, key, value: JSON.stringify(value) });
}
