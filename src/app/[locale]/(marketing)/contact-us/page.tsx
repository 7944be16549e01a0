import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations, setRequestLocale } from "next-intl/server";
import { Container } from "@/components/ui/container";
import { ContactForm } from "@/features/contact/components/contact-form";
import { normalizeLocale, type Messages } from "@/lib/i18n";
import { registeredPageMetadata } from "@/server/page-metadata";

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = registeredPageMetadata("/contact-us");

export default async function Page({ params }: Props) {
  const locale = normalizeLocale((await params).locale) ?? "en";
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: "contact" });
  const messages = (await getMessages()) as Messages;
  return (
    <Container className="py-12">
      <div className="mx-auto max-w-2xl">
        <h1 className="text-4xl font-extrabold tracking-tight text-ink">{t("title")}</h1>
        <p className="mt-4 text-lg text-gray-700">{t("intro")}</p>
        <div className="mt-10 rounded-2xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8">
          <NextIntlClientProvider locale={locale} messages={{ contact: messages.contact ?? {} }}>
            <ContactForm />
          </NextIntlClientProvider>
        </div>
      </div>
    </Container>
  );
}
