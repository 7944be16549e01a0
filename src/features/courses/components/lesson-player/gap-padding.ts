/**
 * A filled gap's side padding: only where the gap stands between spaces (or at an end). Against
 * punctuation it would read as a space inside the marks («¡ Buenas noches !» for «¡Buenas noches!»).
 */
export function gapPadding(before: string, after: string): string {
  return `${before === "" || /\s$/.test(before) ? "pl-1" : ""} ${after === "" || /^\s/.test(after) ? "pr-1" : ""}`.trim();
}
