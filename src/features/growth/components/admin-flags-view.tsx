"use client";

import { Container } from "@/components/ui/container";
import { hashAttributes } from "../model/flag-admin-input";
import { FlagActionForm } from "./flag-action-form";

const input = "mt-1 w-full rounded-lg border border-gray-300 px-3 py-2 font-mono text-sm";
const button = "rounded-lg bg-brand-700 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-800";
const secondary = "rounded-lg border border-gray-300 px-3 py-2 text-sm font-semibold text-ink hover:bg-gray-100";

export interface AdminFlagView {
  key: string;
  description: string;
  defaultValue: unknown;
  override: { value: unknown } | null;
  rules: {
    id: string;
    kind: "force" | "experiment";
    condition: unknown;
    value: unknown;
    experimentKey: string | null;
    variations: unknown;
    weights: unknown;
    coverage: number | null;
    status: "running" | "stopped";
  }[];
}

/** The flags admin: every flag with its default, override, rules and experiments, and forms to change them. */
export function AdminFlagsView({ flags, messages }: { flags: AdminFlagView[]; messages: Record<string, string> }) {
  const t = (key: string, params: Record<string, string> = {}) =>
    (messages[key] ?? key).replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? "");
  const strings = { saved: t("saved"), failed: t("failed"), forbidden: t("forbidden") };
  const show = (value: unknown) => JSON.stringify(value);

  return (
    <Container className="py-10">
      <h1 className="text-3xl font-extrabold text-ink">{t("flagsTitle")}</h1>
      <p className="mt-2 max-w-3xl text-muted">{t("flagsIntro")}</p>
      <ul className="mt-8 space-y-6">
        {flags.map((flag) => (
          <li key={flag.key} className="rounded-2xl border border-gray-200 bg-white p-5" aria-labelledby={`flag-${flag.key}`}>
            <h2 id={`flag-${flag.key}`} className="font-mono text-lg font-bold text-ink">
              {flag.key}
            </h2>
            <p className="text-sm text-muted">{flag.description}</p>
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="font-semibold">{t("defaultValue")}</dt>
              <dd className="font-mono">{show(flag.defaultValue)}</dd>
              <dt className="font-semibold">{t("override")}</dt>
              <dd className="font-mono">{flag.override ? show(flag.override.value) : t("noOverride")}</dd>
            </dl>

            <div className="mt-4 grid gap-4 lg:grid-cols-2">
              <FlagActionForm operation="set-override" flagKey={flag.key} strings={strings} className="space-y-2">
                {(values) => (
                  <>
                    <label className="block text-sm font-semibold">
                      {t("overrideValue")}
                      <input
                        name="value"
                        className={input}
                        defaultValue={values?.value ?? show(flag.override?.value ?? flag.defaultValue)}
                      />
                    </label>
                    <button type="submit" className={button}>
                      {t("saveOverride")}
                    </button>
                  </>
                )}
              </FlagActionForm>
              {flag.override ? (
                <FlagActionForm operation="clear-override" flagKey={flag.key} strings={strings} className="self-end">
                  {() => (
                    <button type="submit" className={secondary}>
                      {t("clearOverride")}
                    </button>
                  )}
                </FlagActionForm>
              ) : null}
            </div>

            <h3 className="mt-5 font-semibold text-ink">{t("rulesTitle")}</h3>
            {flag.rules.length === 0 ? <p className="text-sm text-muted">{t("noRules")}</p> : null}
            <ul className="mt-2 space-y-2">
              {flag.rules.map((rule) => (
                <li key={rule.id} className="flex flex-wrap items-center gap-3 rounded-lg bg-gray-50 p-3 text-sm">
                  {rule.kind === "force" ? (
                    <span>
                      {t("ruleSummary", { value: show(rule.value), condition: rule.condition ? show(rule.condition) : t("everyone") })}
                    </span>
                  ) : (
                    <span>
                      {t("experimentSummary", {
                        key: rule.experimentKey ?? "",
                        variations: show(rule.variations),
                        weights: show(rule.weights),
                        coverage: String(rule.coverage ?? 1),
                        status: rule.status === "running" ? t("running") : t("stopped"),
                      })}
                    </span>
                  )}
                  {rule.kind === "force" ? (
                    <FlagActionForm operation="delete-rule" flagKey={flag.key} strings={strings}>
                      {() => (
                        <>
                          <input type="hidden" name="ruleId" value={rule.id} />
                          <button type="submit" className={secondary}>
                            {t("deleteRule")}
                          </button>
                        </>
                      )}
                    </FlagActionForm>
                  ) : rule.status === "running" ? (
                    <FlagActionForm operation="stop-experiment" flagKey={flag.key} strings={strings}>
                      {() => (
                        <>
                          <input type="hidden" name="experimentKey" value={rule.experimentKey ?? ""} />
                          <button type="submit" className={secondary}>
                            {t("stopExperiment")}
                          </button>
                        </>
                      )}
                    </FlagActionForm>
                  ) : null}
                </li>
              ))}
            </ul>

            <details className="mt-4">
              <summary className="cursor-pointer text-sm font-semibold text-brand-700">{t("addRule")}</summary>
              <FlagActionForm operation="add-rule" flagKey={flag.key} strings={strings} className="mt-2 grid gap-2 sm:grid-cols-2">
                {(values) => (
                  <>
                    <label className="text-sm font-semibold">
                      {t("condition")}
                      <input name="condition" className={input} placeholder='{"country":"UA"}' defaultValue={values?.condition ?? ""} />
                    </label>
                    <label className="text-sm font-semibold">
                      {t("ruleValue")}
                      <input name="value" className={input} defaultValue={values?.value ?? ""} />
                    </label>
                    <button type="submit" className={`${button} justify-self-start`}>
                      {t("addRule")}
                    </button>
                  </>
                )}
              </FlagActionForm>
            </details>

            <details className="mt-2">
              <summary className="cursor-pointer text-sm font-semibold text-brand-700">{t("startExperiment")}</summary>
              <FlagActionForm operation="start-experiment" flagKey={flag.key} strings={strings} className="mt-2 grid gap-2 sm:grid-cols-2">
                {(values) => (
                  <>
                    <label className="text-sm font-semibold">
                      {t("experimentKey")}
                      <input name="experimentKey" className={input} required defaultValue={values?.experimentKey ?? ""} />
                    </label>
                    <label className="text-sm font-semibold">
                      {t("variations")}
                      <input
                        name="variations"
                        className={input}
                        required
                        defaultValue={
                          values?.variations ?? (typeof flag.defaultValue === "boolean" ? "[false,true]" : '["control","treatment"]')
                        }
                      />
                    </label>
                    <label className="text-sm font-semibold">
                      {t("weights")}
                      <input name="weights" className={input} placeholder="0.5,0.5" defaultValue={values?.weights ?? ""} />
                    </label>
                    <label className="text-sm font-semibold">
                      {t("coverage")}
                      <input
                        name="coverage"
                        type="number"
                        min="0"
                        max="1"
                        step="0.01"
                        className={input}
                        defaultValue={values?.coverage ?? "1"}
                      />
                    </label>
                    <label className="text-sm font-semibold">
                      {t("hashAttribute")}
                      <select name="hashAttribute" className={input} defaultValue={values?.hashAttribute ?? "device_id"}>
                        {hashAttributes.map((name) => (
                          <option key={name} value={name}>
                            {name}
                          </option>
                        ))}
                      </select>
                    </label>
                    <label className="text-sm font-semibold">
                      {t("condition")}
                      <input name="condition" className={input} placeholder='{"country":"UA"}' defaultValue={values?.condition ?? ""} />
                    </label>
                    <button type="submit" className={`${button} justify-self-start`}>
                      {t("startExperiment")}
                    </button>
                  </>
                )}
              </FlagActionForm>
            </details>
          </li>
        ))}
      </ul>
    </Container>
  );
}
