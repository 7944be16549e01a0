import type { MapLessonStatus } from "../model/course-map";

/** The small round mark before a lesson (or a checkpoint) on the course map; decorative, the text says the state. */
export function StatusIcon({ status }: { status: MapLessonStatus | "checkpoint" }) {
  const circle = "flex h-9 w-9 shrink-0 items-center justify-center rounded-full";
  const svg = {
    "aria-hidden": true,
    viewBox: "0 0 20 20",
    className: "h-5 w-5",
    fill: "none",
    stroke: "currentColor",
    strokeWidth: 2,
  } as const;
  switch (status) {
    case "done":
      return (
        <span className={`${circle} bg-green-600 text-white`}>
          <svg {...svg}>
            <path d="M4.5 10.5l3.5 3.5 7.5-8" />
          </svg>
        </span>
      );
    case "next":
    case "open":
      return (
        <span className={`${circle} ${status === "next" ? "bg-brand-600 text-white" : "bg-brand-100 text-brand-700"}`}>
          <svg {...svg} fill="currentColor" stroke="none">
            <path d="M7 5l8 5-8 5z" />
          </svg>
        </span>
      );
    case "locked":
      return (
        <span className={`${circle} bg-gray-200 text-gray-600`}>
          <svg {...svg}>
            <rect x="5" y="9" width="10" height="7" rx="1.5" />
            <path d="M7.5 9V7a2.5 2.5 0 0 1 5 0v2" />
          </svg>
        </span>
      );
    case "premium":
      return (
        <span className={`${circle} bg-accent-400 text-ink`}>
          <svg {...svg} fill="currentColor" stroke="none">
            <path d="M10 3l2.1 4.3 4.7.7-3.4 3.3.8 4.7-4.2-2.2-4.2 2.2.8-4.7L3.2 8l4.7-.7z" />
          </svg>
        </span>
      );
    case "checkpoint":
      return (
        <span className={`${circle} bg-white text-brand-700 ring-1 ring-brand-600`}>
          <svg {...svg}>
            <path d="M6 3v14M6 4h8l-2 3 2 3H6" />
          </svg>
        </span>
      );
  }
}
