"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import type { CourseId } from "../../model/course-levels";
import { AudioButton } from "./audio-button";

/** A sentence to hear (it plays when shown); when its audio cannot play, it is shown to read instead. */
export function HeardSentence({ course, text }: { course: CourseId; text: string }) {
  const t = useTranslations("lesson.audio");
  const [isAudioMissing, setAudioMissing] = useState(false);
  return (
    <div className="space-y-3">
      <AudioButton course={course} text={text} autoPlay size="lg" onUnavailable={() => setAudioMissing(true)} />
      {isAudioMissing ? (
        <p className="text-base text-ink">
          {t("readInstead")}{" "}
          <span lang={course} className="font-semibold">
            {text}
          </span>
        </p>
      ) : null}
    </div>
  );
}
