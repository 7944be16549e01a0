import Link from "next/link";
import "./globals.css";

/** Paths outside any locale (the proxy normally redirects them first). */
export default function RootNotFound() {
  return (
    <html lang="en">
      <body className="px-4 py-24 text-center">
        <h1 className="text-3xl font-bold">Page not found</h1>
        <p className="mt-4">
          <Link href="/" className="text-brand-700 underline">
            Lingora
          </Link>
        </p>
      </body>
    </html>
  );
}
