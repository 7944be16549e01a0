import { describe, expect, it, vi } from "vitest";
import { provideRecordTransfer, requireRecordTransfer } from "./record-transfer";

describe("record transfer slot", () => {
  it("refuses to go on unwired (a sign-in fails rather than leave an anonymous visitor's records behind)", () => {
    expect(() => requireRecordTransfer()).toThrow(/bootServer/);
  });

  it("hands out what the composition root provided", async () => {
    const transfer = vi.fn(async () => undefined);
    provideRecordTransfer(transfer);
    await requireRecordTransfer()({ fromUserId: "a", toUserId: "b", mode: "sign-up" });
    expect(transfer).toHaveBeenCalledWith({ fromUserId: "a", toUserId: "b", mode: "sign-up" });
  });
});
