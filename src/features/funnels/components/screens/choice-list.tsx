import type { ReactNode } from "react";

export interface ChoiceItem {
  id: string;
  text: string;
  description?: string;
  emoji?: string;
}

/**
 * Answers as buttons (keyboard: Tab and Enter/Space; a pressed state for screen readers). Single
 * choices go on at once; multiple choices toggle.
 */
export function ChoiceList({
  items,
  selected,
  onPick,
  layout = "list",
  labelledBy,
}: {
  items: ChoiceItem[];
  selected: string[];
  onPick: (item: ChoiceItem) => void;
  layout?: "list" | "cards" | "grid" | "chips";
  labelledBy: string;
}) {
  const listClass = {
    list: "grid gap-3",
    cards: "grid gap-3 sm:grid-cols-2",
    grid: "grid grid-cols-2 gap-3 sm:grid-cols-4",
    chips: "flex flex-wrap gap-2",
  }[layout];
  return (
    <ul aria-labelledby={labelledBy} className={listClass}>
      {items.map((item) => {
        const isSelected = selected.includes(item.id);
        return (
          <li key={item.id}>
            <button type="button" aria-pressed={isSelected} onClick={() => onPick(item)} className={choiceClass(layout, isSelected)}>
              <ChoiceContent item={item} />
            </button>
          </li>
        );
      })}
    </ul>
  );
}

function choiceClass(layout: string, isSelected: boolean): string {
  const state = isSelected ? "border-brand-600 bg-brand-50 ring-2 ring-brand-600" : "border-gray-300 bg-white hover:border-brand-600";
  const shape =
    layout === "chips"
      ? "rounded-full px-4 py-2 font-medium"
      : layout === "grid"
        ? "flex h-full w-full flex-col items-center gap-2 rounded-2xl p-4 text-center font-semibold"
        : "flex w-full items-center gap-3 rounded-2xl p-4 text-left";
  return `border text-ink transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 ${shape} ${state}`;
}

function ChoiceContent({ item }: { item: ChoiceItem }): ReactNode {
  return (
    <>
      {item.emoji ? (
        <span aria-hidden="true" className="text-2xl">
          {item.emoji}
        </span>
      ) : null}
      <span className="flex flex-col">
        <span className="font-semibold">{item.text}</span>
        {item.description ? <span className="text-sm font-normal text-gray-700">{item.description}</span> : null}
      </span>
    </>
  );
}
