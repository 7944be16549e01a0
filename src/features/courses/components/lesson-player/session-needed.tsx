"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";

/** A first visit has no session: sign the visitor in anonymously (they can learn), then render the lesson. */
export function SessionNeeded() {
  const t = useTranslations("lesson");
  const router = useRouter();
  const [hasFailed, setFailed] = useState(false);
  useEffect(() => {
    // Loaded when needed: the identity client is not part of the lesson page's first load.
    import("@/features/auth/client")
      .then(({ ensureSession }) => ensureSession())
      .then(() => router.refresh())
      .catch(() => setFailed(true));
  }, [router]);
  return (
    <p role="status" className="rounded-2xl bg-gray-50 p-6 text-center text-lg text-ink">
      {hasFailed ? t("sessionFailed") : t("preparing")}
    </p>
  );
}
