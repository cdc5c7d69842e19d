import type ExcelJSTypes from 'exceljs';
import type { Expected } from '../../engines/tracking/expect.js';
import { parseJson } from '../../engines/tracking/hit.js';
import { ToolError } from '../../errors.js';
import {
  type PlanEvent,
  type PlanPage,
  type PlanVariable,
  planFieldsSchema,
  type TrackingPlan,
} from './plan-schema.js';

/**
 * The spreadsheet layout tracking teams keep: one row per variable, one column per event (headed by
 * its column key) or per page, and in each cell what that variable must be there:
 * `x` present · `/^SKU-/` pattern · `EUR | USD` one of · `(number)` a type · anything else the value.
 * Sheets "Events" and "Pages" hold those grids; "Event list" and "Page list" the rest of each.
 */
const VARIABLE_COLUMNS = ['Variable', 'Type', 'Mandatory', 'Description', 'Mapping', 'Dimension'];
const TYPES = ['string', 'number', 'boolean', 'object', 'array'];

/** A cell for an expectation; numbers and booleans stay typed cells so they read back as such. */
export function cellOf(expected: Expected): string | number | boolean {
  if ('present' in expected) return 'x';
  if ('pattern' in expected) return `/${expected.pattern}/`;
  if ('type' in expected) return `(${expected.type})`;
  if ('oneOf' in expected)
    return `one of: ${expected.oneOf.map((v) => (typeof v === 'string' ? v : JSON.stringify(v))).join(' | ')}`;
  const v = expected.value;
  return typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? v : JSON.stringify(v);
}

