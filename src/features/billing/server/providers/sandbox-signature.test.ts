import { describe, expect, it } from "vitest";
import { sandboxWebhookSecret, signSandboxPayload, verifySandboxSignature } from "./sandbox-signature";

const secret = "s".repeat(32);
const body = '{"id":"evt_1","type":"payment.succeeded"}';
const t = 1_795_000_000;

describe("sandbox webhook signatures", () => {
  it("accepts its own signature within five minutes either way", () => {
    const header = signSandboxPayload(body, secret, t);
    expect(header).toMatch(/^t=1795000000,v1=[0-9a-f]{64}$/);
    expect(verifySandboxSignature(body, header, secret, t)).toEqual({ ok: true, timestamp: t });
    expect(verifySandboxSignature(body, header, secret, t + 300)).toMatchObject({ ok: true });
    expect(verifySandboxSignature(body, header, secret, t - 300)).toMatchObject({ ok: true });
  });

  it("refuses a stale or future timestamp", () => {
    const header = signSandboxPayload(body, secret, t);
    expect(verifySandboxSignature(body, header, secret, t + 301)).toEqual({ ok: false, refusal: "stale-timestamp" });
    expect(verifySandboxSignature(body, header, secret, t - 301)).toEqual({ ok: false, refusal: "stale-timestamp" });
  });

  it("refuses a tampered body, another secret, a moved timestamp, junk and nothing", () => {
    const header = signSandboxPayload(body, secret, t);
    expect(verifySandboxSignature(body.replace("evt_1", "evt_2"), header, secret, t)).toEqual({ ok: false, refusal: "bad-signature" });
    expect(verifySandboxSignature(body, header, "o".repeat(32), t)).toEqual({ ok: false, refusal: "bad-signature" });
    expect(verifySandboxSignature(body, header.replace(`t=${t}`, `t=${t + 1}`), secret, t)).toEqual({
      ok: false,
      refusal: "bad-signature",
    });
    expect(verifySandboxSignature(body, "v1=abc", secret, t)).toEqual({ ok: false, refusal: "bad-signature" });
    expect(verifySandboxSignature(body, `t=${t},v1=short`, secret, t)).toEqual({ ok: false, refusal: "bad-signature" });
    expect(verifySandboxSignature(body, undefined, secret, t)).toEqual({ ok: false, refusal: "missing-signature" });
  });

  it("accepts any one matching v1 (a secret being rotated)", () => {
    const good = signSandboxPayload(body, secret, t).split(",")[1];
    const other = signSandboxPayload(body, "o".repeat(32), t).split(",")[1];
    expect(verifySandboxSignature(body, `t=${t},${other},${good}`, secret, t)).toMatchObject({ ok: true });
  });

  it("takes SANDBOX_WEBHOOK_SECRET, else derives a stable secret from AUTH_SECRET", () => {
    expect(sandboxWebhookSecret({ SANDBOX_WEBHOOK_SECRET: secret, AUTH_SECRET: "a".repeat(32) })).toBe(secret);
    const derived = sandboxWebhookSecret({ AUTH_SECRET: "a".repeat(32) });
    expect(derived).toBe(sandboxWebhookSecret({ AUTH_SECRET: "a".repeat(32) }));
    expect(derived).not.toBe(sandboxWebhookSecret({ AUTH_SECRET: "b".repeat(32) }));
    expect(derived).not.toContain("a".repeat(8));
    expect(sandboxWebhookSecret({})).toBeUndefined();
  });
});
