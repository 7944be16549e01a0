import { useId, type ReactNode } from "react";
import { buttonVariants } from "@/components/ui/button";
import type { QuestionMeta } from "../../model/answer-reducer";
import type { Screen } from "../../model/funnel";

/** The parts every screen is made of: heading (focus target), subtitle, body and the main button. */
export function ScreenHeading({ id, title, subtitle, emoji }: { id: string; title: string; subtitle?: string; emoji?: string }) {
  return (
    <div className="space-y-2">
      {emoji ? (
        <p aria-hidden="true" className="text-4xl">
          {emoji}
        </p>
      ) : null}
      <h1 id={id} tabIndex={-1} className="text-2xl font-extrabold tracking-tight text-ink focus:outline-none sm:text-3xl">
        {title}
      </h1>
      {subtitle ? <p className="text-lg text-gray-700">{subtitle}</p> : null}
    </div>
  );
}

/**
 * The screen's main button. With `disabledReason`, a disabled button says why beside it: visible
 * text that the button is described by, announced (politely) when it appears.
 */
export function ContinueButton({
  label,
  disabled,
  disabledReason,
  onClick,
}: {
  label: string;
  disabled?: boolean;
  /** What to change to go on ("Choose an end time later than the start time."), shown while disabled. */
  disabledReason?: string;
  onClick: () => void;
}) {
  const reasonId = useId();
  const explained = Boolean(disabled && disabledReason);
  const button = (
    <button
      type="button"
      disabled={disabled}
      aria-describedby={explained ? reasonId : undefined}
      onClick={onClick}
      className={buttonVariants({ size: "lg", className: "w-full sm:w-auto" })}
    >
      {label}
    </button>
  );
  if (disabledReason === undefined) return button;
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      {button}
      {/* Always there, so that screen readers announce the text when it appears. */}
      <p id={reasonId} aria-live="polite" className="text-sm font-medium text-gray-700">
        {explained ? disabledReason : null}
      </p>
    </div>
  );
}

export function ScreenBody({ children }: { children: ReactNode }) {
  return <div className="space-y-6">{children}</div>;
}

/** What an answer records of its screen (model/answer-reducer.ts). */
export function questionOf(
  screen: Screen & { questionKey: string; category: string; title: string; retenoUserProperty?: string },
): QuestionMeta {
  return {
    questionId: screen.id,
    questionText: screen.title,
    category: screen.category,
    questionKey: screen.questionKey,
    retenoUserProperty: screen.retenoUserProperty ?? null,
  };
}

/** Fills {name}-style placeholders with plain text (React escapes it: never HTML). */
export function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match);
}