function typed(text: string, type: string | undefined): unknown {
  if (type === 'number' && text.trim() !== '' && Number.isFinite(Number(text))) return Number(text);
  if (type === 'boolean' && /^(true|false)$/i.test(text)) return text.toLowerCase() === 'true';
  if (type === 'string' || !type) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export function expectedOf(cell: string | number | boolean, type: string | undefined): Expected {
  if (typeof cell !== 'string') return { value: type === 'string' ? String(cell) : cell };
  const text = cell.trim();
  if (/^(x|✓|✔|yes|oui)$/i.test(text)) return { present: true };
  const pattern = /^\/(.+)\/$/.exec(text);
  if (pattern) return { pattern: pattern[1] };
  const kind = /^\((\w+)\)$/.exec(text);
  if (kind && TYPES.includes(kind[1])) return { type: kind[1] as 'string' };
  const oneOf = /^one of:\s*(.*)$/i.exec(text)?.[1] ?? (text.includes(' | ') ? text : null);
  if (oneOf !== null) return { oneOf: oneOf.split('|').map((v) => typed(v.trim(), type)) };
  return { value: typed(text, type) };
}

interface Owner {
  key: string;
  label: string;
  variables: PlanVariable[];
}

function writeGrid(sheet: ExcelJSTypes.Worksheet, owners: Owner[]): void {
  sheet.addRow([...VARIABLE_COLUMNS, ...owners.map((o) => o.key)]).font = { bold: true };
  sheet.addRow(['', '', '', '', '', '', ...owners.map((o) => o.label)]).font = { italic: true };
  const names = [...new Set(owners.flatMap((o) => o.variables.map((v) => v.name)))];
  for (const name of names) {
    const first = owners.flatMap((o) => o.variables).find((v) => v.name === name)!;
    sheet.addRow([
      name,
      first.type ?? '',
      first.mandatory === false ? 'no' : 'yes',
      first.description ?? '',
      first.trackingMapping ?? '',
      first.trackingDimension ?? '',
      ...owners.map((o) => {
        const v = o.variables.find((x) => x.name === name);
        return v ? cellOf(v.expected) : '';
      }),
    ]);
  }
  sheet.getRow(1).eachCell((cell) => {
    cell.alignment = { wrapText: true };
  });
}

export async function planToXlsx(plan: TrackingPlan): Promise<Buffer> {
  // exceljs takes a quarter of a second to load: only when a workbook is asked for.
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  book.creator = 'VisualQ';
  writeGrid(
    book.addWorksheet('Events'),
    plan.events.map((e) => ({ key: e.eventColumnKey ?? e.id, label: e.label, variables: e.variables })),
  );
  writeGrid(
    book.addWorksheet('Pages'),
    plan.pages.map((p) => ({ key: p.id, label: p.label, variables: p.variables })),
  );
  const events = book.addWorksheet('Event list');
  events.addRow(['Column key', 'Id', 'Label', 'Type', 'Hit name', 'Pages', 'FRT links']).font = {
    bold: true,
  };
  for (const e of plan.events) {
    events.addRow([
      e.eventColumnKey ?? e.id,
      e.id,
      e.label,
      e.eventType,
      e.eventName ?? '',
      e.pages.join(', '),
      JSON.stringify(e.frtRefs),
    ]);
  }
  const pages = book.addWorksheet('Page list');
  pages.addRow(['Id', 'Label', 'Page type', 'Scenarios']).font = { bold: true };
  for (const p of plan.pages) pages.addRow([p.id, p.label, p.pageType, p.scenarioIds.join(', ')]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const text = (cell: ExcelJSTypes.Cell | undefined) => {
  const v = cell?.value;
  if (v === null || v === undefined) return '';
  if (typeof v === 'object' && 'richText' in v) return v.richText.map((r) => r.text).join('');
  if (typeof v === 'object' && 'result' in v) return String(v.result ?? '');
  return String(v);
};

function readGrid(
  sheet: ExcelJSTypes.Worksheet | undefined,
  where: string,
): Map<string, { label: string; variables: PlanVariable[] }> {
  const grid = new Map<string, { label: string; variables: PlanVariable[] }>();
  if (!sheet) return grid;
  const header = sheet.getRow(1);
  const labels = sheet.getRow(2);
  const columns: Array<{ index: number; key: string }> = [];
  for (let c = VARIABLE_COLUMNS.length + 1; c <= sheet.columnCount; c++) {
    const key = text(header.getCell(c)).trim();
    if (key) {
      columns.push({ index: c, key });
      grid.set(key, { label: text(labels.getCell(c)).trim() || key, variables: [] });
    }
  }
  sheet.eachRow((row, n) => {
    if (n <= 2) return;
    const name = text(row.getCell(1)).trim();
    if (!name) return;
    const type = text(row.getCell(2)).trim().toLowerCase() || undefined;
    if (type && !TYPES.includes(type)) {
      throw new ToolError(
        'validation_error',
        `${where} row ${n}: type "${type}" is not one of ${TYPES.join(', ')}`,
      );
    }
    for (const { index, key } of columns) {
      const raw = row.getCell(index).value;
      const cell = typeof raw === 'number' || typeof raw === 'boolean' ? raw : text(row.getCell(index));
      if (typeof cell === 'string' && !cell.trim()) continue;
      const mapping = text(row.getCell(5)).trim();
      const dimension = text(row.getCell(6)).trim();
      const description = text(row.getCell(4)).trim();
      grid.get(key)!.variables.push({
        name,
        expected: expectedOf(cell, type),
        ...(type ? { type: type as 'string' } : {}),
        mandatory: !/^(no|non|false|0)$/i.test(text(row.getCell(3)).trim()),
        ...(description ? { description } : {}),
        ...(mapping ? { trackingMapping: mapping } : {}),
        ...(dimension ? { trackingDimension: dimension } : {}),
      });
    }
  });
  return grid;
}

/**
 * Pages and events read from a workbook in that layout. The lists sheets are optional: a bare grid
 * gives events whose id is their column key. Every value is validated as a plan edit would be.
 */
export async function planFromXlsx(bytes: Buffer): Promise<{ pages: PlanPage[]; events: PlanEvent[] }> {
  // exceljs takes a quarter of a second to load: only when a workbook is asked for.
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch (error) {
    throw new ToolError('validation_error', `xlsx: not a readable workbook (${(error as Error).message})`);
  }
  const eventGrid = readGrid(book.getWorksheet('Events'), 'Events');
  const pageGrid = readGrid(book.getWorksheet('Pages'), 'Pages');
  if (eventGrid.size === 0 && pageGrid.size === 0) {
    throw new ToolError(
      'validation_error',
      'xlsx: no "Events" or "Pages" sheet with a column per event or page (export a plan to see the layout)',
    );
  }
  const eventList = new Map<string, string[]>();
  book.getWorksheet('Event list')?.eachRow((row, n) => {
    if (n > 1)
      eventList.set(
        text(row.getCell(1)).trim(),
        [1, 2, 3, 4, 5, 6, 7].map((c) => text(row.getCell(c)).trim()),
      );
  });
  const pageList = new Map<string, string[]>();
  book.getWorksheet('Page list')?.eachRow((row, n) => {
    if (n > 1)
      pageList.set(
        text(row.getCell(1)).trim(),
        [1, 2, 3, 4].map((c) => text(row.getCell(c)).trim()),
      );
  });
  const split = (s: string | undefined) =>
    s
      ? s
          .split(',')
          .map((x) => x.trim())
          .filter(Boolean)
      : [];
  const events = [...eventGrid].map(([key, { label, variables }]) => {
    const [, id, listedLabel, eventType, eventName, pages, refs] = eventList.get(key) ?? [];
    return {
      id: id || key,
      label: listedLabel || label,
      eventType: eventType || 'event',
      ...(eventName ? { eventName } : {}),
      eventColumnKey: key,
      pages: split(pages),
      variables,
      frtRefs: parseJson(refs) ?? [],
    };
  });
  const pages = [...new Set([...pageGrid.keys(), ...pageList.keys()])].map((id) => {
    const [, listedLabel, pageType, scenarios] = pageList.get(id) ?? [];
    return {
      id,
      label: listedLabel || pageGrid.get(id)?.label || id,
      pageType: pageType || 'page',
      scenarioIds: split(scenarios),
      variables: pageGrid.get(id)?.variables ?? [],
    };
  });
  const parsed = planFieldsSchema.safeParse({ pages, events });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ToolError('validation_error', `xlsx: ${issue.path.join('.')}: ${issue.message}`);
  }
  return { pages: parsed.data.pages ?? [], events: parsed.data.events ?? [] };
}
