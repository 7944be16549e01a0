import { describe, expect, it } from "vitest";
import {
  draftOf,
  draftProblems,
  editsAfterSave,
  learningFormatChange,
  patchFromDraft,
  type PersonalInfoDraft,
} from "./personal-info-draft";

const saved: PersonalInfoDraft = {
  display_name: "Ada",
  native_language: "uk",
  target_language: "en",
  learning_target: "tutors",
  time_zone: "Europe/Kyiv",
};

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
    expect(draftOf({ display_name: null, native_language: null, target_language: "es", learning_target: null, time_zone: null })).toEqual({
      display_name: "",
      native_language: "",
      target_language: "es",
      learning_target: "",
      time_zone: "",
    });
  });
});

describe("editsAfterSave", () => {
  it("keeps what was typed while the save was on its way, drops what was saved", () => {
    const submitted = { ...saved, display_name: "Ada L.", time_zone: "Europe/Warsaw" };
    expect(editsAfterSave({ display_name: "Ada L.", time_zone: "Europe/Warsaw" }, submitted)).toEqual({});
    expect(editsAfterSave({ display_name: "Ada Lovelace", time_zone: "Europe/Warsaw" }, submitted)).toEqual({
      display_name: "Ada Lovelace",
    });
  });
});

describe("draftProblems", () => {
  it("refuses a blank name instead of keeping the old one", () => {
    expect(draftProblems({ ...saved, display_name: "   " })).toEqual({ display_name: "nameRequired" });
    expect(draftProblems({ ...saved, display_name: "x".repeat(81) })).toEqual({ display_name: "nameTooLong" });
    expect(draftProblems(saved)).toEqual({});
  });

  it("refuses the same language as native and target", () => {
    expect(draftProblems({ ...saved, native_language: "en", target_language: "en" })).toEqual({ target_language: "sameLanguage" });
    expect(draftProblems({ ...saved, native_language: "", target_language: "" })).toEqual({});
  });
});

describe("draftOf with old time zone names and the learning format", () => {
  const profile = {
    display_name: "Ada",
    native_language: "uk",
    target_language: "en",
    learning_target: "tutors" as const,
    time_zone: "Europe/Kiev",
  };

  it("shows a zone stored under an old name under its current one", () => {
    expect(draftOf(profile).time_zone).toBe("Europe/Kyiv");
    expect(draftOf({ ...profile, time_zone: "Africa/Asmera" }).time_zone).toBe("Africa/Asmara");
  });

  it("shows group lessons when the tutoring format says so", () => {
    const keeper = { learning_format: { value: '{"type":"group_lessons"}', updated_at: "2026-01-01T00:00:00.000Z" } };
    expect(draftOf({ ...profile, keeper }).learning_target).toBe("group_lessons");
    expect(draftOf({ ...profile, learning_target: "self study", keeper }).learning_target).toBe("self study");
    expect(draftOf(profile).learning_target).toBe("tutors");
  });
});

describe("the learning choice crosses the API as the spec's values", () => {
  it("group lessons are saved as learning_target 'tutors' plus the format", () => {
    const selfStudy = { ...saved, learning_target: "self study" };
    expect(patchFromDraft(selfStudy, { ...selfStudy, learning_target: "group_lessons" })).toEqual({ learning_target: "tutors" });
    expect(learningFormatChange(selfStudy, { ...selfStudy, learning_target: "group_lessons" })).toBe("group_lessons");
    expect(patchFromDraft(saved, { ...saved, learning_target: "group_lessons" })).toEqual({});
    expect(learningFormatChange(saved, { ...saved, learning_target: "group_lessons" })).toBe("group_lessons");
    const group = { ...saved, learning_target: "group_lessons" };
    expect(learningFormatChange(group, { ...group, learning_target: "tutors" })).toBe("individual");
    expect(patchFromDraft(group, { ...group, learning_target: "self study" })).toEqual({ learning_target: "self study" });
    expect(learningFormatChange(group, { ...group, learning_target: "self study" })).toBeNull();
    expect(patchFromDraft(group, { ...group, learning_target: "" })).toEqual({ learning_target: null });
  });
});
