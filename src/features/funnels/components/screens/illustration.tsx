import type { ILLUSTRATIONS } from "../../model/definition-schema";

type Illustration = (typeof ILLUSTRATIONS)[number];

/** The built-in pictures (simple shapes in the brand's colours; decorative unless `alt` is given). */
const shapes: Record<Illustration, string[]> = {
  conversation: [
    "M20 30h120a16 16 0 0 1 16 16v50a16 16 0 0 1-16 16H60l-30 24v-24H20a16 16 0 0 1-16-16V46a16 16 0 0 1 16-16z",
    "M110 120h70a16 16 0 0 1 16 16v34a16 16 0 0 1-16 16h-4v20l-24-20h-42a16 16 0 0 1-16-16v-34a16 16 0 0 1 16-16z",
  ],
  growth: ["M20 190h180", "M40 170v-40h24v40zM88 170v-70h24v70zM136 170V60h24v110z", "M40 110l48-40 40 20 50-60"],
  calendar: ["M30 50h160v140H30z", "M30 80h160", "M70 30v40M150 30v40", "M60 110h30v25H60zM110 110h30v25h-30zM60 150h30v25H60z"],
  globe: ["M110 30a80 80 0 1 0 0 160a80 80 0 1 0 0-160z", "M30 110h160", "M110 30c-40 40-40 120 0 160c40-40 40-120 0-160z"],
  trophy: ["M70 40h80v40a40 40 0 0 1-80 0z", "M70 50H40a30 30 0 0 0 30 40M150 50h30a30 30 0 0 1-30 40", "M110 120v30M80 180h60l-8-30H88z"],
  headphones: ["M40 130v-20a70 70 0 0 1 140 0v20", "M30 130h30v50H30zM160 130h30v50h-30z"],
};

export function FunnelIllustration({ name, alt }: { name: Illustration; alt?: string }) {
  return (
    <svg
      viewBox="0 0 220 220"
      className="mx-auto h-44 w-44 text-brand-600"
      fill="none"
      stroke="currentColor"
      strokeWidth="6"
      strokeLinecap="round"
      strokeLinejoin="round"
      {...(alt ? { role: "img", "aria-label": alt } : { "aria-hidden": true })}
    >
      {shapes[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
