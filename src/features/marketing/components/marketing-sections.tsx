import type { ReactNode } from "react";
import { buttonVariants } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import type { MarketingCopy } from "../model/content-schema";

/** The sections every marketing page is made of (decision record 0041): server-rendered, no client code. */

type Item = { title: string; body: string };

export function Breadcrumbs({ label, items }: { label: string; items: readonly { name: string; href?: string }[] }) {
  return (
    <nav aria-label={label}>
      <ol className="flex flex-wrap items-center gap-2 text-sm text-muted">
        {items.map((item, index) => (
          <li key={item.name} className="flex items-center gap-2">
            {index > 0 ? <span aria-hidden="true">›</span> : null}
            {item.href ? (
              <a href={item.href} className="text-brand-700 underline underline-offset-2 hover:text-brand-800">
                {item.name}
              </a>
            ) : (
              <span aria-current="page">{item.name}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

export function Hero({
  hero,
  ctaHref,
  secondaryHref,
  breadcrumbs,
}: {
  hero: MarketingCopy["hero"];
  ctaHref: string;
  secondaryHref?: string;
  breadcrumbs: ReactNode;
}) {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <Container className="py-10 md:py-16">
        {breadcrumbs}
        <div className="mt-8 max-w-3xl">
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{hero.eyebrow}</p>
          <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-ink sm:text-5xl">{hero.title}</h1>
          <p className="mt-5 text-lg leading-8 text-gray-700">{hero.intro}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <a href={ctaHref} className={buttonVariants({ size: "lg" })}>
              {hero.cta}
            </a>
            {secondaryHref && hero.secondaryCta ? (
              <a href={secondaryHref} className={buttonVariants({ size: "lg", variant: "secondary" })}>
                {hero.secondaryCta}
              </a>
            ) : null}
          </div>
        </div>
      </Container>
    </section>
  );
}

function SectionTitle({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2 id={id} className="text-3xl font-bold tracking-tight text-ink">
      {children}
    </h2>
  );
}

export function Benefits({ section }: { section: { title: string; items: readonly Item[] } }) {
  return (
    <section aria-labelledby="benefits-title" className="py-16">
      <Container>
        <SectionTitle id="benefits-title">{section.title}</SectionTitle>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {section.items.map((item) => (
            <li key={item.title} className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm">
              <h3 className="text-lg font-semibold text-ink">{item.title}</h3>
              <p className="mt-2 text-gray-700">{item.body}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}

export function Steps({ section }: { section: { title: string; items: readonly Item[] } }) {
  return (
    <section aria-labelledby="steps-title" className="bg-gray-50 py-16">
      <Container>
        <SectionTitle id="steps-title">{section.title}</SectionTitle>
        <ol className="mt-10 grid gap-6 md:grid-cols-3">
          {section.items.map((item, index) => (
            <li key={item.title} className="rounded-2xl bg-white p-6 shadow-sm">
              <span
                aria-hidden="true"
                className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-brand-600 text-lg font-bold text-white"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold text-ink">{item.title}</h3>
              <p className="mt-2 text-gray-700">{item.body}</p>
            </li>
          ))}
        </ol>
      </Container>
    </section>
  );
}

export function Facts({ section }: { section: { title: string; items: readonly Item[] } }) {
  return (
    <section aria-labelledby="facts-title" className="py-16">
      <Container>
        <SectionTitle id="facts-title">{section.title}</SectionTitle>
        <dl className="mt-10 grid gap-8 sm:grid-cols-2">
          {section.items.map((item) => (
            <div key={item.title} className="border-l-4 border-accent-400 pl-4">
              <dt className="text-lg font-semibold text-ink">{item.title}</dt>
              <dd className="mt-1 text-gray-700">{item.body}</dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  );
}

export function Faq({ section }: { section: MarketingCopy["faq"] }) {
  return (
    <section aria-labelledby="faq-title" className="bg-gray-50 py-16">
      <Container>
        <SectionTitle id="faq-title">{section.title}</SectionTitle>
        <div className="mt-10 max-w-3xl space-y-8">
          {section.items.map((item) => (
            <div key={item.question}>
              <h3 className="text-lg font-semibold text-ink">{item.question}</h3>
              <p className="mt-2 leading-7 text-gray-700">{item.answer}</p>
            </div>
          ))}
        </div>
      </Container>
    </section>
  );
}

export function ClosingCta({ cta, href }: { cta: MarketingCopy["cta"]; href: string }) {
  return (
    <section aria-labelledby="cta-title" className="bg-brand-800 py-16 text-white">
      <Container className="text-center">
        <h2 id="cta-title" className="text-3xl font-bold tracking-tight">
          {cta.title}
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-lg text-brand-100">{cta.body}</p>
        <div className="mt-8 flex justify-center">
          <a href={href} className={buttonVariants({ size: "lg", variant: "inverse" })}>
            {cta.button}
          </a>
        </div>
      </Container>
    </section>
  );
}

/** Structured data for search engines; `<` is escaped so no text can close the script. */
export function JsonLd({ data }: { data: object }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }} />;
}
