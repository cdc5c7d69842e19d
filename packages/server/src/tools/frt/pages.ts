import { z } from 'zod';
import { similarity } from '../../engines/frt/match-text.js';
import { resolvePath } from '../../engines/site-url.js';
import { ToolError } from '../../errors.js';
import { viewportNamed } from '../../services/scenarios.js';
import { defineTool, type ToolContext } from '../define-tool.js';

/** The page a call names: a path or URL on the project, its base URL when none is given. */
const pageUrl = (base: string, url: string | undefined) => (url ? resolvePath(base, url) : base);

/** What a person can act on in a page, the elements that relate to `description` first. */
async function inspectPage(
  ctx: ToolContext<'required'>,
  args: { url?: string; viewport?: string; description?: string },
) {
  const viewport = args.viewport ? viewportNamed(args.viewport) : undefined;
  if (viewport === null) {
    throw new ToolError(
      'validation_error',
      `viewport: "${args.viewport}" is not phone, tablet, desktop or WIDTHxHEIGHT`,
    );
  }
  const found = await ctx.services.pages.inspect(ctx.org.id, pageUrl(ctx.target.baseUrl, args.url), viewport);
  if (!args.description) return { ...found, elements: found.elements.slice(0, 100) };
  const ranked = found.elements
    .map((e) => ({
      ...e,
      score: Math.max(
        similarity(args.description!, e.name),
        similarity(args.description!, e.label || e.placeholder || ''),
      ),
    }))
    .sort((a, b) => b.score - a.score);
  return { ...found, elements: ranked.slice(0, 100) };
}

const inspectArgs = z.object({
  url: z.string().optional().describe('A path or URL of the project; its base URL by default'),
  viewport: z.string().optional().describe('phone, tablet, desktop (default) or WIDTHxHEIGHT'),
});

const findArgs = inspectArgs.extend({
  description: z.string().optional().describe('What the element is, in words: "the newsletter email field"'),
});

async function findElement(ctx: ToolContext<'required'>, args: z.infer<typeof findArgs>) {
  const found = await inspectPage(ctx, args);
  const candidates = found.elements.slice(0, 10);
  return {
    summary: `${candidates.length} candidate(s) on ${found.url}.`,
    data: { url: found.url, candidates },
  };
}

const inspectDescription =
  'Opens a page of the project (a URL or path; the base URL by default) in Chromium behind the host policy and lists what a person can act on: role, accessible name, label, placeholder, test id and a unique selector.';

export const frtInspectPage = defineTool({
  name: 'frt_inspect_page',
  title: 'Inspect a page for FRT',
  description: `${inspectDescription} The data goals are grounded on.`,
  access: 'read',
  qa: true,
  feature: 'frt',
  project: 'required',
  openWorld: true,
  args: inspectArgs.extend({
    pageDescription: z.string().optional().describe('Keep only elements that relate to this'),
  }),
  async run(ctx, args) {
    const found = await inspectPage(ctx, { ...args, description: args.pageDescription });
    return {
      summary: `${found.title || found.url}: ${found.elements.length} element(s) to act on.`,
      data: found,
    };
  },
});

export const inspectPageDom = defineTool({
  name: 'inspect_page_dom',
  title: 'Inspect a page',
  description: `${inspectDescription} At a viewport: selectors to hide, click or wait for in a VRT scenario.`,
  access: 'read',
  project: 'required',
  openWorld: true,
  args: inspectArgs,
  async run(ctx, args) {
    const found = await inspectPage(ctx, args);
    return {
      summary: `${found.title || found.url}: ${found.elements.length} element(s) to act on.`,
      data: found,
    };
  },
});

export const frtFindElement = defineTool({
  name: 'frt_find_element',
  title: 'Find an element for FRT',
  description: 'The elements of a page that best match a description, each with the locator a step can use.',
  access: 'read',
  feature: 'frt',
  project: 'required',
  openWorld: true,
  args: findArgs,
  run: findElement,
});

export const findElementOnPage = defineTool({
  name: 'find_element_on_page',
  title: 'Find an element on a page',
  description:
    'The ten elements of a page (at a viewport) that best match a description, each with its role, name and a unique selector.',
  access: 'read',
  project: 'required',
  openWorld: true,
  args: findArgs,
  run: findElement,
});

