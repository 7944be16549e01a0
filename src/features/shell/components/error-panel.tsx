"use client";

import Link from "next/link";
import { useEffect, useRef } from "react";
import { Button } from "@/components/ui/button";
import { useShellStrings } from "./shell-strings";

/** What every route group's error boundary shows: the spec's "Something went wrong." and a retry. */
export function ErrorPanel({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const { locale, errors } = useShellStrings();
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    headingRef.current?.focus();
    console.error(error);
  }, [error]);

  return (
    <section role="alert" className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 ref={headingRef} tabIndex={-1} className="text-3xl font-bold text-ink focus:outline-none">
        {errors.somethingWentWrong}
      </h1>
      <p className="mt-4 text-muted">{errors.errorHelp}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button onClick={() => reset()}>{errors.tryAgain}</Button>
        <Link href={`/${locale}`} className="inline-flex items-center rounded-xl px-5 py-3 font-semibold text-brand-700 underline underline-offset-2">
          {errors.goHome}
        </Link>
      </div>
    </section>
  );
}
