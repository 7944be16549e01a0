import { buttonVariants } from "@/components/ui/button";
import { localizedPath, type Locale } from "@/lib/i18n";

/** The call to action at the end of every word and guide page: into the main English funnel. */
export function WordCta({ locale, id, title, body, button }: { locale: Locale; id: string; title: string; body: string; button: string }) {
  return (
    <section aria-labelledby={id} className="mt-12 rounded-2xl bg-brand-50 p-6">
      <h2 id={id} className="text-xl font-bold text-ink">
        {title}
      </h2>
      <p className="mt-2 text-gray-700">{body}</p>
      <a href={localizedPath(locale, "/funnel/english-improve")} className={buttonVariants({ className: "mt-4" })}>
        {button}
      </a>
    </section>
  );
}