export const frtResolvePage = defineTool({
  name: 'frt_resolve_page',
  title: 'Resolve a page for FRT',
  description:
    'Finds the page of the site a description means ("the pricing page", "la page contact"), by crawling the project from its base URL and comparing titles and paths.',
  access: 'read',
  feature: 'frt',
  project: 'required',
  openWorld: true,
  args: z.object({ description: z.string().min(1) }),
  async run(ctx, args) {
    const pages = await ctx.services.site.crawl(ctx.org.id, ctx.target.baseUrl, 30);
    const ranked = pages
      .filter((p) => p.status !== null && p.status < 400)
      .map((p) => ({
        url: p.url,
        path: new URL(p.url).pathname,
        title: p.title,
        score:
          Math.round(
            Math.max(
              similarity(args.description, p.title ?? ''),
              similarity(args.description, new URL(p.url).pathname.replace(/[/_-]+/g, ' ')),
            ) * 100,
          ) / 100,
      }))
      .sort((a, b) => b.score - a.score);
    if (!ranked.length || ranked[0].score < 0.4) {
      throw new ToolError(
        'tool_error',
        `no page of ${ctx.target.project.slug} matches "${args.description}"`,
        {
          recoverable: true,
          data: { pages: ranked.slice(0, 10) },
        },
      );
    }
    return {
      summary: `"${args.description}" is ${ranked[0].path} (${ranked[0].title}).`,
      data: { page: ranked[0], others: ranked.slice(1, 6) },
    };
  },
});

export const frtHealStepDef = defineTool({
  name: 'frt_heal_step_def',
  title: 'Heal a failing FRT step',
  description:
    'Proposes a more robust locator for a failing step from the live page (the element most like the one it names: same kind, closest name in either language), checked to resolve. Nothing changes unless persist: true and confirm: true, which adds a project step that binds that exact step text first.',
  access: 'read',
  qa: true,
  feature: 'frt',
  project: 'required',
  openWorld: true,
  args: z.object({
    stepDefId: z.string().optional(),
    stepText: z.string().min(1).describe('The failing step, e.g. I click "Send"'),
    errorMessage: z.string().optional(),
    url: z.string().optional().describe('The page the step failed on (a path or URL)'),
    persist: z.boolean().optional(),
    confirm: z.boolean().optional(),
  }),
  async run(ctx, args) {
    const text = args.stepText.replace(/^(Given|When|Then|And|But)\s+/, '');
    const healed = await ctx.services.pages.heal(ctx.org.id, ctx.target.project.id, {
      stepText: text,
      url: pageUrl(ctx.target.baseUrl, args.url),
      remembered: await ctx.services.frtRuns.lastActedOn(ctx.target.project.id, text),
    });
    if (!healed.proposal) {
      throw new ToolError('tool_error', `no element on the page is like the one "${text}" names`, {
        recoverable: true,
        data: { candidates: healed.candidates },
      });
    }
    if (!args.persist) {
      return {
        summary: `Proposed ${healed.proposal.locator} for "${text}" (not saved).`,
        data: { ...healed.proposal, candidates: healed.candidates, persisted: false },
        nextActions: [
          {
            label: 'Keep it',
            tool: 'frt_heal_step_def',
            args: { stepText: text, url: args.url, persist: true, confirm: true },
          },
        ],
      };
    }
    if (args.confirm !== true)
      throw new ToolError('confirm_required', 'confirm must be true to persist a healed step');
    if (!ctx.key.scopes.includes('mcp_full'))
      throw new ToolError('scope_denied', 'persisting a healed step needs scope mcp_full');
    const auditId = await ctx.services.audit.begin({
      orgId: ctx.org.id,
      keyId: ctx.key.id,
      tool: 'frt_heal_step_def',
      args,
    });
    const row = await ctx.services.stepDefs.create(ctx.target.project.id, {
      expression: healed.proposal.expression,
      description: `healed: "${text}" now finds ${healed.proposal.locator}`,
      actions: healed.proposal.actions,
    });
    await ctx.services.audit.finish(auditId, 'ok', null);
    return {
      summary: `Healed "${text}": ${healed.proposal.locator}, saved as ${row.id}.`,
      data: { ...healed.proposal, stepDefId: row.id, candidates: healed.candidates, persisted: true },
      nextActions: [{ label: 'Run the features again', tool: 'run_frt', args: {} }],
    };
  },
});

export const frtGenerateStepDef = defineTool({
  name: 'frt_generate_step_def',
  title: 'Generate an FRT step definition',
  description:
    'Turns an intent ("click the pay button", "choisir la taille") into a project step grounded on a live page: the element it means, named by its most robust locator (role and name, test id, or CSS). The intent is the step\'s phrasing.',
  access: 'write',
  feature: 'frt',
  project: 'required',
  openWorld: true,
  args: z.object({ intent: z.string().min(1).max(300), url: z.string().optional() }),
  async run(ctx, args) {
    const proposal = await ctx.services.pages.generate(ctx.org.id, {
      intent: args.intent,
      url: pageUrl(ctx.target.baseUrl, args.url),
    });
    const row = await ctx.services.stepDefs.create(ctx.target.project.id, {
      expression: proposal.expression,
      description: args.intent,
      actions: proposal.actions,
    });
    return {
      summary: `Step "${row.expression}" (${row.id}) acts on ${proposal.element.role} "${proposal.element.name}" via ${proposal.locator}.`,
      data: {
        stepDefId: row.id,
        expression: row.expression,
        actions: proposal.actions,
        element: proposal.element,
      },
      nextActions: [{ label: 'Validate it', tool: 'frt_validate_step_def', args: { stepDefId: row.id } }],
    };
  },
});
