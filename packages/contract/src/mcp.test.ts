import { describe, expect, it } from 'vitest';
import { artifactLinks, toCallToolResult } from './mcp.js';

const hash = 'a'.repeat(64);
const url = `http://127.0.0.1:4100/api/artifacts/${hash}?org=o&exp=1&sig=s`;

describe('ToolResponse over MCP', () => {
  it('links every artifact URL in the data once, typed by the field that holds it', () => {
    const links = artifactLinks({
      results: [{ diffImage: url, baselineImage: url }],
      report: 'http://127.0.0.1:4100/api/artifacts/not-a-hash',
      note: 'no link',
    });
    expect(links).toEqual([
      { type: 'resource_link', uri: url, name: 'data.results[0].diffImage', mimeType: 'image/png' },
    ]);
  });

  it('carries the response as structuredContent and JSON text, isError when ok is false', () => {
    const failure = {
      ok: false as const,
      tool: 't',
      summary: 'no',
      data: null,
      warnings: [],
      nextActions: [],
      error: { code: 'tool_error' as const, message: 'no' },
      recoverable: false,
    };
    const result = toCallToolResult(failure);
    expect(result.isError).toBe(true);
    expect(result.structuredContent).toBe(failure);
    expect(JSON.parse((result.content[0] as { text: string }).text)).toEqual(failure);
  });
});
