"use client";

import Link from "next/link";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { useShellStrings } from "./shell-strings";

/**
 * What every route group's error boundary shows: the spec's "Something went wrong." and a retry;
 * when the failure was the database being down (asked of /readyz, since the server's error does not
 * reach the browser), "temporarily unavailable, your data is safe" instead.
 */
export function ErrorPanel({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const { locale, errors } = useShellStrings();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [isUnavailable, setIsUnavailable] = useState(false);

  useEffect(() => {
    headingRef.current?.focus();
    console.error(error);
    let cancelled = false;
    fetch("/readyz", { cache: "no-store" })
      .then((response) => !cancelled && setIsUnavailable(response.status === 503))
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [error]);

  return (
    <section role="alert" className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 ref={headingRef} tabIndex={-1} className="text-3xl font-bold text-ink focus:outline-none">
        {isUnavailable ? errors.unavailableTitle : errors.somethingWentWrong}
      </h1>
      <p className="mt-4 text-muted">{isUnavailable ? errors.unavailableBody : errors.errorHelp}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button onClick={() => (isUnavailable ? window.location.reload() : reset())}>{errors.tryAgain}</Button>
        <Link
          href={`/${locale}`}
          className="inline-flex items-center rounded-xl px-5 py-3 font-semibold text-brand-700 underline underline-offset-2"
        >
          {errors.goHome}
        </Link>
      </div>
    </section>
  );
}
