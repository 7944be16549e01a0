import { getMessages } from "next-intl/server";
import { Container } from "@/components/ui/container";
import { localizedPath, type Locale, type Messages } from "@/lib/i18n";
import { labelsOf } from "../model/labels";
import { LevelTestPageIsland } from "./level-test-page-island";

/** /[locale]/test-your-english-level (issue 14, decision record 0032): the page's texts come from the server; the test loads in its island. */
export async function LevelTestPage({ locale }: { locale: Locale }) {
  const labels = labelsOf(((await getMessages()) as Messages).levelTest as Record<string, unknown> | undefined);
  return (
    <Container className="py-10 sm:py-14">
      <div className="mx-auto max-w-2xl">
        <h1 className="text-4xl font-extrabold tracking-tight text-ink">{labels.title}</h1>
        <p className="mt-4 text-lg text-gray-700">{labels.intro}</p>
        <div className="mt-8">
          <LevelTestPageIsland locale={locale} labels={labels} courseHref={localizedPath(locale, "/course")} />
        </div>
      </div>
    </Container>
  );
}
