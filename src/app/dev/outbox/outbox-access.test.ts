import { describe, expect, it } from "vitest";
import { devOutboxKey, devOutboxUrl } from "@/lib/config/dev-outbox";
import { decideOutboxAccess, isLoopbackAddress } from "./outbox-access";

const authSecret = "x".repeat(40);
const key = devOutboxKey(authSecret);
const local = { appEnv: "development", clientAddress: "127.0.0.1", socketAddress: "127.0.0.1", host: "localhost:3000", key, authSecret };

describe("development outbox access", () => {
  it("opens for a browser on this machine with the printed key", () => {
    expect(decideOutboxAccess(local)).toBe("open");
    expect(decideOutboxAccess({ ...local, clientAddress: "::1", socketAddress: "::1", host: "[::1]:3000" })).toBe("open");
    expect(decideOutboxAccess({ ...local, clientAddress: "::ffff:127.0.0.1", host: "127.0.0.1:3999" })).toBe("open");
    expect(devOutboxUrl(3999, authSecret)).toBe(`http://localhost:3999/dev/outbox?key=${key}`);
  });

  it("asks this machine for the key when it is missing or wrong", () => {
    expect(decideOutboxAccess({ ...local, key: null })).toBe("key-required");
    expect(decideOutboxAccess({ ...local, key: "0".repeat(32) })).toBe("key-required");
    expect(decideOutboxAccess({ ...local, authSecret: undefined })).toBe("key-required");
  });

  it("does not exist for another machine, a rebound host name, or production, key or not", () => {
    expect(decideOutboxAccess({ ...local, clientAddress: "192.168.1.20" })).toBe("not-found");
    expect(decideOutboxAccess({ ...local, clientAddress: "unknown" })).toBe("not-found");
    // Behind a proxy that forwards a forged loopback X-Forwarded-For, the socket still tells.
    expect(decideOutboxAccess({ ...local, socketAddress: "203.0.113.9" })).toBe("not-found");
    expect(decideOutboxAccess({ ...local, host: "attacker.example" })).toBe("not-found");
    expect(decideOutboxAccess({ ...local, host: "lingora.example" })).toBe("not-found");
    expect(decideOutboxAccess({ ...local, appEnv: "production" })).toBe("not-found");
  });

  it("knows loopback addresses", () => {
    expect(["127.0.0.1", "127.8.0.1", "::1", "::ffff:127.0.0.1"].every(isLoopbackAddress)).toBe(true);
    expect(["10.0.0.1", "::ffff:10.0.0.1", "fe80::1", "", "127.0.0.1.evil"].some(isLoopbackAddress)).toBe(false);
  });
});
