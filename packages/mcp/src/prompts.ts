export interface PromptArgument {
  name: string;
  description: string;
  required?: boolean;
}

export interface PromptDefinition {
  name: string;
  title: string;
  description: string;
  arguments: PromptArgument[];
  text(args: Record<string, string | undefined>): string;
}

const opt = (label: string, value: string | undefined) => (value ? ` ${label} ${value}` : '');

/** Common workflows, written as the first message an agent would want to receive. */
export const PROMPTS: PromptDefinition[] = [
  {
    name: 'diagnose-vrt-failure',
    title: 'Diagnose a VRT failure',
    description: 'Find why a visual check failed and propose the right fix, rule or approval',
    arguments: [
      { name: 'scenarioLabel', description: 'Scenario to look at (optional: the worst failure)' },
      { name: 'runId', description: 'Run to look at (optional: the latest)' },
    ],
    text: (a) =>
      `Diagnose the visual regression failure${opt('of scenario', a.scenarioLabel)}${opt('in run', a.runId)}.
1. Call get_run_failures${a.runId ? ` with runId ${a.runId}` : ''} and pick the failure${a.scenarioLabel ? ` for ${a.scenarioLabel}` : ' with the highest mismatch'}.
2. Call get_diff_stats and explain_vrt_failure for that scenario and viewport; look at the diff image link.
3. Tell me whether it is a real regression to fix, dynamic content that needs a comparison rule, or an intended change to approve. Do not approve or create rules without asking me.`,
  },
  {
    name: 'pre-merge-check',
    title: 'Pre-merge quality check',
    description: 'Run the checks a pull request should pass and summarise what blocks the merge',
    arguments: [
      { name: 'branch', description: 'Branch under review' },
      { name: 'prNumber', description: 'Pull request number' },
    ],
    text: (a) =>
      `Check whether${opt('branch', a.branch)}${opt('PR #', a.prNumber)} is ready to merge.
1. Call check_setup_health, then run_vrt${a.branch ? ` with branch ${a.branch}` : ''} and wait_for_run on the runId.
2. If anything failed, call get_run_failures and summarise each failure in one line with its mismatch.
3. Give me a clear verdict: ready, or the list of blockers with the next action for each.`,
  },
  {
    name: 'frt-journey-from-goal',
    title: 'Functional journey from a goal',
    description: 'Turn a plain-language goal into a Gherkin journey, reusing an existing one when it exists',
    arguments: [
      { name: 'goal', description: 'What the user should be able to do, in plain words', required: true },
      { name: 'startPath', description: 'Page where the journey starts' },
    ],
    text: (a) =>
      `Create a functional journey for: "${a.goal ?? ''}"${opt('starting at', a.startPath)}.
1. Call frt_find_scenarios with the goal first; if a journey matches, show it and stop.
2. Otherwise call create_frt_scenario with the goal${a.startPath ? ` and startPath ${a.startPath}` : ''} and confirm: true, then run_frt_feature on it.
3. Report each step's result and, on failure, frt_explain_failure's reading of it.`,
  },
  {
    name: 'jira-tracking-proof',
    title: 'JIRA tracking proof',
    description: 'Prove or refute that a tracking ticket is fixed, with a comment to paste in JIRA',
    arguments: [
      { name: 'ticketId', description: 'JIRA ticket, e.g. BN-470', required: true },
      { name: 'reproGoal', description: 'How to reproduce, in plain words' },
    ],
    text: (a) =>
      `Prove whether JIRA ticket ${a.ticketId ?? ''} is fixed.
Call tracking_prove_jira_ticket once with ticketId ${a.ticketId ?? ''}${a.reproGoal ? ` and reproGoal "${a.reproGoal}"` : ''} and confirm: true, then poll get_job_status until it is completed. Do not chain frt_find_scenarios yourself.
Quote result.proofOutcome.headline (OUI/NON) to me, give the reasons, and paste result.jiraMarkdown verbatim as the JIRA comment. If the proof failed, propose the nextActions it returned.`,
  },
  {
    name: 'jira-tracking-proof-investigate',
    title: 'Investigate a failed tracking proof',
    description: 'Work out why a tracking proof said NON: the scenario, the step, the hits, what to fix',
    arguments: [
      { name: 'ticketId', description: 'JIRA ticket, e.g. BN-470', required: true },
      { name: 'auditId', description: 'The audit the proof ran (result.auditId)' },
    ],
    text: (a) =>
      `The tracking proof of ${a.ticketId ?? ''} said NON. Find out why, without running a full audit.
1. Call tracking_get_audit_event_proof with ticketId ${a.ticketId ?? ''}${opt('and auditId', a.auditId)}: read the event's status, its step, and each variable's expected and received value.
2. If no scenario matched the ticket, call frt_find_scenarios with the ticket's words, then frt_get_feature with ticketId ${a.ticketId ?? ''} to see which steps carry out its actions.
3. If the event was missing, say in which step it was sent instead, if any; if a variable was wrong, quote the received value.
4. When the site needs a person to look, say exactly what to do on the page and what to check in the network panel (a human handoff). Then propose tracking_prove_jira_ticket again.`,
  },
  {
    name: 'diagnose-tracking-audit',
    title: 'Diagnose a tracking audit',
    description: 'Read a tracking audit: which events and pages fail, on which step, and the fix for each',
    arguments: [{ name: 'auditId', description: 'Audit to read (optional: the latest)' }],
    text: (a) =>
      `Diagnose the tracking audit${opt('', a.auditId) || ' (the latest)'}.
1. Call tracking_get_audit_report${a.auditId ? ` with auditId ${a.auditId}` : ''}; list events and pages that fail or are missing, worst first.
2. For each, call tracking_get_audit_event_proof and say which variable is wrong (expected vs received) or in which step the hit was sent instead.
3. For skipped events, call tracking_get_plan and propose the tracking_link_event_frt calls its linking hints suggest.
4. End with the fixes for the site's tagging, and the plan changes if the plan itself is wrong.`,
  },
  {
    name: 'setup-review',
    title: 'Review the VisualQ setup',
    description: 'Check that the server, browser, project and key are ready, and what to set up next',
    arguments: [],
    text: () =>
      `Review my VisualQ setup.
1. Call check_setup_health and list_projects; report any failed or warning check with how to fix it.
2. Call list_my_tools and tell me what this key can and cannot do, and why.
3. Suggest the first three things to set up next (scenarios, journeys, tracking plan), as tool calls I can approve.`,
  },
];
