import { TEST_CARD_LIST, type SandboxStrings } from "./sandbox-strings";

/** The unmistakable "test mode" label of the sandbox's pages, with the test cards. */
export function TestModeBanner({ strings, showCards }: { strings: SandboxStrings; showCards: boolean }) {
  return (
    <section aria-labelledby="test-mode-badge" className="rounded-2xl border-2 border-dashed border-amber-600 bg-amber-50 p-5 text-ink">
      <p id="test-mode-badge" className="inline-block rounded-md bg-amber-800 px-2.5 py-1 text-sm font-extrabold tracking-wider text-white">
        {strings.testModeBadge}
      </p>
      <p className="mt-3">{showCards ? strings.testModeNotice : strings.testModeNoticeShort}</p>
      {showCards ? (
        <>
          <h2 className="mt-4 text-base font-bold">{strings.testCardsTitle}</h2>
          <ul className="mt-2 space-y-1" data-testid="test-cards">
            {TEST_CARD_LIST.map((card) => (
              <li key={card.number}>
                <code className="font-mono font-semibold">{card.number}</code> — {strings[card.key]}
              </li>
            ))}
          </ul>
          <p className="mt-2 text-sm">{strings.testCardHint}</p>
        </>
      ) : null}
    </section>
  );
}
