import { setRequestLocale } from "next-intl/server";
import { Container } from "@/components/ui/container";
import { SandboxAuthenticate } from "@/features/billing/components/sandbox-authenticate";
import { answerSandboxAuthenticationForm, readSandboxPaymentView, sandboxPageStrings } from "@/features/billing/server";
import { normalizeLocale } from "@/lib/i18n";
import { registeredPageMetadata } from "@/server/page-metadata";

type Props = { params: Promise<{ locale: string; paymentId: string }> };

export const generateMetadata = registeredPageMetadata("/checkout/sandbox/authenticate/[paymentId]");

/** The sandbox's bank confirmation step: approve or deny the payment. */
export default async function Page({ params }: Props) {
  const { locale: raw, paymentId } = await params;
  const locale = normalizeLocale(raw) ?? "en";
  setRequestLocale(locale);
  const [strings, payment] = await Promise.all([sandboxPageStrings(locale), readSandboxPaymentView(paymentId)]);
  return (
    <Container className="py-12">
      <div className="mx-auto max-w-xl">
        <h1 className="mb-6 text-3xl font-extrabold tracking-tight text-ink">{strings.authTitle}</h1>
        <SandboxAuthenticate
          paymentId={paymentId}
          locale={locale}
          strings={strings}
          payment={payment}
          answer={answerSandboxAuthenticationForm}
        />
      </div>
    </Container>
  );
}
