import { PLANS, type PlanId } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { PLAN_FEATURES } from './plan-features';

describe('PLAN_FEATURES', () => {
  it('states for every plan the file size and the scanned pages it reads, as PLANS sets them', () => {
    for (const plan of Object.keys(PLAN_FEATURES) as PlanId[]) {
      expect(PLAN_FEATURES[plan]).toContain(`Files up to ${PLANS[plan].maxFileSizeMb}MB`);
      expect(PLAN_FEATURES[plan]).toContain(`Scanned PDFs read by OCR, up to ${PLANS[plan].maxOcrPages} pages each`);
    }
  });
});
