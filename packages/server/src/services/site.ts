import { type CrawledPage, crawl } from '../engines/crawl.js';
import { ToolError } from '../errors.js';
import { assertNetworkAllowed, parseHttpUrl } from './network-policy.js';
import type { ProjectService } from './projects.js';

/** Reaching a site on behalf of an org: only hosts of its own projects, never anywhere else. */
export class SiteService {
  constructor(
    private readonly projects: ProjectService,
    private readonly allowPrivateNetwork: boolean,
  ) {}

  /** The org's project and environment hosts (host:port), the only places capture may go. */
  async allowedHosts(orgId: string): Promise<Set<string>> {
    const hosts = new Set<string>();
    for (const project of await this.projects.list(orgId)) {
      hosts.add(new URL(project.base_url).host);
      for (const env of await this.projects.environments(project.id)) {
        if (env.base_url) hosts.add(new URL(env.base_url).host);
      }
    }
    return hosts;
  }

  async assertAllowed(orgId: string, target: URL | string, argName: string): Promise<void> {
    const url = typeof target === 'string' ? parseHttpUrl(target, argName) : target;
    await this.assertIn(await this.allowedHosts(orgId), url, argName);
  }

  private async assertIn(hosts: Set<string>, url: URL, argName: string): Promise<void> {
    if (!hosts.has(url.host)) {
      throw new ToolError(
        'validation_error',
        `${argName}: ${url.host} is not a host of this org's projects (${[...hosts].join(', ') || 'none yet'})`,
      );
    }
    await assertNetworkAllowed(url, this.allowPrivateNetwork, argName);
  }

  async crawl(orgId: string, baseUrl: string, limit: number): Promise<CrawledPage[]> {
    const start = parseHttpUrl(baseUrl, 'baseUrl');
    const hosts = await this.allowedHosts(orgId);
    await this.assertIn(hosts, start, 'baseUrl');
    return crawl(start, {
      limit,
      timeoutMs: 15_000,
      guard: async (url) => {
        if (!hosts.has(url.host)) throw new Error(`redirect to ${url.host} refused: not a project host`);
        await assertNetworkAllowed(url, this.allowPrivateNetwork);
      },
    });
  }
}
