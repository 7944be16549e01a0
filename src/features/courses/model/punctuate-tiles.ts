/**
 * The tiles of a built sentence with the answer's punctuation put back around them: tiles carry
 * words only (punctuation is not the learner's to add), but the sentence they built, once checked
 * right, should read as written: "Hello, I'm Tom." rather than "Hello I'm Tom". Null when the tiles
 * are not the answer's words in order (then they are shown as they are).
 */
export function punctuateTiles(answer: string, tiles: readonly string[]): string[] | null {
  let rest = answer;
  const punctuated: string[] = [];
  for (const tile of tiles) {
    const lead = /^[\s\p{P}\p{S}]*/u.exec(rest)![0];
    rest = rest.slice(lead.length);
    // Marks standing alone between spaces (a dash) go with the tile before; those against this tile's word, with it.
    const lastSpace = Math.max(...[...lead.matchAll(/\s/gu)].map((match) => match.index), -1);
    const apart = lead.slice(0, lastSpace + 1).trim();
    let own = lead.slice(lastSpace + 1);
    if (apart && punctuated.length) punctuated[punctuated.length - 1] += ` ${apart}`;
    else if (apart) own = `${apart} ${own}`;
    const word = rest.slice(0, tile.length);
    if (tile === "" || word.toLocaleLowerCase() !== tile.toLocaleLowerCase()) return null;
    rest = rest.slice(tile.length);
    // A tile ends where the answer's word does (not "is" of "island").
    if (/^[\p{L}\p{N}]/u.test(rest)) return null;
    const trail = /^[\p{P}\p{S}]*/u.exec(rest)![0];
    rest = rest.slice(trail.length);
    punctuated.push(`${own}${tile}${trail}`);
  }
  if (!/^[\s\p{P}\p{S}]*$/u.test(rest) || punctuated.length === 0) return null;
  const left = rest.trim();
  if (left) punctuated[punctuated.length - 1] += left;
  return punctuated;
}
