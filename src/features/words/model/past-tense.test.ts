import { describe, expect, it } from "vitest";
import { correctIrregularVerbs, IRREGULAR_VERB_CORRECTIONS } from "./irregular-verb-corrections";
import { britishPast, explainPastForms, regularPast, verbPronunciation, type PastTenseForm } from "./past-tense";

describe("regular past tense", () => {
  // The second column is the verb's first CMU pronunciation (undefined: the dictionary lacks it).
  it.each([
    ["like", "L AY1 K", "liked", "add-d"],
    ["agree", "AH0 G R IY1", "agreed", "add-d"],
    ["study", "S T AH1 D IY0", "studied", "y-to-ied"],
    ["cry", undefined, "cried", "y-to-ied"],
    ["play", "P L EY1", "played", "add-ed"],
    ["stop", "S T AA1 P", "stopped", "double-consonant"],
    ["plan", undefined, "planned", "double-consonant"],
    ["prefer", "P R AH0 F ER1", "preferred", "double-consonant"],
    ["occur", "AH0 K ER1", "occurred", "double-consonant"],
    ["stir", "S T ER1", "stirred", "double-consonant"],
    ["admit", "AH0 D M IH1 T", "admitted", "double-consonant"],
    ["equip", "IH0 K W IH1 P", "equipped", "double-consonant"],
    ["control", "K AH0 N T R OW1 L", "controlled", "double-consonant"],
    ["visit", "V IH1 Z IH0 T", "visited", "add-ed"],
    ["open", "OW1 P AH0 N", "opened", "add-ed"],
    ["offer", "AO1 F ER0", "offered", "add-ed"],
    ["visit", undefined, "visited", "add-ed"],
    ["fix", "F IH1 K S", "fixed", "add-ed"],
    ["snow", "S N OW1", "snowed", "add-ed"],
    ["rain", "R EY1 N", "rained", "add-ed"],
    ["walk", "W AO1 K", "walked", "add-ed"],
    ["panic", "P AE1 N IH0 K", "panicked", "add-k"],
    ["appear", "AH0 P IH1 R", "appeared", "add-ed"],
    // A last syllable with secondary stress and a short vowel doubles in American spelling…
    ["program", "P R OW1 G R AE2 M", "programmed", "double-secondary"],
    ["kidnap", "K IH1 D N AE2 P", "kidnapped", "double-secondary"],
    ["format", "F AO1 R M AE2 T", "formatted", "double-secondary"],
    ["handicap", "HH AE1 N D IY0 K AE2 P", "handicapped", "double-secondary"],
    // …an unstressed one does not…
    ["benefit", "B EH1 N AH0 F IH0 T", "benefited", "add-ed"],
    ["target", "T AA1 R G AH0 T", "targeted", "add-ed"],
    ["travel", "T R AE1 V AH0 L", "traveled", "add-ed"],
    ["cancel", "K AE1 N S AH0 L", "canceled", "add-ed"],
    ["worship", "W ER1 SH AH0 P", "worshiped", "add-ed"],
    // …nor a final r after secondary stress, the reviewed exceptions, or a silent last letter.
    ["mentor", "M EH1 N T AO2 R", "mentored", "add-ed"],
    ["crayon", "K R EY1 AA2 N", "crayoned", "add-ed"],
    ["parallel", "P EH1 R AH0 L EH2 L", "paralleled", "add-ed"],
    ["ricochet", "R IH1 K AH0 SH EY2", "ricocheted", "add-ed"],
    ["crochet", "K R OW0 SH EY1", "crocheted", "add-ed"],
    ["debut", "D EY0 B Y UW1", "debuted", "add-ed"],
  ] as const)("%s (%s) → %s", (verb, pronunciation, past, rule) => {
    expect(regularPast(verb, pronunciation)).toEqual({ past, rule });
  });
});

describe("British spelling of the regular past", () => {
  // The site's quiz (content/quizzes/regular-past-spelling-rules.json): British English doubles the l of "travel"; both are correct.
  it.each([
    ["travel", "T R AE1 V AH0 L", "travelled", "double-l-british"],
    ["cancel", "K AE1 N S AH0 L", "cancelled", "double-l-british"],
    ["label", "L EY1 B AH0 L", "labelled", "double-l-british"],
    ["model", "M AA1 D AH0 L", "modelled", "double-l-british"],
    ["signal", "S IH1 G N AH0 L", "signalled", "double-l-british"],
    ["quarrel", "K W AO1 R AH0 L", "quarrelled", "double-l-british"],
    ["level", "L EH1 V AH0 L", "levelled", "double-l-british"],
    ["total", "T OW1 T AH0 L", "totalled", "double-l-british"],
    ["marvel", "M AA1 R V AH0 L", "marvelled", "double-l-british"],
    ["counsel", "K AW1 N S AH0 L", "counselled", "double-l-british"],
    ["equal", "IY1 K W AH0 L", "equalled", "double-l-british"],
    // Two vowels said apart before the l ("di-al", "fu-el") count as one before it.
    ["dial", "D AY1 AH0 L", "dialled", "double-l-british"],
    ["fuel", "F Y UW1 AH0 L", "fuelled", "double-l-british"],
    ["victual", undefined, "victualled", "double-l-british"],
    ["worship", "W ER1 SH AH0 P", "worshipped", "double-p-british"],
  ] as const)("%s (%s) → %s", (verb, pronunciation, past, rule) => {
    expect(britishPast(verb, pronunciation)).toEqual({ past, rule });
    // The American spelling stays the site's: one l, one p.
    expect(regularPast(verb, pronunciation).past).toBe(`${verb}ed`);
  });

  it.each([
    // Spelt alike: already doubled in American spelling, or not doubled in British spelling either.
    ["kidnap", "K IH1 D N AE2 P"],
    ["program", "P R OW1 G R AE2 M"],
    ["control", "K AH0 N T R OW1 L"],
    ["visit", "V IH1 Z IH0 T"],
    ["develop", "D IH0 V EH1 L AH0 P"],
    ["gallop", "G AE1 L AH0 P"],
    ["parallel", "P EH1 R AH0 L EH2 L"],
    // A vowel pair said as one, or a stressed last syllable.
    ["appeal", "AH0 P IY1 L"],
    ["detail", "D IH0 T EY1 L"],
    ["retail", "R IY1 T EY2 L"],
    ["caterwaul", "K AE1 T ER0 W AA0 L"],
    ["sail", "S EY1 L"],
    ["cool", undefined],
    ["travel-free", undefined],
    ["walk", "W AO1 K"],
  ] as const)("%s is spelt alike", (verb, pronunciation) => {
    expect(britishPast(verb, pronunciation)).toBeUndefined();
  });
});

