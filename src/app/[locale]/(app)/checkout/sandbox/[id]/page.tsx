import { setRequestLocale } from "next-intl/server";
import { Container } from "@/components/ui/container";
import { SandboxCheckout } from "@/features/billing/components/sandbox-checkout";
import { paySandboxCheckoutForm, readSandboxCheckoutView, sandboxPageStrings } from "@/features/billing/server";
import { normalizeLocale } from "@/lib/i18n";
import { registeredPageMetadata } from "@/server/page-metadata";

type Props = { params: Promise<{ locale: string; id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** A typed expiry sent back after a decline: short digits only. */
const digits = (value: string | string[] | undefined) => (typeof value === "string" && /^\d{1,4}$/.test(value) ? value : undefined);

export const generateMetadata = registeredPageMetadata("/checkout/sandbox/[id]");

/** The built-in sandbox's hosted checkout (it plays the payment provider's page). */
export default async function Page({ params, searchParams }: Props) {
  const { locale: raw, id } = await params;
  const { declined, expMonth, expYear } = await searchParams;
  const locale = normalizeLocale(raw) ?? "en";
  setRequestLocale(locale);
  const [strings, view] = await Promise.all([sandboxPageStrings(locale), readSandboxCheckoutView(id)]);
  return (
    <Container className="py-12">
      <div className="mx-auto max-w-xl">
        <h1 className="mb-6 text-3xl font-extrabold tracking-tight text-ink">{strings.title}</h1>
        <SandboxCheckout
          checkoutId={id}
          locale={locale}
          strings={strings}
          view={view}
          declined={typeof declined === "string" ? declined : undefined}
          typed={{ expMonth: digits(expMonth), expYear: digits(expYear) }}
          pay={paySandboxCheckoutForm}
        />
      </div>
    </Container>
  );
}
