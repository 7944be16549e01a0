import { ACHIEVEMENT_GLYPHS, ACHIEVEMENTS } from "../model/achievements";

/**
 * An achievement's icon: its glyph as an inline SVG in the current text colour (no image files).
 * Decorative: the title next to it says what it is.
 */
export function AchievementIcon({ id, size = 32, earned = true }: { id: string; size?: number; earned?: boolean }) {
  const glyph = ACHIEVEMENTS.find((achievement) => achievement.id === id)?.glyph ?? "star";
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      opacity={earned ? 1 : 0.4}
      data-achievement={id}
    >
      <path d={ACHIEVEMENT_GLYPHS[glyph]} />
    </svg>
  );
}
