import { describe, expect, it } from "vitest";
import { draftOf, editsAfterSave, patchFromDraft, timeZoneOptions, type PersonalInfoDraft } from "./personal-info-draft";

const saved: PersonalInfoDraft = { display_name: "Ada", native_language: "uk", target_language: "en", learning_target: "tutors", time_zone: "Europe/Kyiv" };

describe("patchFromDraft", () => {
  it("sends only the fields that changed", () => {
    expect(patchFromDraft(saved, { ...saved, target_language: "es" })).toEqual({ target_language: "es" });
    expect(patchFromDraft(saved, saved)).toEqual({});
  });

  it("clears a field emptied by the user with null", () => {
    expect(patchFromDraft(saved, { ...saved, native_language: "", time_zone: "" })).toEqual({ native_language: null, time_zone: null });
  });

  it("trims the name, and a name of spaces clears it", () => {
    expect(patchFromDraft(saved, { ...saved, display_name: "  Ada L.  " })).toEqual({ display_name: "Ada L." });
    expect(patchFromDraft(saved, { ...saved, display_name: " Ada " })).toEqual({});
    expect(patchFromDraft(saved, { ...saved, display_name: "   " })).toEqual({ display_name: null });
  });
});

describe("draftOf", () => {
  it("shows unset fields as empty", () => {
    expect(
      draftOf({ display_name: null, native_language: null, target_language: "es", learning_target: null, time_zone: null }),
    ).toEqual({ display_name: "", native_language: "", target_language: "es", learning_target: "", time_zone: "" });
  });
});

describe("editsAfterSave", () => {
  it("keeps what was typed while the save was on its way, drops what was saved", () => {
    const submitted = { ...saved, display_name: "Ada L.", time_zone: "Europe/Warsaw" };
    expect(editsAfterSave({ display_name: "Ada L.", time_zone: "Europe/Warsaw" }, submitted)).toEqual({});
    expect(editsAfterSave({ display_name: "Ada Lovelace", time_zone: "Europe/Warsaw" }, submitted)).toEqual({ display_name: "Ada Lovelace" });
  });
});

describe("timeZoneOptions", () => {
  it("offers the stored and the device's zone even when the runtime spells them otherwise, UTC first", () => {
    expect(timeZoneOptions(["Europe/Kiev", "America/New_York"], "Europe/Kyiv", "Asia/Kolkata", null)).toEqual([
      "UTC",
      "America/New_York",
      "Asia/Kolkata",
      "Europe/Kiev",
      "Europe/Kyiv",
    ]);
  });
});
