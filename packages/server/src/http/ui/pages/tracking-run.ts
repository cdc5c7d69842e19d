import type { EventRow } from '../../../services/tracking/audit-report.js';
import { html, type SafeHtml } from '../html.js';
import { statusBadge } from '../layout.js';
import type { RunPageContext } from './run-context.js';

const value = (v: unknown) =>
  v === null || v === undefined ? '–' : typeof v === 'string' ? v : JSON.stringify(v);

/** A tracking audit: events and pages, each variable planned, expected and received. */
export async function trackingRunBody(c: RunPageContext): Promise<SafeHtml> {
  if (c.run.status === 'queued' || c.run.status === 'running') return html`<p>The audit is running.</p>`;
  const report = await c.services.trackingReports.report(c.session.org.id, c.run);
  const variables = (rows: EventRow['audits'][number]['variables']) =>
    rows.length
      ? html`<table><thead><tr><th scope="col">Variable</th><th scope="col">Expected</th><th scope="col">Received</th><th scope="col">Status</th></tr></thead>
<tbody>${rows.map((v) => html`<tr><td>${v.name}</td><td>${v.expected}</td><td><code>${value(v.received)}</code></td><td>${statusBadge(v.status)}</td></tr>`)}</tbody></table>`
      : '';
  return html`<p>Score <strong>${report.score ?? '–'}</strong> · ${report.counts.pass} pass, ${report.counts.fail} fail, ${report.counts.missing} missing, ${report.counts.skipped} skipped</p>
<h2>Events</h2>
${report.suites.events.map(
  (
    e,
  ) => html`<section class="scenario" aria-label="${e.eventId}"><h3>${e.eventId} — ${e.label} ${statusBadge(e.status)}</h3>
${e.audits.length === 0 && e.reason ? html`<p>${e.reason}</p>` : ''}
${e.audits.map((a) => html`<p>${statusBadge(a.status)} ${a.featureName}, step ${a.stepIndex} “${a.stepText}”${a.reason ? html` — ${a.reason}` : ''}${a.stepScreenshot ? html` · <a href="${a.stepScreenshot}">screenshot</a>` : ''}</p>${variables(a.variables)}`)}
</section>`,
)}
<h2>Pages</h2>
${report.suites.pages.map(
  (
    p,
  ) => html`<section class="scenario" aria-label="${p.pageId}"><h3>${p.pageId} — ${p.label} ${statusBadge(p.status)}</h3>
${p.audits.map((a) => html`<p>${statusBadge(a.status)} ${a.url}${a.reason ? html` — ${a.reason}` : ''}</p>${variables(a.variables)}`)}</section>`,
)}`;
}
