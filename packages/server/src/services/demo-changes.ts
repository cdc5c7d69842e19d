import fs from 'node:fs';
import path from 'node:path';

/** The demo pages `visualq demo change` can change: a newcomer's way to see a real failure. */
export const DEMO_PAGES = ['index', 'pricing', 'product', 'contact'];

/**
 * Which demo pages are changed, kept in the data directory so the CLI can flip it while the server
 * runs. A changed page gets a new heading text and a price moved to a new line: the kind of
 * change a visual test exists to catch.
 */
export class DemoChanges {
  private readonly file: string;

  constructor(dataDir: string) {
    this.file = path.join(dataDir, 'demo-changes.json');
  }

  changed(): string[] {
    try {
      return JSON.parse(fs.readFileSync(this.file, 'utf8')).pages ?? [];
    } catch {
      return [];
    }
  }

  set(pages: string[]): void {
    fs.mkdirSync(path.dirname(this.file), { recursive: true });
    fs.writeFileSync(this.file, JSON.stringify({ pages }));
  }

  reset(): void {
    fs.rmSync(this.file, { force: true });
  }
}

/** The changed version of a demo page. */
export function applyDemoChange(html: string): string {
  return html
    .replace(/<h1>([^<]*)<\/h1>/, '<h1>$1, now with more choice</h1>')
    .replace('</style>', '  h1 { color: #b91c1c; letter-spacing: 0.5px; }\n</style>');
}
