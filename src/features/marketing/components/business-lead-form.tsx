"use client";

import { useEffect, useRef, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field, Input, Select, Textarea, describedBy } from "@/components/ui/field";
import { NoscriptNote } from "@/components/ui/noscript-note";

type FieldName = "name" | "email" | "company" | "teamSize" | "message";
type Values = Record<FieldName | "website", string>;
type Status = "idle" | "sending" | "failed" | "rate-limited" | "sent";

export interface BusinessLeadStrings {
  title: string;
  /** Said when scripts are off: the form is sent by script. */
  needsJavaScript: string;
  intro: string;
  name: string;
  email: string;
  company: string;
  teamSize: string;
  teamSizePlaceholder: string;
  message: string;
  messageHint: string;
  send: string;
  sending: string;
  successTitle: string;
  successBody: string;
  failed: string;
  rateLimited: string;
  errorSummary: string;
  honeypot: string;
  /** Message id → text (the server answers field errors as ids). */
  errors: Record<string, string>;
  /** Team size value → its label. */
  teamSizes: Record<string, string>;
}

const EMPTY: Values = { name: "", email: "", company: "", teamSize: "", message: "", website: "" };
const FIELDS: FieldName[] = ["name", "email", "company", "teamSize", "message"];
const REQUIRED: Partial<Record<FieldName, string>> = {
  name: "nameRequired",
  email: "emailRequired",
  company: "companyRequired",
  teamSize: "teamSizeRequired",
};

/**
 * The business page's lead form (decision record 0041). The server checks it with the contact
 * feature's schema and answers field errors as message ids; here only the required fields are
 * checked first, so the page carries no schema library. Strings come from the server component.
 */
