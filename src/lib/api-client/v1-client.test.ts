import { describe, expect, expectTypeOf, it } from "vitest";
import { ApiError } from "@/lib/http-client/api-error";
import { createSessionStore } from "@/lib/session/session-store";
import { createV1Client } from "./v1-client";
import type { components } from "./v1-schema";

const PROFILE: components["schemas"]["Profile"] = {
  user_id: "u1",
  email: "a@example.com",
  phone_number: null,
  free_for_ukraine: false,
  display_name: "Ada",
  native_language: "uk",
  target_language: "es",
  learning_target: "tutors",
  time_zone: "Europe/Kyiv",
  interface_locale: "en",
  keeper: {},
};

/** A /v1 client over a fetch stub, with its token from a session store as the browser's. */
function harness(answer: (request: Request) => Response) {
  const requests: Request[] = [];
  const errors: ApiError[] = [];
  const session = createSessionStore();
  let issued = 0;
  session.connectIdTokenSource(async () => `token-${++issued}`);
  const api = createV1Client({
    baseUrl: "http://localhost",
    getIdToken: (options) => session.getIdToken(options),
    timeZone: () => "Europe/Kyiv",
    sleep: async () => undefined,
    onError: (error) => void errors.push(error),
    fetch: async (request) => {
      requests.push(request);
      return answer(request);
    },
  });
  return { api, requests, errors };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("the typed /v1 client", () => {
  it("calls a documented path with its parameters and body, and resolves with the typed answer", async () => {
    const { api, requests } = harness((request) =>
      request.method === "PUT" ? json({ value: '{"dyslexic":true}', updated_at: "2026-01-01T00:00:00.000Z" }) : json(PROFILE),
    );
    const profile = await api.GET("/v1/profiles");
    expectTypeOf(profile).toEqualTypeOf<components["schemas"]["Profile"]>();
    expect(profile.target_language).toBe("es");

    const entry = await api.PUT("/v1/profiles/keeper/{key}", {
      params: { path: { key: "accessibility" } },
      body: { value: '{"dyslexic":true}' },
    });
    expectTypeOf(entry).toEqualTypeOf<components["schemas"]["KeeperEntry"]>();
    expect(entry.value).toBe('{"dyslexic":true}');
    expect(requests[1]!.url).toBe("http://localhost/v1/profiles/keeper/accessibility");
    expect(await requests[1]!.text()).toBe('{"value":"{\\"dyslexic\\":true}"}');
    expect(requests[1]!.headers.get("X-Time-Location")).toBe("Europe/Kyiv");
  });

  it("takes the bearer token from the session store, and a new one after a 401", async () => {
    let calls = 0;
    const { api, requests } = harness(() =>
      ++calls === 1 ? json({ error: { code: "unauthorized", message: "no" } }, 401) : json({ latest: null }),
    );
    await expect(api.GET("/v1/dnt")).resolves.toEqual({ latest: null });
    expect(requests.map((request) => request.headers.get("Authorization"))).toEqual(["Bearer token-1", "Bearer token-2"]);
  });

  it("rejects with an ApiError after the retry policy, recorded once as a backend error", async () => {
    const { api, requests, errors } = harness(() => json({ error: { code: "unavailable", message: "later" } }, 503));
    const error = await api
      .POST("/v1/dnt", { body: { entries: [{ category: "analytics", granted: false }], source: "banner" } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 503, code: "unavailable", url: "/v1/dnt" });
    expect(requests).toHaveLength(3);
    expect(errors).toEqual([error]);
  });

  it("a 404 rejects untouched, not recorded", async () => {
    const { api, errors } = harness(() => json({ error: { code: "not_found", message: "none" } }, 404));
    await expect(api.GET("/v1/profiles/keeper/{key}", { params: { path: { key: "ff_experiments_involved" } } })).rejects.toMatchObject({
      status: 404,
    });
    expect(errors).toEqual([]);
  });

  it("only documented paths, parameters and bodies compile", () => {
    const { api } = harness(() => json({}));
    // Type-level checks only: the calls are never made.
    const neverCalled = () => {
      // @ts-expect-error not a /v1 path
      void api.GET("/v1/nothing");
      // @ts-expect-error the keeper path needs its key
      void api.GET("/v1/profiles/keeper/{key}");
      // @ts-expect-error display_name is a string
      void api.PATCH("/v1/profiles", { body: { display_name: 3 } });
      // @ts-expect-error no DELETE on /v1/dnt
      void api.DELETE("/v1/dnt");
    };
    expect(typeof neverCalled).toBe("function");
  });
});
