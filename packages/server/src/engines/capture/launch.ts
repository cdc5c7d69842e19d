import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import type { Engine } from './engines.js';

/**
 * The features Playwright itself turns off (its chromiumSwitches): Chromium reads only the last
 * --disable-features it is given, so ours must repeat them. A test checks this list still holds
 * every one Playwright passes.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'DialMediaRouteProvider',
  'GlobalMediaControls',
  'HttpsUpgrades',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'BlockOriginHeaderModificationOnRedirect',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'Translate',
  'AutoDeElevate',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
];

/**
 * Renderer processes a capture browser has no use for, measured here: a spare renderer kept ready
 * (and started again after every navigation that takes it), and each window's omnibox popup, a
 * WebUI page in a renderer of its own. Without them an 8 x 3 run peaked at 1.25 GB of RSS instead
 * of 1.75 GB, and ran faster.
 */
const UNUSED_RENDERERS = [
  'SpareRendererForSitePerProcess',
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
  'WebUIOmniboxFullPopup',
];

/** Headless flags for this machine's Chromium (closed network: no background traffic). */
export const CHROMIUM_FLAGS = [
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...UNUSED_RENDERERS].join(',')}`,
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
  '--hide-scrollbars',
  '--font-render-hinting=none',
  '--force-color-profile=srgb',
  // WebRTC must not open UDP paths around the proxy every connection goes through.
  '--force-webrtc-ip-handling-policy=disable_non_proxied_udp',
];

/**
 * Firefox preferences on top of Playwright's own profile (which already turns off updates, safe
 * browsing, telemetry uploads and speculative connections). Each context is given its filtering
 * proxy over WebDriver BiDi; these make sure nothing goes around it.
 */
export function firefoxPrefs(fallbackProxyPort: number): Record<string, string | number | boolean> {
  return {
    // Loopback goes through the proxy too (Firefox sends it direct by default), and a proxy that
    // does not answer is an error, never a reason to connect directly.
    'network.proxy.allow_hijacking_localhost': true,
    'network.proxy.no_proxies_on': '',
    'network.proxy.failover_direct': false,
    'network.proxy.allow_bypass': false,
    // What the browser itself fetches outside any context is sent to a proxy that refuses all.
    'network.proxy.type': 1,
    'network.proxy.http': '127.0.0.1',
    'network.proxy.http_port': fallbackProxyPort,
    'network.proxy.ssl': '127.0.0.1',
    'network.proxy.ssl_port': fallbackProxyPort,
    'network.proxy.socks_remote_dns': true,
    'network.trr.mode': 5,
    'network.dns.disablePrefetch': true,
    'network.prefetch-next': false,
    'network.predictor.enabled': false,
    'network.http.speculative-parallel-limit': 0,
    'network.captive-portal-service.enabled': false,
    'network.connectivity-service.enabled': false,
    'media.peerconnection.ice.proxy_only': true,
    'security.OCSP.enabled': 0,
    'services.settings.server': 'data:,',
    'browser.region.network.url': '',
    'extensions.blocklist.enabled': false,
    'toolkit.telemetry.enabled': false,
    // Each capture is a fresh load (Chromium: Network.setCacheDisabled).
    'browser.cache.disk.enable': false,
    'browser.cache.memory.enable': false,
    // Fewer content processes (measured on the 8 x 3 bench: peak RSS 2.6 GB with a fresh window per
    // capture, 1.7 GB with warm pages, 1.3 GB with these): none started ahead of need or kept
    // alive idle, one process per page rather than per site, extensions in the main process.
    'dom.ipc.processPrelaunch.enabled': false,
    'dom.ipc.keepProcessesAlive.web': 0,
    'dom.ipc.processCount': 3,
    'fission.autostart': false,
    'extensions.webextensions.remote': false,
    // What Chromium gets from the context options, which Playwright does not pass to Firefox over BiDi.
    'ui.prefersReducedMotion': 1,
    'layout.css.prefers-color-scheme.content-override': 1,
    'ui.systemUsesDarkTheme': 0,
    'ui.useOverlayScrollbars': 0,
    // The generic families Chromium uses on Linux (and browsers on Windows and macOS), in place of
    // DejaVu: a page that only names "sans-serif" lays out alike in both engines, so what
    // compare_engines finds is the page's doing, not the machine's font choice.
    'font.name.serif.x-western': 'Times New Roman',
    'font.name.sans-serif.x-western': 'Arial',
    'font.name.monospace.x-western': 'Monospace',
  };
}

/**
 * Firefox refuses to start when HOME is not a folder its user owns (a service running as one user
 * with another's HOME): then it gets a private one.
 */
function ownedHome(): string {
  const home = os.homedir();
  try {
    if (path.isAbsolute(home) && fs.statSync(home).uid === process.getuid?.()) return home;
  } catch {
    // No such folder: use our own.
  }
  const own = path.join(os.tmpdir(), `visualq-firefox-home-${process.getuid?.() ?? 'user'}`);
  fs.mkdirSync(own, { recursive: true, mode: 0o700 });
  return own;
}

/** Starts one headless browser of an engine. */
export async function launchEngine(
  engine: Engine,
  executablePath: string,
  fallbackProxyPort: number,
): Promise<Browser> {
  const playwright = await import('playwright-core');
  if (engine === 'chromium') {
    return playwright.chromium.launch({ executablePath, headless: true, args: CHROMIUM_FLAGS });
  }
  return playwright.firefox.launch({
    // Playwright's WebDriver BiDi channel: Firefox ESR as the system installs it.
    channel: 'moz-firefox',
    executablePath,
    headless: true,
    firefoxUserPrefs: firefoxPrefs(fallbackProxyPort),
    env: { ...process.env, HOME: ownedHome() },
  });
}

/** What an engine's executable says its version is ("Mozilla Firefox 153.8.0esr"), null when it does not run. */
export function engineVersion(executablePath: string): Promise<string | null> {
  let env: NodeJS.ProcessEnv = process.env;
  try {
    env = { ...process.env, HOME: ownedHome() };
  } catch {
    // No folder of our own could be made: ask with the HOME we have.
  }
  return new Promise((resolve) => {
    execFile(executablePath, ['--version'], { timeout: 10_000, env }, (error, stdout) =>
      resolve(error ? null : stdout.trim().split('\n')[0] || null),
    );
  });
}