export function BusinessLeadForm({
  strings,
  teamSizes,
  limits,
  locale,
}: {
  strings: BusinessLeadStrings;
  teamSizes: readonly string[];
  limits: { nameMax: number; emailMax: number; companyMax: number; messageMax: number };
  locale: string;
}) {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [status, setStatus] = useState<Status>("idle");
  const formRef = useRef<HTMLFormElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const sentRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (status === "sent") sentRef.current?.focus();
  }, [status]);

  const update = (field: keyof Values) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    if (field in errors) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  function showErrors(fieldErrors: Partial<Record<FieldName, string>>) {
    setErrors(fieldErrors);
    const first = FIELDS.find((field) => fieldErrors[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const missing = Object.fromEntries(Object.entries(REQUIRED).filter(([field]) => values[field as FieldName].trim() === "")) as Partial<
      Record<FieldName, string>
    >;
    if (Object.keys(missing).length) {
      setStatus("idle");
      showErrors(missing);
      return;
    }
    setErrors({});
    setStatus("sending");
    try {
      const response = await fetch("/api/business-leads", {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Lingora-Locale": locale },
        body: JSON.stringify(values),
      });
      if (response.status === 201) {
        // The thanks takes the focus once it is on the page (an effect below).
        setStatus("sent");
        return;
      }
      if (response.status === 429) setStatus("rate-limited");
      else if (response.status === 400) {
        const body = (await response.json().catch(() => null)) as { error?: { fields?: Partial<Record<FieldName, string>> } } | null;
        const fieldErrors = body?.error?.fields ?? {};
        setStatus(Object.keys(fieldErrors).length ? "idle" : "failed");
        if (Object.keys(fieldErrors).length) {
          showErrors(fieldErrors);
          return;
        }
      } else setStatus("failed");
    } catch {
      setStatus("failed");
    }
    statusRef.current?.focus();
  }

  if (status === "sent") {
    return (
      <div role="status" className="mx-auto max-w-2xl rounded-2xl border border-green-300 bg-green-50 p-6">
        <h2 id="lead-form-title" ref={sentRef} tabIndex={-1} className="text-xl font-semibold text-green-900">
          {strings.successTitle}
        </h2>
        <p className="mt-2 text-green-900">{strings.successBody}</p>
      </div>
    );
  }

  const errorText = (field: FieldName) => (errors[field] ? (strings.errors[errors[field]] ?? strings.errorSummary) : undefined);
  const invalid = (field: FieldName) => Boolean(errors[field]);

  return (
    <div className="mx-auto max-w-2xl rounded-2xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8">
      <h2 id="lead-form-title" className="text-2xl font-bold tracking-tight text-ink">
        {strings.title}
      </h2>
      <p className="mt-2 text-gray-700">{strings.intro}</p>
      {/* POST, never GET: without scripts the browser would otherwise put the fields in the address. */}
      <form ref={formRef} method="post" noValidate onSubmit={onSubmit} className="mt-6 space-y-6">
        <NoscriptNote>{strings.needsJavaScript}</NoscriptNote>
        <div ref={statusRef} tabIndex={-1} aria-live="assertive" className="focus:outline-none">
          {status === "failed" || status === "rate-limited" || Object.values(errors).some(Boolean) ? (
            <p role="alert" className="rounded-xl border border-red-300 bg-red-50 p-4 text-sm font-medium text-red-800">
              {status === "failed" ? strings.failed : status === "rate-limited" ? strings.rateLimited : strings.errorSummary}
            </p>
          ) : null}
        </div>
        <Field id="lead-name" label={strings.name} error={errorText("name")}>
          <Input
            id="lead-name"
            name="name"
            autoComplete="name"
            maxLength={limits.nameMax}
            value={values.name}
            onChange={update("name")}
            aria-invalid={invalid("name")}
            aria-describedby={describedBy("lead-name", { error: invalid("name") })}
          />
        </Field>
        <Field id="lead-email" label={strings.email} error={errorText("email")}>
          <Input
            id="lead-email"
            name="email"
            type="email"
            autoComplete="work email"
            inputMode="email"
            maxLength={limits.emailMax}
            value={values.email}
            onChange={update("email")}
            aria-invalid={invalid("email")}
            aria-describedby={describedBy("lead-email", { error: invalid("email") })}
          />
        </Field>
        <Field id="lead-company" label={strings.company} error={errorText("company")}>
          <Input
            id="lead-company"
            name="company"
            autoComplete="organization"
            maxLength={limits.companyMax}
            value={values.company}
            onChange={update("company")}
            aria-invalid={invalid("company")}
            aria-describedby={describedBy("lead-company", { error: invalid("company") })}
          />
        </Field>
        <Field id="lead-team-size" label={strings.teamSize} error={errorText("teamSize")}>
          <Select
            id="lead-team-size"
            name="teamSize"
            value={values.teamSize}
            onChange={update("teamSize")}
            aria-invalid={invalid("teamSize")}
            aria-describedby={describedBy("lead-team-size", { error: invalid("teamSize") })}
          >
            <option value="">{strings.teamSizePlaceholder}</option>
            {teamSizes.map((size) => (
              <option key={size} value={size}>
                {strings.teamSizes[size] ?? size}
              </option>
            ))}
          </Select>
        </Field>
        <Field id="lead-message" label={strings.message} hint={strings.messageHint} error={errorText("message")}>
          <Textarea
            id="lead-message"
            name="message"
            rows={5}
            maxLength={limits.messageMax}
            value={values.message}
            onChange={update("message")}
            aria-invalid={invalid("message")}
            aria-describedby={describedBy("lead-message", { hint: true, error: invalid("message") })}
          />
        </Field>
        <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
          <label htmlFor="lead-website">{strings.honeypot}</label>
          <input id="lead-website" name="website" tabIndex={-1} autoComplete="off" value={values.website} onChange={update("website")} />
        </div>
        <Button type="submit" size="lg" disabled={status === "sending"}>
          {status === "sending" ? strings.sending : strings.send}
        </Button>
      </form>
    </div>
  );
}
