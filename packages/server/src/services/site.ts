import { type CrawledPage, crawl } from '../engines/crawl.js';
import type { ConnectPolicy } from '../engines/network/filtering-proxy.js';
import { ToolError } from '../errors.js';
import { assertNetworkAllowed, connectPolicy, hostKey, parseHttpUrl } from './network-policy.js';
import type { ProjectService } from './projects.js';

/** Reaching a site on behalf of an org: only hosts of its own projects, never anywhere else. */
export class SiteService {
  constructor(
    private readonly projects: ProjectService,
    private readonly allowPrivateNetwork: boolean,
    private readonly extraHosts: string[] = [],
  ) {}

  /** The org's project and environment hosts (hostname:port), the only places pages may reach. */
  async allowedHosts(orgId: string): Promise<Set<string>> {
    const hosts = new Set<string>();
    for (const project of await this.projects.list(orgId)) {
      hosts.add(hostKey(new URL(project.base_url)));
      for (const env of await this.projects.environments(project.id)) {
        if (env.base_url) hosts.add(hostKey(new URL(env.base_url)));
      }
    }
    return hosts;
  }

  /**
   * The policy a browser working for this org is held to, decided on each connection with the
   * server's current settings (a project stored under a laxer setting gains nothing).
   */
  async browserPolicy(orgId: string): Promise<ConnectPolicy> {
    return connectPolicy({
      hosts: await this.allowedHosts(orgId),
      extraHosts: this.extraHosts,
      allowPrivate: this.allowPrivateNetwork,
    });
  }

  async assertAllowed(orgId: string, target: URL | string, argName: string): Promise<void> {
    const url = typeof target === 'string' ? parseHttpUrl(target, argName) : target;
    await this.assertIn(await this.allowedHosts(orgId), url, argName);
  }

  private async assertIn(hosts: Set<string>, url: URL, argName: string): Promise<void> {
    if (!hosts.has(hostKey(url))) {
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
        if (!hosts.has(hostKey(url))) throw new Error(`redirect to ${url.host} refused: not a project host`);
        await assertNetworkAllowed(url, this.allowPrivateNetwork);
      },
    });
  }
}
