import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A compiled script beside the calling module (`import.meta.url`), for a worker thread or child
 * process to run. Run from sources (tests), the module sits under src/ and the script under dist/.
 */
export function builtFile(moduleUrl: string, name: string): string {
  const here = path.dirname(fileURLToPath(moduleUrl));
  const beside = path.join(here, name);
  if (fs.existsSync(beside)) return beside;
  return path.join(here.replace(`${path.sep}src${path.sep}`, `${path.sep}dist${path.sep}`), name);
}
