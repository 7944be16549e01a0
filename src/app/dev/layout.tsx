import type { ReactNode } from "react";

export const metadata = { title: "Developer tools · Lingora", robots: { index: false } };

/** Developer tools (English only, never in production). */
export default function DevLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body className="bg-gray-50 text-ink">{children}</body>
    </html>
  );
}
