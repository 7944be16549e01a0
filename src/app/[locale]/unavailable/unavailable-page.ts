import { DATABASE_RETRY_AFTER_SECONDS } from "@/lib/db/availability";

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The page people get while the database is down: translated, self-contained (no script, no
 * stylesheet that might itself fail), with a retry link to the page they asked for; it also
 * reloads itself after Retry-After seconds, so it turns back into that page once we are up.
 */
export function renderUnavailablePage(input: { locale: string; title: string; body: string; retry: string; home: string }): string {
  const { locale, title, body, retry, home } = input;
  return `<!doctype html>
<html lang="${escape(locale)}" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta http-equiv="refresh" content="${DATABASE_RETRY_AFTER_SECONDS}">
<title>${escape(title)} · Lingora</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",sans-serif;color:#1e1b4b;background:#f8fafc}
main{max-width:36rem;margin:0 auto;padding:6rem 1rem;text-align:center}
h1{font-size:1.875rem;line-height:1.25;margin:0}
p{color:#475569;line-height:1.6;margin:1rem 0 2rem}
a{display:inline-block;margin:.25rem;padding:.75rem 1.25rem;border-radius:.75rem;font-weight:600;color:#4338ca}
a.primary{background:#4338ca;color:#fff;text-decoration:none}
a:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
</style>
</head>
<body>
<main role="alert">
<h1>${escape(title)}</h1>
<p>${escape(body)}</p>
<a class="primary" href="">${escape(retry)}</a>
<a href="/${escape(locale)}">${escape(home)}</a>
</main>
</body>
</html>
`;
}
