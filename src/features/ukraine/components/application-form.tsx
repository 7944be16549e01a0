"use client";

import { useActionState, useEffect } from "react";
import type { Locale } from "@/lib/i18n";
import { APPLICATION_LIMITS, SITUATIONS, type ApplicationField } from "../model/application-fields";
import type { ApplicationFormCopy } from "../model/programme-copy";
import { applyForFreeForUkraine } from "../server/apply-action";
import type { ApplyState } from "../server/perform-apply";
import { ApplicationSummary } from "./application-summary";

const input = "mt-1 w-full rounded-lg border border-gray-300 px-3 py-2";

/**
 * The application (decision record 0040): posts to a server action with the person's session; a
 * refusal shows each field's problem next to it and keeps what was typed; once stored (or if the
 * person had applied already) the application is shown instead of the form.
 */
export function ApplicationForm({ copy, locale, onApplied }: { copy: ApplicationFormCopy; locale: Locale; onApplied?: () => void }) {
  const [state, action, isPending] = useActionState<ApplyState, FormData>(applyForFreeForUkraine, { status: "idle" });
  const hasApplication = (state.status === "created" || state.status === "exists") && Boolean(state.application);
  // The application just sent (or found) replaces whatever the area showed above the form.
  useEffect(() => {
    if (hasApplication) onApplied?.();
  }, [hasApplication, onApplied]);
  if ((state.status === "created" || state.status === "exists") && state.application) {
    return (
      <div className="grid gap-4">
        <p role="status" className="font-semibold text-green-800">
          {state.status === "created" ? copy.created : copy.exists}
        </p>
        <ApplicationSummary application={state.application} copy={copy} locale={locale} />
      </div>
    );
  }
  const values = state.values ?? {};
  const error = (field: ApplicationField) => {
    const code = state.fields?.[field];
    return code ? (copy.errors[code as keyof typeof copy.errors] ?? code) : undefined;
  };
  const describedBy = (field: ApplicationField, hint?: string) =>
    [hint, error(field) ? `ffu-${field}-error` : undefined].filter(Boolean).join(" ") || undefined;
  const fieldError = (field: ApplicationField) =>
    error(field) ? (
      <p id={`ffu-${field}-error`} className="mt-1 text-sm text-red-700">
        {error(field)}
      </p>
    ) : null;
  const notice =
    state.status === "closed"
      ? copy.closed
      : state.status === "member"
        ? copy.member
        : state.status === "failed"
          ? copy.failed
          : state.status === "signed-out"
            ? copy.signedOut
            : "";
  return (
    <form action={action} aria-labelledby="ffu-form-heading" aria-busy={isPending} className="grid gap-5" noValidate>
      <h3 id="ffu-form-heading" className="sr-only">
        {copy.heading}
      </h3>
      <input type="hidden" name="locale" value={locale} />
      <fieldset aria-describedby={describedBy("situation")} aria-invalid={error("situation") ? true : undefined}>
        <legend className="font-semibold text-ink">{copy.situationLegend}</legend>
        <div className="mt-2 grid gap-2">
          {SITUATIONS.map((situation) => (
            <label key={situation} className="flex items-center gap-2">
              <input type="radio" name="situation" value={situation} required defaultChecked={values.situation === situation} />
              {copy.situations[situation]}
            </label>
          ))}
        </div>
        {fieldError("situation")}
      </fieldset>
      {(["city", "country"] as const).map((field) => (
        <div key={field}>
          <label htmlFor={`ffu-${field}`} className="font-semibold text-ink">
            {copy[field]}
          </label>
          <input
            id={`ffu-${field}`}
            name={field}
            required
            maxLength={APPLICATION_LIMITS.placeMax}
            autoComplete={field === "city" ? "address-level2" : "country-name"}
            className={input}
            defaultValue={values[field] ?? ""}
            aria-invalid={error(field) ? true : undefined}
            aria-describedby={describedBy(field)}
          />
          {fieldError(field)}
        </div>
      ))}
      <div>
        <label htmlFor="ffu-note" className="font-semibold text-ink">
          {copy.note}
        </label>
        <textarea
          id="ffu-note"
          name="note"
          rows={4}
          maxLength={APPLICATION_LIMITS.noteMax}
          className={input}
          defaultValue={values.note ?? ""}
          aria-invalid={error("note") ? true : undefined}
          aria-describedby={describedBy("note", "ffu-note-hint")}
        />
        <p id="ffu-note-hint" className="mt-1 text-sm text-gray-700">
          {copy.noteHint.replace("{max}", String(APPLICATION_LIMITS.noteMax))}
        </p>
        {fieldError("note")}
      </div>
      <div>
        <label className="flex items-start gap-2">
          <input
            type="checkbox"
            name="consent"
            className="mt-1"
            required
            defaultChecked={values.consent === "on"}
            aria-invalid={error("consent") ? true : undefined}
            aria-describedby={describedBy("consent")}
          />
          <span>{copy.consent}</span>
        </label>
        {fieldError("consent")}
      </div>
      <div>
        <button
          type="submit"
          disabled={isPending}
          className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
        >
          {copy.submit}
        </button>
      </div>
      <p role="status" className="text-sm text-red-700">
        {notice}
      </p>
    </form>
  );
}
