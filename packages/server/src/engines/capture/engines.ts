import fs from 'node:fs';

/** The browser engines a capture or a journey can run in. */
export const ENGINES = ['chromium', 'firefox'] as const;
export type Engine = (typeof ENGINES)[number];

export const DEFAULT_ENGINE: Engine = 'chromium';

/** How each engine is installed on this kind of machine (Debian). */
export const INSTALL_LINES: Record<Engine, string> = {
  chromium: 'apt-get install -y chromium',
  firefox: 'apt-get install -y firefox-esr',
};

/** The setting that points at each engine's executable. */
export const PATH_SETTINGS: Record<Engine, string> = {
  chromium: 'VISUALQ_CHROMIUM_PATH',
  firefox: 'VISUALQ_FIREFOX_PATH',
};

export function isEngine(name: string): name is Engine {
  return (ENGINES as readonly string[]).includes(name);
}

/** Whether an executable is there and may be run. */
export function executableHere(path: string | undefined): boolean {
  if (!path) return false;
  try {
    fs.accessSync(path, fs.constants.X_OK);
    return fs.statSync(path).isFile();
  } catch {
    return false;
  }
}
