import { z } from 'zod';
import { ToolError } from '../../errors.js';
import { MAX_FILE_BYTES } from '../../services/frt/files.js';
import { defineTool } from '../define-tool.js';

const fileView = (f: { name: string; content_type: string; size: number; created_at: string }) => ({
  name: f.name,
  contentType: f.content_type,
  size: f.size,
  storedAt: f.created_at,
});

export const frtUploadFile = defineTool({
  name: 'frt_upload_file',
  title: 'Store a file for upload steps',
  description:
    'Keeps a file in the project under a plain name, for the upload steps of its journeys (`When I upload "cv.pdf" to "CV"`). A file of the same name is replaced. Up to 10 MB, sent as base64.',
  access: 'write',
  feature: 'frt',
  project: 'required',
  args: z.object({
    name: z.string().min(1).max(100).describe('e.g. cv.pdf'),
    contentBase64: z
      .string()
      .min(1)
      .max(Math.ceil(MAX_FILE_BYTES / 3) * 4 + 4)
      .describe('The file, base64'),
    contentType: z.string().max(100).optional().describe('Default application/octet-stream'),
  }),
  async run(ctx, args) {
    if (!/^[A-Za-z0-9+/\s]*={0,2}\s*$/.test(args.contentBase64)) {
      throw new ToolError('validation_error', 'contentBase64: not base64');
    }
    const stored = await ctx.services.files.put(
      ctx.org.id,
      ctx.target.project.id,
      args.name,
      Buffer.from(args.contentBase64, 'base64'),
      args.contentType ?? 'application/octet-stream',
    );
    return {
      summary: `Stored ${stored.name} (${stored.size} bytes) for upload steps of ${ctx.target.project.slug}.`,
      data: { file: fileView(stored), step: `When I upload "${stored.name}" to "<field label>"` },
    };
  },
});

export const frtListFiles = defineTool({
  name: 'frt_list_files',
  title: 'List the files for upload steps',
  description: 'The files the project keeps for the upload steps of its journeys.',
  access: 'read',
  feature: 'frt',
  project: 'required',
  args: z.object({}),
  async run(ctx) {
    const files = (await ctx.services.files.list(ctx.target.project.id)).map(fileView);
    return { summary: `${files.length} file(s) for upload steps.`, data: { files } };
  },
});

export const frtDeleteFile = defineTool({
  name: 'frt_delete_file',
  title: 'Delete a file for upload steps',
  description: 'Forgets a file the project kept for upload steps; steps that upload it then fail, naming it.',
  access: 'write',
  destructive: true,
  feature: 'frt',
  project: 'required',
  args: z.object({ name: z.string().min(1) }),
  async run(ctx, args) {
    if (!(await ctx.services.files.remove(ctx.target.project.id, args.name))) {
      throw new ToolError('validation_error', `name: the project keeps no file "${args.name}"`, {
        nextActions: [{ label: 'List the files', tool: 'frt_list_files', args: {} }],
      });
    }
    return { summary: `Deleted ${args.name}.`, data: { name: args.name } };
  },
});