describe("our corrections to english-verbs-irregular", () => {
  // The library's own entries for these verbs (english-verbs-irregular 2.x, dist/verbs.json).
  const library = {
    bet: [["betted", "betted"]],
    benefit: [["benefitted", "benefitted"]],
    lie: [["lay", "lain"]],
    hang: [["hung", "hung"]],
    go: [["went", "gone"]],
  } as const;

  it("replaces wrong forms, removes regular verbs and adds the forms of the other meaning", () => {
    const verbs = correctIrregularVerbs(library);
    expect(verbs.get("bet")).toEqual([{ past: "bet", participle: "bet" }]);
    expect(verbs.has("benefit")).toBe(false);
    expect(verbs.get("lie")).toEqual([
      { past: "lay", participle: "lain", sense: "lie-recline" },
      { past: "lied", participle: "lied", sense: "lie-untruth" },
    ]);
    expect(verbs.get("hang")).toEqual([
      { past: "hung", participle: "hung", sense: "hang-suspend" },
      { past: "hanged", participle: "hanged", sense: "hang-execute" },
    ]);
    expect(verbs.get("go")).toEqual([{ past: "went", participle: "gone" }]);
  });

  it("gives the regular forms it lists exactly as the spelling rules make them", () => {
    expect(regularPast("lie", "L AY1").past).toBe("lied");
    expect(regularPast("hang", "HH AE1 NG").past).toBe("hanged");
    expect(regularPast("benefit", "B EH1 N AH0 F IH0 T").past).toBe("benefited");
    expect(Object.keys(IRREGULAR_VERB_CORRECTIONS).sort()).toEqual(["benefit", "bet", "hang", "lie"]);
  });
});

describe("why a verb's forms are spelt so", () => {
  const regular = (past: string, rule: PastTenseForm["rule"]): PastTenseForm => ({ past, participle: past, kind: "regular", rule });
  const irregular = (past: string, participle = past): PastTenseForm => ({ past, participle, kind: "irregular" });

  it.each([
    ["walk", [regular("walked", "add-ed")], "regular", [{ form: "walked", rule: "add-ed" }]],
    ["go", [irregular("went", "gone")], "irregular", []],
    // The rule is the regular form's only: "shone" does not follow it.
    ["shine", [regular("shined", "add-d"), irregular("shone")], "mixed", [{ form: "shined", rule: "add-d" }]],
    ["learn", [regular("learned", "add-ed"), irregular("learnt")], "mixed", [{ form: "learned", rule: "add-ed" }]],
    ["hang", [irregular("hung"), regular("hanged", "add-ed")], "mixed", [{ form: "hanged", rule: "add-ed" }]],
    // American and British spelling: both regular, each with its own rule and label.
    [
      "travel",
      [
        { ...regular("traveled", "add-ed"), variety: "us" },
        { ...regular("travelled", "double-l-british"), variety: "uk" },
      ],
      "regular",
      [
        { form: "traveled", rule: "add-ed", variety: "us" },
        { form: "travelled", rule: "double-l-british", variety: "uk" },
      ],
    ],
  ] as const)("%s", (_verb, forms, verb, rules) => {
    expect(explainPastForms(forms)).toEqual({ verb, rules });
  });
});

describe("the pronunciation the spelling rules read", () => {
  const dictionary = new Map([
    ["instill", "IH2 N S T IH1 L"],
    ["travel", "T R AE1 V AH0 L"],
  ]);
  const lookup = (word: string) => dictionary.get(word);

  it("borrows the American -ll spelling's for a British single-l spelling the dictionary lacks", () => {
    const instil = verbPronunciation("instil", lookup);
    expect(instil).toBe("IH2 N S T IH1 L");
    // Doubled in both spellings: no American "instiled".
    expect(regularPast("instil", instil)).toEqual({ past: "instilled", rule: "double-consonant" });
    expect(britishPast("instil", instil)).toBeUndefined();
  });

  it("keeps a verb's own, and borrows nothing for other endings", () => {
    expect(verbPronunciation("travel", lookup)).toBe("T R AE1 V AH0 L");
    expect(verbPronunciation("stop", lookup)).toBeUndefined();
    expect(verbPronunciation("enrol", lookup)).toBeUndefined();
  });
});
