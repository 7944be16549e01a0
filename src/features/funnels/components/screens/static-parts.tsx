import type { ReactNode } from "react";
import { ContinueButton, ScreenBody, ScreenHeading } from "./parts";

/** A screen that only shows something: heading, optional picture and body, one button on. */
export function StaticScreenFrame({
  headingId,
  title,
  body,
  emoji,
  cta,
  onContinue,
  before,
  children,
}: {
  headingId: string;
  title: string;
  body?: string;
  emoji?: string;
  cta: string;
  onContinue: () => void;
  before?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <ScreenBody>
      {before}
      <ScreenHeading id={headingId} title={title} emoji={emoji} />
      {body ? <p className="text-lg leading-8 text-gray-700">{body}</p> : null}
      {children}
      <ContinueButton label={cta} onClick={onContinue} />
    </ScreenBody>
  );
}

export function Bullets({ items }: { items: string[] }) {
  return (
    <ul className="space-y-3">
      {items.map((item) => (
        <li key={item} className="flex gap-3 text-lg text-ink">
          <span
            aria-hidden="true"
            className="mt-1 inline-flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm text-white"
          >
            ✓
          </span>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
