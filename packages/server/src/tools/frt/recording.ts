import { z } from 'zod';
import { recordingView } from '../../services/frt/recording.js';
import { defineTool } from '../define-tool.js';

export const agentStartRecording = defineTool({
  name: 'agent_start_recording',
  title: 'Start recording a journey',
  description:
    'Plans an objective in words (English or French: "open /catalog, search for mugs, click the first product") into clauses and opens a recording; each agent_recording_turn then carries out one clause in Chromium and records its steps, and agent_finish_recording saves them as an FRT feature.',
  access: 'write',
  feature: 'frt',
  project: 'required',
  args: z.object({
    objective: z.string().trim().min(1).max(2000),
    startUrl: z
      .string()
      .optional()
      .describe('Where the journey starts (a path); the objective’s "open /path" otherwise'),
    maxTurns: z.number().int().min(1).max(30).default(15),
  }),
  async run(ctx, args) {
    const recording = await ctx.services.recordings.start(ctx.org.id, ctx.target, args);
    const view = recordingView(recording);
    return {
      summary: `Recording ${recording.id}: ${view.remaining.length} clause(s) to carry out from ${recording.start_path}.`,
      data: view,
      nextActions: [
        { label: 'Take the first turn', tool: 'agent_recording_turn', args: { sessionId: recording.id } },
      ],
    };
  },
});

export const agentRecordingTurn = defineTool({
  name: 'agent_recording_turn',
  title: 'Take a recording turn',
  description:
    'Carries out the next clause of a recording on the live page (after walking the ones before it again from the start page) and records the steps it took and the URL it reached. A clause the page cannot carry out ends the recording as blocked, naming the closest elements.',
  access: 'read',
  feature: 'frt',
  project: 'required',
  openWorld: true,
  args: z.object({ sessionId: z.string().min(1) }),
  async run(ctx, args) {
    const before = await ctx.services.recordings.require(ctx.org.id, ctx.target, args.sessionId);
    const recording = await ctx.services.recordings.turn(ctx.org.id, ctx.target, before);
    const view = recordingView(recording);
    const last = view.recorded.at(-1);
    const finish = {
      label: 'Save the recording as a feature',
      tool: 'agent_finish_recording',
      args: { sessionId: recording.id, confirm: true },
    };
    return {
      summary:
        recording.status === 'recording'
          ? `Turn ${view.turnsTaken}: "${last?.clause}" → ${last?.steps.join('; ')}; ${view.remaining.length} to go.`
          : recording.status === 'complete'
            ? `Recorded all ${view.turnsTaken} clause(s); save them as a feature.`
            : `Recording ${recording.id} is ${recording.status}.`,
      data: view,
      nextActions:
        recording.status === 'recording'
          ? [
              {
                label: 'Take the next turn',
                tool: 'agent_recording_turn',
                args: { sessionId: recording.id },
              },
              finish,
            ]
          : recording.status === 'complete'
            ? [finish]
            : [],
    };
  },
});

export const agentFinishRecording = defineTool({
  name: 'agent_finish_recording',
  title: 'Finish a recording',
  description:
    'Saves the steps recorded so far as a Gherkin feature (a new one, or a new version of featureId) that runs with run_frt_feature, and closes the recording.',
  access: 'write',
  feature: 'frt',
  project: 'required',
  args: z.object({ sessionId: z.string().min(1), featureId: z.string().optional() }),
  async run(ctx, args) {
    const recording = await ctx.services.recordings.require(ctx.org.id, ctx.target, args.sessionId);
    const { feature, gherkin } = await ctx.services.recordings.finish(ctx.target, recording, args.featureId);
    return {
      summary: `Saved ${recordingView(recording).turnsTaken} recorded clause(s) as feature ${feature.id}.`,
      data: { sessionId: recording.id, featureId: feature.id, gherkin },
      nextActions: [
        { label: 'Run the feature', tool: 'run_frt_feature', args: { featureId: feature.id, confirm: true } },
      ],
    };
  },
});
