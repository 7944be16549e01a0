import { brand } from "./brand";

/** The Lingora mark: a speech bubble holding an "L". Decorative unless a title is given. */
export function LogoMark({ className, title }: { className?: string; title?: string }) {
  return (
    <svg
      viewBox="0 0 32 32"
      className={className}
      role={title ? "img" : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
      focusable="false"
    >
      <path d="M6 4h20a4 4 0 0 1 4 4v12a4 4 0 0 1-4 4H14l-6 5v-5H6a4 4 0 0 1-4-4V8a4 4 0 0 1 4-4z" fill={brand.colors.primary} />
      <path d="M11 9v10h9" stroke={brand.colors.paper} strokeWidth="3" fill="none" strokeLinecap="round" />
      <circle cx="23" cy="10" r="2.2" fill={brand.colors.accent} />
    </svg>
  );
}

/** The mark and the name; `nameClassName` can hide the name where space is short (the mark stays). */
export function Logo({ className, nameClassName }: { className?: string; nameClassName?: string }) {
  return (
    <span className={`inline-flex items-center gap-2 font-bold text-xl tracking-tight ${className ?? ""}`}>
      <LogoMark className="h-8 w-8" />
      <span className={nameClassName}>{brand.name}</span>
    </span>
  );
}
