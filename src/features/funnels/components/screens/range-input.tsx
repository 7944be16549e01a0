import { useId } from "react";

/** A labelled native range input; `valueText` is what screen readers announce. */
export function RangeInput({
  label,
  min,
  max,
  step = 1,
  value,
  valueText,
  onChange,
}: {
  label: string;
  min: number;
  max: number;
  step?: number;
  value: number;
  valueText: string;
  onChange: (value: number) => void;
}) {
  const id = useId();
  return (
    <div className="space-y-2">
      <label htmlFor={id} className="flex justify-between font-semibold text-ink">
        <span>{label}</span>
        <output htmlFor={id} className="text-brand-700">
          {valueText}
        </output>
      </label>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        aria-valuetext={valueText}
        onChange={(event) => onChange(Number(event.target.value))}
        className="h-10 w-full accent-brand-600"
      />
    </div>
  );
}
