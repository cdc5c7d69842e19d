import type { Config } from '../../config.js';

export interface Ticket {
  key: string;
  summary: string;
  description: string;
  url: string;
}

export type TicketRead = { ticket: Ticket } | { problem: string };

/** The plain text of an Atlassian Document Format node (API v3 descriptions). */
function adfText(node: unknown): string {
  if (!node || typeof node !== 'object') return typeof node === 'string' ? node : '';
  const n = node as { type?: string; text?: string; content?: unknown[] };
  const inner = (n.content ?? []).map(adfText).join(n.type === 'doc' || n.type === 'bulletList' ? '\n' : '');
  return n.text ?? (['paragraph', 'heading', 'listItem'].includes(n.type ?? '') ? `${inner}\n` : inner);
}

/**
 * Reads a ticket from JIRA's REST API (v2 answers plain text, v3 answers ADF; both are read) with the
 * operator's credentials: an email and API token (Cloud, basic auth) or a personal access token
 * (Data Center, bearer). The base URL is the operator's, never one a caller sent.
 */
export async function readTicket(jira: Config['jira'], key: string): Promise<TicketRead> {
  if (!jira.url) return { problem: 'no JIRA configured (VISUALQ_JIRA_URL)' };
  const headers: Record<string, string> = { accept: 'application/json' };
  if (jira.token) {
    headers.authorization = jira.email
      ? `Basic ${Buffer.from(`${jira.email}:${jira.token}`).toString('base64')}`
      : `Bearer ${jira.token}`;
  }
  for (const version of ['2', '3']) {
    let response: Response;
    try {
      response = await fetch(
        `${jira.url}/rest/api/${version}/issue/${encodeURIComponent(key)}?fields=summary,description`,
        {
          headers,
          signal: AbortSignal.timeout(10_000),
        },
      );
    } catch (error) {
      return { problem: `JIRA did not answer: ${(error as Error).message}` };
    }
    if (response.status === 404 && version === '2') continue;
    if (!response.ok) return { problem: `JIRA answered HTTP ${response.status} for ${key}` };
    const body = (await response.json().catch(() => null)) as {
      key?: string;
      fields?: { summary?: string; description?: unknown };
    } | null;
    if (!body?.fields) return { problem: `JIRA's answer for ${key} has no fields` };
    return {
      ticket: {
        key: body.key ?? key,
        summary: body.fields.summary ?? '',
        description: adfText(body.fields.description).trim(),
        url: `${jira.url}/browse/${body.key ?? key}`,
      },
    };
  }
  return { problem: `JIRA has no ticket ${key}` };
}
