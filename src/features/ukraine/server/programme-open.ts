import "server-only";
import { getRequestFlags } from "@/features/growth/server";

/** The free_for_ukraine flag (spec section 9) opens or closes new applications, evaluated for this request. */
export async function isProgrammeOpen(): Promise<boolean> {
  return (await getRequestFlags()).values.free_for_ukraine === true;
}
