import { useId } from "react";

/**
 * A native range input showing its value; `valueText` is what screen readers announce. It is named
 * by a visible `label`, or, when the screen's heading already asks the question (slider, range), by
 * that heading (`labelledBy`: its id) so the question is not printed twice.
 */
export function RangeInput({
  min,
  max,
  step = 1,
  value,
  valueText,
  onChange,
  ...name
}: ({ label: string; labelledBy?: never } | { labelledBy: string; label?: never }) & {
  min: number;
  max: number;
  step?: number;
  value: number;
  valueText: string;
  onChange: (value: number) => void;
}) {
  const id = useId();
  const output = (
    <output htmlFor={id} className="text-brand-700">
      {valueText}
    </output>
  );
  return (
    <div className="space-y-2">
      {name.label !== undefined ? (
        <label htmlFor={id} className="flex justify-between font-semibold text-ink">
          <span>{name.label}</span>
          {output}
        </label>
      ) : (
        <p className="font-semibold">{output}</p>
      )}
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        aria-labelledby={name.labelledBy}
        aria-valuetext={valueText}
        onChange={(event) => onChange(Number(event.target.value))}
        className="h-10 w-full accent-brand-600"
      />
    </div>
  );
}
