import type { PaceBar } from "../../model/plan-view";

const ROW = 30;
const WIDTH = 320;
const LABEL = 36;
const X0 = LABEL;

/**
 * The estimate as a picture: one horizontal bar per daily goal, as long as the weeks it takes to
 * reach the next level, the learner's own pace filled. The SVG is decoration for sighted readers;
 * the same numbers are in the list under it (the text alternative).
 */
export function PaceChart({
  title,
  you,
  bars,
  idPrefix,
}: {
  title: string;
  you: string;
  bars: (PaceBar & { label: string })[];
  idPrefix: string;
}) {
  const height = bars.length * ROW;
  const plot = WIDTH - LABEL - 36;
  return (
    <figure className="mt-4" aria-labelledby={`${idPrefix}-title`}>
      <figcaption id={`${idPrefix}-title`} className="text-sm font-semibold text-ink">
        {title}
      </figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${height}`} className="mt-2 h-auto w-full max-w-md" aria-hidden="true" focusable="false">
        {bars.map((bar, index) => {
          const y = index * ROW + 6;
          const width = Math.max(4, Math.round(bar.share * plot));
          const inside = bar.share > 0.75;
          return (
            <g key={bar.minutesPerDay}>
              <text x={0} y={y + 13} fontSize="12" fill="#374151">
                {bar.minutesPerDay}′
              </text>
              <rect x={X0} y={y} width={width} height={18} rx={4} fill={bar.isLearners ? "#4f46e5" : "#e0e7ff"} />
              <text
                x={inside ? X0 + width - 4 : X0 + width + 4}
                y={y + 13}
                fontSize="11"
                textAnchor={inside ? "end" : "start"}
                fill={inside && bar.isLearners ? "#ffffff" : "#111827"}
              >
                {bar.weeks}
              </text>
            </g>
          );
        })}
      </svg>
      <ul className="mt-2 space-y-0.5 text-sm text-gray-700" data-testid="plan-chart-list">
        {bars.map((bar) => (
          <li key={bar.minutesPerDay} className={bar.isLearners ? "font-semibold text-ink" : undefined}>
            {bar.label}
            {bar.isLearners ? ` (${you})` : ""}
          </li>
        ))}
      </ul>
    </figure>
  );
}
