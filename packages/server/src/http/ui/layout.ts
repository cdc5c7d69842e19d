import { html, type SafeHtml } from './html.js';
import type { SignedIn } from './session.js';

export interface Crumb {
  label: string;
  href?: string;
}

/** Every page: header with the org and sign-out, breadcrumbs, one main landmark. */
export function layout(
  title: string,
  session: SignedIn | null,
  body: SafeHtml,
  crumbs: Crumb[] = [],
): string {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="htmx-config" content='{"includeIndicatorStyles":false,"allowEval":false}'>
<title>${title} · VisualQ</title>
<link rel="stylesheet" href="/ui/assets/app.css">
<script src="/ui/assets/htmx.min.js" defer></script>
<script src="/ui/assets/app.js" defer></script>
</head>
<body>
<header class="top">
  <a class="brand" href="/">VisualQ</a>
  ${
    session
      ? html`<span class="who">${session.org.name} · ${session.key.name}${session.canWrite ? '' : ' (read-only)'}</span>
  <form method="post" action="/signout"><input type="hidden" name="_csrf" value="${session.csrf}"><button type="submit" class="link">Sign out</button></form>`
      : ''
  }
</header>
${
  crumbs.length
    ? html`<nav class="crumbs" aria-label="Breadcrumb"><ol>${crumbs.map((c) =>
        c.href
          ? html`<li><a href="${c.href}">${c.label}</a></li>`
          : html`<li aria-current="page">${c.label}</li>`,
      )}</ol></nav>`
    : ''
}
<main id="main">
${body}
</main>
</body>
</html>`.value;
}

export const statusBadge = (status: string) => html`<span class="badge s-${status}">${status}</span>`;

export const when = (iso: string | null) => (iso ? iso.replace('T', ' ').replace(/\.\d+Z$/, ' UTC') : '–');
