"use client";

import { useLocale, useTranslations } from "next-intl";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field, Input, Select, Textarea, describedBy } from "@/components/ui/field";
import { CONTACT_LIMITS, contactFieldErrors, contactMessageSchema, contactTopics, type ContactField } from "../model/contact-schema";
import { NoscriptNote } from "@/components/ui/noscript-note";

type Values = { name: string; email: string; topic: string; message: string; website: string };
type Status = "idle" | "sending" | "failed" | "rate-limited" | "sent";

const EMPTY: Values = { name: "", email: "", topic: "", message: "", website: "" };

/** The /contact-us form: validated here and on the server with one schema; never loses what was typed. */
export function ContactForm() {
  const t = useTranslations("contact");
  const locale = useLocale();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<ContactField, string>>>({});
  const [status, setStatus] = useState<Status>("idle");
  const [sentTo, setSentTo] = useState("");
  const formRef = useRef<HTMLFormElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);

  const update = (field: keyof Values) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    if (field in errors) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  function focusFirstError(fieldErrors: Partial<Record<ContactField, string>>) {
    const first = (["name", "email", "topic", "message"] as const).find((field) => fieldErrors[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = contactMessageSchema.safeParse(values);
    if (!parsed.success) {
      const fieldErrors = contactFieldErrors(parsed.error);
      setErrors(fieldErrors);
      setStatus("idle");
      focusFirstError(fieldErrors);
      return;
    }
    setErrors({});
    setStatus("sending");
    try {
      const response = await fetch("/api/contact-messages", {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Lingora-Locale": locale },
        body: JSON.stringify(values),
      });
      if (response.status === 201) {
        setSentTo(parsed.data.email);
        setValues(EMPTY);
        setStatus("sent");
        return;
      }
      if (response.status === 429) {
        setStatus("rate-limited");
      } else if (response.status === 400) {
        const body = (await response.json().catch(() => null)) as { error?: { fields?: Partial<Record<ContactField, string>> } } | null;
        const fieldErrors = body?.error?.fields ?? {};
        setErrors(fieldErrors);
        setStatus(Object.keys(fieldErrors).length ? "idle" : "failed");
        focusFirstError(fieldErrors);
      } else {
        setStatus("failed");
      }
    } catch {
      setStatus("failed");
    }
    statusRef.current?.focus();
  }

  if (status === "sent") return <SentConfirmation email={sentTo} onSendAnother={() => setStatus("idle")} />;

  const hasErrors = Object.values(errors).some(Boolean);
  const errorText = (field: ContactField) => (errors[field] ? t(`errors.${errors[field]}` as "errors.nameRequired") : undefined);

  return (
    // POST, never GET: without scripts the browser would otherwise put the fields in the address.
    <form ref={formRef} method="post" noValidate onSubmit={onSubmit} className="space-y-6" aria-describedby="contact-status">
      <NoscriptNote>{t("needsJavaScript")}</NoscriptNote>
      <div id="contact-status" ref={statusRef} tabIndex={-1} aria-live="assertive" className="focus:outline-none">
        {status === "failed" ? (
          <p role="alert" className="rounded-xl border border-red-300 bg-red-50 p-4 text-sm font-medium text-red-800">
            {t("failed")}
          </p>
        ) : null}
        {status === "rate-limited" ? (
          <p role="alert" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm font-medium text-amber-900">
            {t("rateLimited")}
          </p>
        ) : null}
        {hasErrors ? (
          <p role="alert" className="rounded-xl border border-red-300 bg-red-50 p-4 text-sm font-medium text-red-800">
            {t("errorSummary")}
          </p>
        ) : null}
      </div>

      <Field id="contact-name" label={t("name")} error={errorText("name")}>
        <Input
          id="contact-name"
          name="name"
          autoComplete="name"
          maxLength={CONTACT_LIMITS.nameMax}
          value={values.name}
          onChange={update("name")}
          aria-invalid={Boolean(errors.name)}
          aria-describedby={describedBy("contact-name", { error: Boolean(errors.name) })}
        />
      </Field>

      <Field id="contact-email" label={t("email")} hint={t("emailHint")} error={errorText("email")}>
        <Input
          id="contact-email"
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          value={values.email}
          onChange={update("email")}
          aria-invalid={Boolean(errors.email)}
          aria-describedby={describedBy("contact-email", { hint: true, error: Boolean(errors.email) })}
        />
      </Field>

      <Field id="contact-topic" label={t("topic")} error={errorText("topic")}>
        <Select
          id="contact-topic"
          name="topic"
          value={values.topic}
          onChange={update("topic")}
          aria-invalid={Boolean(errors.topic)}
          aria-describedby={describedBy("contact-topic", { error: Boolean(errors.topic) })}
        >
          <option value="">{t("topicPlaceholder")}</option>
          {contactTopics.map((topic) => (
            <option key={topic} value={topic}>
              {t(`topics.${topic}`)}
            </option>
          ))}
        </Select>
      </Field>

      <Field
        id="contact-message"
        label={t("message")}
        hint={t("messageHint", { min: CONTACT_LIMITS.messageMin, max: CONTACT_LIMITS.messageMax })}
        error={errorText("message")}
      >
        <Textarea
          id="contact-message"
          name="message"
          rows={7}
          maxLength={CONTACT_LIMITS.messageMax}
          value={values.message}
          onChange={update("message")}
          aria-invalid={Boolean(errors.message)}
          aria-describedby={describedBy("contact-message", { hint: true, error: Boolean(errors.message) })}
        />
      </Field>

      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">{t("honeypot")}</label>
        <input id="contact-website" name="website" tabIndex={-1} autoComplete="off" value={values.website} onChange={update("website")} />
      </div>

      <Button type="submit" size="lg" disabled={status === "sending"}>
        {status === "sending" ? t("sending") : t("send")}
      </Button>
    </form>
  );
}

/**
 * The confirmation that replaces the form: its heading takes the focus and, on a phone where the
 * form was taller than the screen, it is scrolled into view.
 */
function SentConfirmation({ email, onSendAnother }: { email: string; onSendAnother: () => void }) {
  const t = useTranslations("contact");
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const heading = headingRef.current;
    if (!heading) return;
    heading.focus({ preventScroll: true });
    heading.scrollIntoView({ block: "center" });
  }, []);
  return (
    <div role="status" className="rounded-2xl border border-green-300 bg-green-50 p-6">
      <h2 ref={headingRef} tabIndex={-1} className="text-xl font-semibold text-green-900">
        {t("successTitle")}
      </h2>
      <p className="mt-2 text-green-900">{t("successBody", { email })}</p>
      <Button variant="secondary" className="mt-6" onClick={onSendAnother}>
        {t("sendAnother")}
      </Button>
    </div>
  );
}
