import { z } from 'zod';
import { ToolError } from '../../errors.js';
import { planFieldsSchema } from '../../services/tracking/plan-schema.js';
import { planFromXlsx, planToXlsx } from '../../services/tracking/plan-xlsx.js';
import { defineTool } from '../define-tool.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const trackingExportPlan = defineTool({
  name: 'tracking_export_plan',
  title: 'Export the tracking plan',
  description:
    'The tracking plan as a file behind a signed link: json (what tracking_import_plan and tracking_update_plan take back) or xlsx in the layout tracking teams keep — a row per variable, a column per event headed by its column key, and in each cell what the variable must be there (x, /pattern/, A | B, (type) or the value).',
  access: 'read',
  feature: 'tracking',
  project: 'required',
  args: z.object({ format: z.enum(['json', 'xlsx']).optional().describe('Default xlsx') }),
  async run(ctx, args) {
    const format = args.format ?? 'xlsx';
    const { plan, version } = await ctx.services.plans.get(ctx.target);
    const bytes = format === 'xlsx' ? await planToXlsx(plan) : Buffer.from(JSON.stringify(plan, null, 2));
    const hash = await ctx.services.artifacts.put(
      ctx.org.id,
      bytes,
      format === 'xlsx' ? XLSX : 'application/json',
    );
    return {
      summary: `Plan v${version} exported as ${format} (${plan.events.length} event(s), ${plan.pages.length} page(s)).`,
      data: { format, version, url: ctx.services.artifacts.signedUrl(ctx.org.id, hash), bytes: bytes.length },
    };
  },
});

export const trackingImportPlan = defineTool({
  name: 'tracking_import_plan',
  title: 'Import a tracking plan',
  description:
    'Reads pages and events from a workbook (xlsxBase64, in the layout tracking_export_plan writes) or from JSON (plan: {pages, events, collectors…}). merge (default) adds and replaces by id, keeping the rest; replace swaps the pages and events whole. Everything is validated first: a bad cell or field refuses the whole import and changes nothing.',
  access: 'write',
  destructive: true,
  feature: 'tracking',
  project: 'required',
  args: z.object({
    xlsxBase64: z.string().max(14_000_000).optional().describe('The .xlsx file, base64'),
    plan: planFieldsSchema.optional().describe('A plan as JSON (tracking_export_plan format json)'),
    mode: z.enum(['merge', 'replace']).optional().describe('Default merge'),
  }),
  async run(ctx, args) {
    if (!args.xlsxBase64 === !args.plan) {
      throw new ToolError(
        'validation_error',
        'pass either xlsxBase64 (a workbook) or plan (JSON), not both and not neither',
      );
    }
    const incoming = args.xlsxBase64
      ? await planFromXlsx(Buffer.from(args.xlsxBase64, 'base64'))
      : args.plan!;
    const mode = args.mode ?? 'merge';
    const byId = <T extends { id: string }>(old: T[], add: T[] | undefined) =>
      !add ? old : mode === 'replace' ? add : [...old.filter((o) => !add.some((a) => a.id === o.id)), ...add];
    const { version, result } = await ctx.services.plans.edit(ctx.target, (plan) => {
      const { pages, events, ...rest } = incoming as typeof args.plan & object;
      Object.assign(plan, rest);
      plan.pages = byId(plan.pages, pages);
      plan.events = byId(plan.events, events);
      return { pages: pages?.length ?? 0, events: events?.length ?? 0 };
    });
    return {
      summary: `Imported ${result.events} event(s) and ${result.pages} page(s) (${mode}); plan v${version}.`,
      data: { mode, imported: result, version },
      nextActions: [
        { label: 'See the plan and what is not linked yet', tool: 'tracking_get_plan', args: {} },
      ],
    };
  },
});
