import type { VariableCheck } from '../../engines/tracking/audit.js';

export interface ProofFacts {
  ticketId: string | null;
  headline: string;
  eventId: string;
  eventLabel: string;
  scenario: { featureName: string; scenario: string | null; stepIndex: number; stepText: string } | null;
  status: string;
  reason: string | null;
  variables: VariableCheck[];
  hit: { vendor: string; eventName: string; pageUrl: string } | null;
  runAt: string | null;
  auditId: string | null;
  reportUrl: string | null;
}

/** What an event's audit on one FRT step contributes to the proof: where, and what was received. */
export function auditFacts(
  audit: (NonNullable<ProofFacts['scenario']> & Pick<ProofFacts, 'variables' | 'hit'>) | null | undefined,
): Pick<ProofFacts, 'scenario' | 'variables' | 'hit'> {
  if (!audit) return { scenario: null, variables: [], hit: null };
  const { featureName, scenario, stepIndex, stepText } = audit;
  return {
    scenario: { featureName, scenario, stepIndex, stepText },
    variables: audit.variables,
    hit: audit.hit,
  };
}

const cell = (value: unknown) =>
  (value === null || value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value))
    .replace(/\|/g, '\\|')
    .replace(/\n/g, ' ');

const ICON: Record<string, string> = { pass: '✅ pass', fail: '❌ fail', missing: '⚠️ missing' };

/** The comment to paste on the ticket, verbatim: verdict, where it was checked, what was received. */
export function proofMarkdown(f: ProofFacts): string {
  const lines = [
    `### VisualQ tracking proof${f.ticketId ? ` — ${f.ticketId}` : ''}`,
    '',
    `**${f.headline}**`,
    '',
  ];
  lines.push(`- **Event:** \`${f.eventId}\` (${f.eventLabel}) — status **${f.status}**`);
  if (f.scenario) {
    lines.push(
      `- **Scenario:** ${f.scenario.featureName}${f.scenario.scenario ? ` › ${f.scenario.scenario}` : ''}, step ${f.scenario.stepIndex}: _${f.scenario.stepText}_`,
    );
  } else lines.push('- **Scenario:** none covers this event');
  if (f.hit)
    lines.push(`- **Hit:** ${f.hit.vendor} \`${f.hit.eventName}\` from ${f.hit.pageUrl || 'the page'}`);
  if (f.reason) lines.push(`- **Why:** ${f.reason}`);
  if (f.variables.length) {
    lines.push('', '| Variable | Plan | Expected | Received | Status |', '|---|---|---|---|---|');
    for (const v of f.variables) {
      const plan = [v.plan.type, v.plan.mandatory ? 'mandatory' : 'optional', v.plan.trackingMapping]
        .filter(Boolean)
        .join(', ');
      lines.push(
        `| ${cell(v.name)} | ${cell(plan)} | ${cell(v.expected)} | ${cell(v.received)} | ${ICON[v.status] ?? v.status} |`,
      );
    }
  }
  lines.push('');
  const run = [
    f.runAt ? `Run ${f.runAt.replace('T', ' ').replace(/\.\d+Z$/, ' UTC')}` : null,
    f.auditId ? `audit ${f.auditId}` : null,
  ]
    .filter(Boolean)
    .join(' · ');
  if (run) lines.push(`_${run}_${f.reportUrl ? ` · [Full report](${f.reportUrl})` : ''}`);
  return lines.join('\n');
}
