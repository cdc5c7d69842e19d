import { z } from 'zod';
import { compilePattern } from '../../engines/tracking/expect.js';

const validPattern = (pattern: string) => {
  try {
    compilePattern(pattern);
    return true;
  } catch {
    return false;
  }
};

/** One of the five ways a plan states a variable's expected value. */
export const expectedSchema = z.union([
  z.strictObject({ value: z.unknown().refine((v) => v !== undefined, 'value is required') }),
  z.strictObject({ oneOf: z.array(z.unknown()).min(1) }),
  z.strictObject({
    pattern: z
      .string()
      .min(1)
      .max(500)
      .refine(
        validPattern,
        'pattern is not a regular expression RE2 accepts (no lookaround or backreferences)',
      ),
  }),
  z.strictObject({ present: z.literal(true) }),
  z.strictObject({ type: z.enum(['string', 'number', 'boolean', 'object', 'array']) }),
]);

export const variableSchema = z.strictObject({
  name: z.string().min(1).max(200),
  expected: expectedSchema,
  type: z.enum(['string', 'number', 'boolean', 'object', 'array']).optional(),
  mandatory: z.boolean().optional(),
  description: z.string().max(2000).optional(),
  trackingMapping: z.string().max(200).optional(),
  trackingDimension: z.string().max(200).optional(),
});

const id = z
  .string()
  .min(1)
  .max(120)
  .regex(/^[\w.:-]+$/, 'letters, digits, _ . : - only');

export const frtRefSchema = z.strictObject({
  featureId: z.string().min(1),
  stepIndex: z.number().int().min(0),
  stepText: z.string(),
});

export const pageSchema = z.strictObject({
  id,
  label: z.string().min(1).max(300),
  pageType: z.string().min(1).max(100),
  scenarioIds: z.array(z.string()).default([]),
  variables: z.array(variableSchema).default([]),
});

export const eventSchema = z.strictObject({
  id,
  label: z.string().min(1).max(300),
  eventType: z.string().min(1).max(100),
  /** The name hits carry for this event, when it is not the id (`cart.add` for Piano). */
  eventName: z.string().max(200).optional(),
  /** The column of the team's spreadsheet that holds this event. */
  eventColumnKey: z.string().max(200).optional(),
  pages: z.array(z.string()).default([]),
  variables: z.array(variableSchema).default([]),
  frtRefs: z.array(frtRefSchema).default([]),
});

export const collectorSchema = z.strictObject({
  name: z.string().min(1).max(100),
  host: z.string().min(1).max(300),
  path: z.string().min(1).max(500),
  eventField: z.string().min(1).max(200),
  variablesField: z.string().max(200).optional(),
});

/** The fields of a plan that tracking_update_plan may set (pages and events replace the lists whole). */
export const planFieldsSchema = z.strictObject({
  name: z.string().min(1).max(300).optional(),
  description: z.string().max(5000).optional(),
  collectors: z.array(collectorSchema).optional(),
  pages: z.array(pageSchema).optional(),
  events: z.array(eventSchema).optional(),
});

export type PlanPage = z.infer<typeof pageSchema>;
export type PlanEvent = z.infer<typeof eventSchema>;
export type FrtRef = z.infer<typeof frtRefSchema>;
export type PlanVariable = z.infer<typeof variableSchema>;
export type PlanFields = z.infer<typeof planFieldsSchema>;

export interface TrackingPlan {
  name: string;
  description: string;
  collectors: z.infer<typeof collectorSchema>[];
  pages: PlanPage[];
  events: PlanEvent[];
}

export const EMPTY_PLAN: TrackingPlan = {
  name: 'Tracking plan',
  description: '',
  collectors: [],
  pages: [],
  events: [],
};
