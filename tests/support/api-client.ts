import { getApiApp } from "@/server/api-app";

/**
 * Calls the product API in-process as a client would: the bearer token, X-Time-Location
 * (Europe/Kyiv unless overridden) and JSON. With a body and no method it POSTs.
 */
export async function callApi(
  path: string,
  init: { method?: string; token?: string; body?: unknown; rawBody?: string; headers?: Record<string, string> } = {},
): Promise<Response> {
  const hasBody = init.body !== undefined || init.rawBody !== undefined;
  return getApiApp().request(`http://localhost:3000${path}`, {
    method: init.method ?? (hasBody ? "POST" : "GET"),
    headers: {
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      "X-Time-Location": "Europe/Kyiv",
      ...(hasBody ? { "content-type": "application/json" } : {}),
      ...init.headers,
    },
    body: init.rawBody ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
  });
}
