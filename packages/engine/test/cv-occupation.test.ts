import { describe, expect, it } from 'vitest';
import { detectOccupation } from '../src/local/cv/occupation-detection';
import { splitLines } from '../src/text/lines';

function occupationOf(text: string) {
  return detectOccupation(splitLines([{ pageNumber: 1, text }]))?.category;
}

describe('occupation from the whole CV', () => {
  it('reads a plant-quarantine technician as agriculture, not information technology', () => {
    const cv = `PLANT QUARANTINE TECHNICIAN
Summary
Inspected imported seeds and nursery stock for pests and kept the inspection database up to date.
Experience
Plant Health Technician, State Department of Agriculture
Sampled grain and crops at ports of entry; entered findings in the computer system.`;
    expect(occupationOf(cv)).toBe('agriculture');
  });

  it('reads a ward clerk as healthcare, not accounting', () => {
    const cv = `WARD CLERK
Summary
Ward clerk on a 30-bed medical ward; kept patient charts, admissions and discharge paperwork in order.
Experience
Unit Secretary, Riverside Medical Center
Filed billing slips for inpatient stays and answered calls from nurses and physicians.`;
    expect(occupationOf(cv)).toBe('healthcare');
  });

  it('says unclear instead of defaulting to a class when two fields are named alike', () => {
    const cv = `Jordan Smith
Summary
Worked with students in the classroom and with patients in the clinic.
Experience
Helped with lessons at a school; helped with care at a hospital.`;
    expect(occupationOf(cv)).toBeUndefined();
  });

  it('does not call a CV of ordinary business words a sales CV', () => {
    const cv = `Alex Doe
Summary
Served customers and clients, prepared presentations and kept accounts of products in order.
Experience
Office worker, handled customers' questions and targets for the team.`;
    expect(occupationOf(cv)).not.toBe('sales');
  });
});
