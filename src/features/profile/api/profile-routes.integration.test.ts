import { describe, expect, it } from "vitest";
import { profileSchema } from "./profile-routes";
import { registeredAccount } from "../../../../tests/support/accounts";
import { callApi } from "../../../../tests/support/api-client";

type ErrorAnswer = { error: { code: string; fields?: Record<string, string> } };

async function patch(token: string, body: Record<string, unknown>) {
  return callApi("/v1/profiles", { method: "PATCH", token, body });
}

describe("PATCH /v1/profiles refuses what it would otherwise ignore", () => {
  it.each<[Record<string, unknown>]>([[{ display_name: null }], [{ display_name: "   " }], [{ display_name: "" }]])(
    "a blank name %j is refused, naming the field, and the name stays",
    async (body) => {
      const { token } = await registeredAccount();
      const response = await patch(token, body);
      expect(response.status).toBe(400);
      const answer = (await response.json()) as ErrorAnswer;
      expect(Object.keys(answer.error.fields ?? {})).toEqual(["json.display_name"]);
      const profile = profileSchema.parse(await (await callApi("/v1/profiles", { token })).json());
      expect(profile.display_name).toBe("Ada");
    },
  );

  it("the same language as native and target is refused, also against the stored one", async () => {
    const { token } = await registeredAccount();
    const both = await patch(token, { native_language: "es", target_language: "es" });
    expect(both.status).toBe(400);
    expect(Object.keys(((await both.json()) as ErrorAnswer).error.fields ?? {})).toEqual(["json.target_language"]);

    expect((await patch(token, { native_language: "uk", target_language: "en" })).status).toBe(200);
    const target = await patch(token, { target_language: "uk" });
    expect(target.status).toBe(400);
    expect(Object.keys(((await target.json()) as ErrorAnswer).error.fields ?? {})).toEqual(["json.target_language"]);
    const native = await patch(token, { native_language: "en" });
    expect(native.status).toBe(400);
    expect(Object.keys(((await native.json()) as ErrorAnswer).error.fields ?? {})).toEqual(["json.native_language"]);

    const profile = profileSchema.parse(await (await callApi("/v1/profiles", { token })).json());
    expect(profile).toMatchObject({ native_language: "uk", target_language: "en" });
    // Swapping both at once is fine, and clearing one is too.
    expect((await patch(token, { native_language: "en", target_language: "uk" })).status).toBe(200);
    expect((await patch(token, { native_language: null })).status).toBe(200);
  });
});
