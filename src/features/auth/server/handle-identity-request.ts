import "server-only";
import { getAuth } from "./auth";
import { withDeliveryScope } from "./delivery-guard";

/** Every HTTP request to the identity service goes through here (the routes under /api). */
export function handleIdentityRequest(request: Request): Promise<Response> {
  return withDeliveryScope(() => getAuth().handler(request));
}
