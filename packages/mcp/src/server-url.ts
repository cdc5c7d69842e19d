/**
 * The VisualQ server a command is pointed at: `--url`, else VISUALQ_BASE_URL, else where a server
 * started with the same environment listens (VISUALQ_PUBLIC_URL, or VISUALQ_PORT / PORT on
 * loopback, 4100 by default — as the server itself reads them).
 */
export function serverUrl(env: NodeJS.ProcessEnv, argv: string[] = []): string {
  const flag = argv.indexOf('--url');
  const given = flag >= 0 ? argv[flag + 1] : argv.find((a) => a.startsWith('--url='))?.slice(6);
  const port = env.VISUALQ_PORT?.trim() || env.PORT?.trim() || '4100';
  const url =
    given || env.VISUALQ_BASE_URL?.trim() || env.VISUALQ_PUBLIC_URL?.trim() || `http://127.0.0.1:${port}`;
  return url.replace(/\/+$/, '');
}
