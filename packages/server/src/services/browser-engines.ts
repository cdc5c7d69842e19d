import { DEFAULT_ENGINE, ENGINES, type Engine, INSTALL_LINES, isEngine } from '../engines/capture/engines.js';
import { ToolError } from '../errors.js';

/** Engine names as a call gives them, checked and lowercased; repeats count once. */
export function knownEngines(names: readonly string[]): Engine[] {
  const known: Engine[] = [];
  for (const given of names) {
    const name = given.trim().toLowerCase();
    if (!isEngine(name)) {
      throw new ToolError(
        'validation_error',
        `browsers: "${given}" is not an engine VisualQ drives; engines: ${ENGINES.join(', ')}`,
      );
    }
    if (!known.includes(name)) known.push(name);
  }
  return known;
}

/**
 * The engines a call names, checked against those installed here: an engine VisualQ does not
 * drive, or one missing on this machine, is a validation error naming what is available (and how
 * to install the missing one).
 */
export function chosenEngines(names: readonly string[], installed: readonly Engine[]): Engine[] {
  const chosen = knownEngines(names);
  const missing = chosen.find((name) => !installed.includes(name));
  if (missing) {
    throw new ToolError(
      'validation_error',
      `browsers: "${missing}" is not installed here (${INSTALL_LINES[missing]}); available: ${installed.join(', ') || 'none'}`,
    );
  }
  return chosen;
}

/** A viewport as people read it: "desktop" in the default engine, "desktop (firefox)" in another. */
export function viewportIn(viewport: string, engine: string): string {
  return engine === DEFAULT_ENGINE ? viewport : `${viewport} (${engine})`;
}

/** A viewport as viewportIn writes it, read back: "desktop (firefox)" is desktop in Firefox. */
export function readViewportIn(text: string): { viewport: string; engine: Engine | null } {
  const m = /^(.+?)\s*\((\w+)\)$/.exec(text.trim());
  const engine = m?.[2].toLowerCase();
  return m && engine && isEngine(engine)
    ? { viewport: m[1], engine }
    : { viewport: text.trim(), engine: null };
}
