import type { BrowserPool } from '../../engines/capture/browser-pool.js';
import { REFUSE_ALL } from '../../engines/network/filtering-proxy.js';
import type { VariableCheck } from '../../engines/tracking/audit.js';
import type { AuditReport } from './audit-report.js';

const esc = (value: unknown) =>
  String(typeof value === 'string' ? value : JSON.stringify(value ?? null)).replace(
    /[&<>"']/g,
    (c) => `&#${c.charCodeAt(0)};`,
  );

const STATUS_COLOURS: Record<string, string> = {
  pass: '#1a7f37',
  fail: '#cf222e',
  missing: '#bc4c00',
  skipped: '#6e7781',
};

/** The audit as one self-contained HTML page (inline CSS, no script). */
export function auditHtml(report: AuditReport, projectName: string): string {
  const badge = (s: string) => `<b style="color:${STATUS_COLOURS[s] ?? '#000'}">${esc(s)}</b>`;
  const table = (variables: VariableCheck[]) =>
    variables.length
      ? `<table><tr><th>Variable</th><th>Expected</th><th>Received</th><th>Status</th></tr>${variables.map((v) => `<tr><td>${esc(v.name)}</td><td>${esc(v.expected)}</td><td><code>${esc(v.received)}</code></td><td>${badge(v.status)}</td></tr>`).join('')}</table>`
      : '';
  const events = report.suites.events
    .map((e) => {
      const audits = e.audits
        .map(
          (
            a,
          ) => `<p>${badge(a.status)} ${esc(a.featureName)} · step ${a.stepIndex} “${esc(a.stepText)}”${a.reason ? ` — ${esc(a.reason)}` : ''}</p>
${table(a.variables)}
${a.stepScreenshot ? `<img alt="step ${a.stepIndex}" src="${esc(a.stepScreenshot)}">` : ''}`,
        )
        .join('');
      return `<section><h3>${badge(e.status)} ${esc(e.eventId)} — ${esc(e.label)}</h3>${e.reason && !e.audits.length ? `<p>${esc(e.reason)}</p>` : ''}${audits}</section>`;
    })
    .join('');
  const pages = report.suites.pages
    .map(
      (p) =>
        `<section><h3>${badge(p.status)} ${esc(p.pageId)} — ${esc(p.label)}</h3>${p.audits
          .map(
            (a) =>
              `<p>${badge(a.status)} ${esc(a.url)}${a.reason ? ` — ${esc(a.reason)}` : ''}</p>${table(a.variables)}`,
          )
          .join('')}</section>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Tracking audit ${esc(report.auditId)}</title>
<style>body{font:14px system-ui,sans-serif;margin:2rem;max-width:70rem}table{border-collapse:collapse;margin:.5rem 0}td,th{border:1px solid #d0d7de;padding:.25rem .5rem;text-align:left}img{max-width:32rem;border:1px solid #d0d7de}code{font-size:12px}</style></head>
<body><h1>Tracking audit — ${esc(projectName)}</h1>
<p>${esc(report.auditId)} · ${esc(report.status)} · score ${report.score ?? '–'} · ${report.counts.pass} pass, ${report.counts.fail} fail, ${report.counts.missing} missing, ${report.counts.skipped} skipped · ${esc(report.finishedAt ?? report.createdAt)}</p>
<h2>Events</h2>${events || '<p>No event audited.</p>'}<h2>Pages</h2>${pages || '<p>No page audited.</p>'}</body></html>`;
}

/** The audit as a workbook: one sheet of variables per suite, one row per variable checked. */
export async function auditXlsx(report: AuditReport): Promise<Buffer> {
  // exceljs takes a quarter of a second to load: only when a workbook is asked for.
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  book.creator = 'VisualQ';
  const header = ['Status', 'Variable', 'Expected', 'Received', 'Variable status', 'Reason'];
  const events = book.addWorksheet('Events');
  events.addRow(['Event', 'Label', 'Column', 'Feature', 'Step', ...header]).font = { bold: true };
  for (const e of report.suites.events) {
    if (e.audits.length === 0)
      events.addRow([
        e.eventId,
        e.label,
        e.eventColumnKey ?? '',
        '',
        '',
        e.status,
        '',
        '',
        '',
        '',
        e.reason ?? '',
      ]);
    for (const a of e.audits) {
      const lead = [e.eventId, e.label, e.eventColumnKey ?? '', a.featureName, a.stepIndex, a.status];
      if (a.variables.length === 0) events.addRow([...lead, '', '', '', '', a.reason ?? '']);
      for (const v of a.variables)
        events.addRow([...lead, v.name, v.expected, JSON.stringify(v.received), v.status, v.reason ?? '']);
    }
  }
  const pages = book.addWorksheet('Pages');
  pages.addRow(['Page', 'Label', 'URL', ...header]).font = { bold: true };
  for (const p of report.suites.pages) {
    for (const a of p.audits) {
      const lead = [p.pageId, p.label, a.url, a.status];
      if (a.variables.length === 0) pages.addRow([...lead, '', '', '', '', a.reason ?? '']);
      for (const v of a.variables)
        pages.addRow([...lead, v.name, v.expected, JSON.stringify(v.received), v.status, v.reason ?? '']);
    }
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The HTML report printed to PDF by Chromium, with no network at all (the page is self-contained). */
export async function auditPdf(browsers: BrowserPool, html: string): Promise<Buffer> {
  return browsers.withContext({ width: 1240, height: 1754, policy: REFUSE_ALL }, async (context) => {
    const page = await context.newPage();
    await page.setContent(html.replace(/<img [^>]*>/g, ''), { waitUntil: 'load' });
    return page.pdf({
      format: 'A4',
      printBackground: true,
      margin: { top: '12mm', bottom: '12mm', left: '10mm', right: '10mm' },
    });
  });
}
