import { describe, expect, it } from 'vitest';
import { judgeProof, type ProofFacts } from './proof-verdict.js';

const passing: ProofFacts = {
  ticketId: 'BN-1',
  event: { id: 'add_to_cart', label: 'Ajout au panier' },
  featureId: 'fea_1',
  audit: { featureId: 'fea_1', stepIndex: 2, stepStatus: 'passed', status: 'pass', reason: null },
  run: { id: 'run_new', startedAt: '2026-12-04T10:00:00.000Z' },
  since: '2026-12-04T09:00:00.000Z',
  eventNamed: false,
  bestByMeaning: { eventId: 'add_to_cart', score: 0.9, why: [] },
};

describe('a proof’s verdict: OUI only on current evidence of the ticket’s event and scenario', () => {
  it('says OUI when the event passes on the ticket’s step in a run newer than the plan and the scenario', () => {
    const v = judgeProof(passing);
    expect(v.proven).toBe(true);
    expect(v.headline).toMatch(/^OUI — BN-1 is fixed/);
    expect(v.reasons.join(' ')).toContain('tracking run run_new, started 2026-12-04T10:00:00.000Z');
  });

  it('says NON on a passing audit that started before the event or its scenario last changed', () => {
    const v = judgeProof({ ...passing, since: '2026-12-04T11:00:00.000Z' });
    expect(v).toMatchObject({ proven: false, current: false, eventStatus: 'pass' });
    expect(v.headline).toMatch(/^NON/);
    expect(v.reasons.join(' ')).toMatch(/before add_to_cart or its scenario last changed/);
    expect(judgeProof({ ...passing, run: { id: 'run_q', startedAt: null } }).proven).toBe(false);
  });

  it('says NON when the passing audit is of another scenario, or the ticket is not about the event', () => {
    const elsewhere = judgeProof({ ...passing, audit: { ...passing.audit!, featureId: 'fea_2' } });
    expect(elsewhere.proven).toBe(false);
    expect(elsewhere.reasons.join(' ')).toMatch(/on another scenario \(fea_2\)/);
    const otherEvent = judgeProof({
      ...passing,
      bestByMeaning: { eventId: 'purchase', score: 0.9, why: [] },
    });
    expect(otherEvent).toMatchObject({ proven: false, matchesTicketIntent: false });
    // Named by the caller, the event is the ticket's whatever its words say.
    expect(judgeProof({ ...passing, eventNamed: true, bestByMeaning: undefined }).proven).toBe(true);
  });

  it('says NON with the event’s state when it fails, is missing or was not audited', () => {
    const failing = judgeProof({
      ...passing,
      audit: { ...passing.audit!, status: 'fail', reason: 'currency is USD' },
    });
    expect(failing.headline).toMatch(/is fail \(currency is USD\)$/);
    const none = judgeProof({ ...passing, audit: undefined, unaudited: 'no linked step ran' });
    expect(none).toMatchObject({ proven: false, eventStatus: 'skipped' });
    expect(none.reasons[0]).toBe('event status skipped: no linked step ran');
  });
});
