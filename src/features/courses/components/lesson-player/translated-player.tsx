"use client";

import { NextIntlClientProvider } from "next-intl";
import type { Locale, Messages } from "@/lib/i18n";
import { LessonPlayer, type PlayerProps } from "./lesson-player";

/** The player with its `lesson` messages (loaded with it, after the page). */
export function TranslatedPlayer({ locale, messages, ...props }: PlayerProps & { locale: Locale; messages: Messages }) {
  return (
    <NextIntlClientProvider locale={locale} messages={messages}>
      <LessonPlayer {...props} />
    </NextIntlClientProvider>
  );
}
