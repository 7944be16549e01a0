/**
 * Which of a word's dictionary pronunciations is the one a reading says: the CMU dictionary lists
 * a heteronym's pronunciations in no particular order ("read": RED before REED), while the audio
 * of a word page is espeak-ng reading the word, which says its everyday pronunciation. The page
 * leads with the pronunciation the audio says, so what it shows and what it plays agree.
 */

/** IPA reduced to what tells two pronunciations apart: no stress, length or syllable marks; one symbol per sound. */
export function comparableIpa(ipa: string): string {
  return ipa
    .normalize("NFC")
    .replace(/[ˈˌ.ːˑ‿\s-]/g, "")
    .replace(/ɚ|ɝ/g, "ər")
    .replace(/ɹ/g, "r")
    .replace(/[ɐɜ]/g, "ə")
    .replace(/ᵻ/g, "ɪ")
    .replace(/ɾ/g, "t")
    .replace(/ɑ|ɒ|ɔ/g, "ɑ")
    .replace(/i(?!ə)/g, "i")
    .replace(/oʊ|əʊ/g, "o")
    .replace(/eɪ/g, "e");
}

function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const current = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length]!;
}

/** The index of the pronunciation (by its IPA) closest to `reading` (IPA); the first on a tie. */
export function closestReading(ipas: readonly string[], reading: string): number {
  const target = comparableIpa(reading);
  let best = 0;
  let bestDistance = Number.POSITIVE_INFINITY;
  ipas.forEach((ipa, index) => {
    const d = distance(comparableIpa(ipa), target);
    if (d < bestDistance) {
      best = index;
      bestDistance = d;
    }
  });
  return best;
}
