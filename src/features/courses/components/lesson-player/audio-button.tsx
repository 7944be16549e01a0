"use client";

import { useTranslations } from "next-intl";
import { useCallback, useEffect, useRef, useState } from "react";
import { audioUrl, type AudioSpeed } from "../../model/audio";
import type { CourseId } from "../../model/course-levels";

/**
 * Plays a target-language text rendered on the server (never the browser's speech synthesis), at
 * normal speed or slowly. When the file cannot be loaded it says so and calls `onUnavailable`
 * (the exercise then shows the text, so the learner can go on).
 */
export function AudioButton({
  course,
  text,
  autoPlay = false,
  onUnavailable,
  size = "md",
}: {
  course: CourseId;
  text: string;
  autoPlay?: boolean;
  onUnavailable?: () => void;
  size?: "md" | "lg";
}) {
  const t = useTranslations("lesson.audio");
  const [isUnavailable, setUnavailable] = useState(false);
  const playing = useRef<HTMLAudioElement | null>(null);
  const unavailable = useRef(onUnavailable);
  useEffect(() => {
    unavailable.current = onUnavailable;
  });

  const load = useCallback(
    (speed: AudioSpeed) => {
      const player = new Audio(audioUrl(course, text, speed));
      player.addEventListener("error", () => {
        setUnavailable(true);
        unavailable.current?.();
      });
      return player;
    },
    [course, text],
  );

  // The normal-speed file is fetched at once: a missing file is said before the learner presses play.
  useEffect(() => {
    const player = load("normal");
    player.preload = "auto";
    playing.current = player;
    if (autoPlay) player.play().catch(() => undefined);
    return () => {
      playing.current?.pause();
      playing.current = null;
    };
  }, [load, autoPlay]);

  const play = (speed: AudioSpeed) => {
    playing.current?.pause();
    const player = load(speed);
    playing.current = player;
    player.play().catch(() => undefined);
  };

  if (isUnavailable) {
    return (
      <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900">
        {t("unavailable")}
      </p>
    );
  }
  const base =
    "inline-flex items-center justify-center gap-2 rounded-xl border-2 border-brand-600 bg-white font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-offset-2";
  return (
    <div className="flex flex-wrap items-center gap-2">
      <button
        type="button"
        onClick={() => play("normal")}
        className={`${base} ${size === "lg" ? "px-5 py-4 text-lg" : "px-3 py-2 text-sm"}`}
      >
        <SpeakerIcon />
        {t("play")}
      </button>
      <button
        type="button"
        onClick={() => play("slow")}
        className={`${base} ${size === "lg" ? "px-4 py-4 text-base" : "px-3 py-2 text-sm"}`}
      >
        <SpeakerIcon slow />
        {t("slow")}
      </button>
    </div>
  );
}

function SpeakerIcon({ slow = false }: { slow?: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M11 5 6 9H3v6h3l5 4z" fill="currentColor" />
      {slow ? <path d="M15.5 10.5a2.5 2.5 0 0 1 0 3" /> : <path d="M15.5 8.5a5 5 0 0 1 0 7M18.5 5.5a9 9 0 0 1 0 13" />}
    </svg>
  );
}
