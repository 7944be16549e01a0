"use client";

import { useEffect, useId, useRef, useState } from "react";
import { navGroup, type NavItem } from "../model/nav";

/** Below the md breakpoint: a button that discloses the navigation. Escape closes it. */
export function MobileMenu({
  items,
  openLabel,
  closeLabel,
  navLabel,
}: {
  items: NavItem[];
  openLabel: string;
  closeLabel: string;
  navLabel: string;
}) {
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setIsOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [isOpen]);

  return (
    <div className="md:hidden">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen((open) => !open)}
        className="inline-flex h-11 w-11 items-center justify-center rounded-lg text-ink hover:bg-gray-100"
      >
        <span className="sr-only">{isOpen ? closeLabel : openLabel}</span>
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" stroke="currentColor" strokeWidth="2" fill="none">
          {isOpen ? <path d="M6 6l12 12M18 6 6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
        </svg>
      </button>
      <nav
        id={panelId}
        aria-label={navLabel}
        hidden={!isOpen}
        className="absolute inset-x-0 top-full z-30 border-b border-gray-200 bg-white px-4 pb-4 shadow-lg"
      >
        <ul className="space-y-1 pt-2">
          {items.map((item) => (
            <li key={item.href} {...navGroup(item)}>
              <a
                href={item.href}
                onClick={() => setIsOpen(false)}
                className="block rounded-lg px-3 py-3 text-base font-medium text-ink hover:bg-brand-50"
              >
                {item.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
