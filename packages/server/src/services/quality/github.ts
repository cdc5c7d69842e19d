/** The comment VisualQ owns on a PR: found again by this marker, so it is updated, not duplicated. */
export const COMMENT_MARKER = '<!-- visualq:pr-comment -->';

export interface GitHubConfig {
  apiUrl: string;
  token: string | null;
}

export class GitHubError extends Error {}

async function call(config: GitHubConfig, method: string, path: string, body?: unknown) {
  const response = await fetch(`${config.apiUrl}${path}`, {
    method,
    headers: {
      accept: 'application/vnd.github+json',
      authorization: `Bearer ${config.token}`,
      'x-github-api-version': '2022-11-28',
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(15_000),
  }).catch((error: Error) => {
    throw new GitHubError(`GitHub did not answer: ${error.message}`);
  });
  if (!response.ok) {
    const detail = ((await response.json().catch(() => null)) as { message?: string } | null)?.message;
    throw new GitHubError(
      `GitHub answered HTTP ${response.status} to ${method} ${path}${detail ? `: ${detail}` : ''}`,
    );
  }
  return response.status === 204 ? null : response.json();
}

/**
 * Posts VisualQ's comment on a pull request, or updates it when one is there already (GitHub's
 * issue comments API; a PR is an issue). The API URL is the operator's: GitHub Enterprise works too.
 */
export async function upsertPrComment(config: GitHubConfig, repo: string, prNumber: number, body: string) {
  const text = `${COMMENT_MARKER}\n${body}`;
  for (let page = 1; page <= 10; page++) {
    const comments = (await call(
      config,
      'GET',
      `/repos/${repo}/issues/${prNumber}/comments?per_page=100&page=${page}`,
    )) as Array<{ id: number; body?: string; html_url?: string }>;
    const ours = comments.find((c) => c.body?.includes(COMMENT_MARKER));
    if (ours) {
      const updated = (await call(config, 'PATCH', `/repos/${repo}/issues/comments/${ours.id}`, {
        body: text,
      })) as { id: number; html_url?: string };
      return { action: 'updated' as const, commentId: updated.id, url: updated.html_url ?? null };
    }
    if (comments.length < 100) break;
  }
  const created = (await call(config, 'POST', `/repos/${repo}/issues/${prNumber}/comments`, {
    body: text,
  })) as { id: number; html_url?: string };
  return { action: 'created' as const, commentId: created.id, url: created.html_url ?? null };
}

/** A commit status (the check line on the PR) for a commit. */
export async function setCommitStatus(
  config: GitHubConfig,
  repo: string,
  sha: string,
  state: 'success' | 'failure',
  description: string,
  targetUrl: string,
) {
  await call(config, 'POST', `/repos/${repo}/statuses/${sha}`, {
    state,
    description: description.slice(0, 140),
    context: 'VisualQ',
    target_url: targetUrl,
  });
}
