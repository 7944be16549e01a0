import { getMessages } from "next-intl/server";
import type { Locale } from "@/lib/i18n";
import { listFlags } from "../server/manage-flags";
import { AdminFlagsView } from "./admin-flags-view";

/** /admin/flags (server part): loads the flags and the admin strings for the client view. */
export async function AdminFlags({ locale }: { locale: Locale }) {
  const messages = (await getMessages({ locale })) as { admin: Record<string, string> };
  const flags = await listFlags();
  return (
    <AdminFlagsView
      messages={messages.admin}
      flags={flags.map((flag) => ({
        key: flag.key,
        description: messages.admin[`flag_${flag.key}`] ?? flag.description,
        defaultValue: flag.defaultValue,
        override: flag.override ? { value: flag.override.value } : null,
        rules: flag.rules.map((rule) => ({
          id: rule.id,
          kind: rule.kind,
          condition: rule.condition,
          value: rule.value,
          experimentKey: rule.experimentKey,
          variations: rule.variations,
          weights: rule.weights,
          coverage: rule.coverage,
          status: rule.status,
        })),
      }))}
    />
  );
}
