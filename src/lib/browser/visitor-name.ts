/**
 * The first name a visitor gave before they had an account (a funnel's "What should we call
 * you?"), kept in this browser only, so that sign-up does not ask for it again with an empty
 * field. It is never sent anywhere by itself; sign-up forgets it once the account exists.
 */
export const VISITOR_NAME_KEY = "lingora.visitor.name";
const MAX_LENGTH = 100;

type StorageLike = Pick<Storage, "getItem" | "setItem" | "removeItem">;
const local = (): StorageLike | null => (typeof window === "undefined" ? null : window.localStorage);

export function rememberVisitorName(name: string, storage: () => StorageLike | null = local): void {
  const value = name.trim().slice(0, MAX_LENGTH);
  try {
    if (value) storage()?.setItem(VISITOR_NAME_KEY, value);
    else storage()?.removeItem(VISITOR_NAME_KEY);
  } catch {
    // Storage blocked (private mode, quota): sign-up simply asks for the name.
  }
}

export function readVisitorName(storage: () => StorageLike | null = local): string {
  try {
    return (storage()?.getItem(VISITOR_NAME_KEY) ?? "").trim().slice(0, MAX_LENGTH);
  } catch {
    return "";
  }
}

export function forgetVisitorName(storage: () => StorageLike | null = local): void {
  try {
    storage()?.removeItem(VISITOR_NAME_KEY);
  } catch {
    // Nothing to forget where storage is blocked.
  }
}
