import { goalRing } from "../../model/charts";

/**
 * The daily-goal ring: server-rendered SVG, its label the whole message ("7 of 10 minutes today");
 * the figure inside is decorative.
 */
export function GoalRing({ seconds, minutes, label, size = 36 }: { seconds: number; minutes: number; label: string; size?: number }) {
  const ring = goalRing(seconds, minutes, 15);
  return (
    <svg width={size} height={size} viewBox="0 0 36 36" role="img" aria-label={label} data-goal-ring={ring.reached ? "reached" : "open"}>
      <title>{label}</title>
      <circle cx="18" cy="18" r={ring.radius} fill="none" className="stroke-gray-200" strokeWidth="4" />
      <circle
        cx="18"
        cy="18"
        r={ring.radius}
        fill="none"
        className={ring.reached ? "stroke-green-600" : "stroke-brand-600"}
        strokeWidth="4"
        strokeLinecap="round"
        strokeDasharray={ring.dash}
        transform="rotate(-90 18 18)"
      />
      <text
        x="18"
        y="18"
        textAnchor="middle"
        dominantBaseline="central"
        fontSize="11"
        fontWeight="700"
        className="fill-ink"
        aria-hidden="true"
      >
        {ring.minutesDone}
      </text>
    </svg>
  );
}
