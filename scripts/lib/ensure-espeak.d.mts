/** `espeak-ng` on PATH (default: this process's PATH), or undefined. */
export function espeakOnPath(envPath?: string): string | undefined;
/** The path of espeak-ng (installing Debian's package as root with apt-get), or undefined: no audio. */
export function ensureEspeak(): string | undefined;
