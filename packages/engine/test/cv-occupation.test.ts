import { describe, expect, it } from 'vitest';
import { detectOccupation, scoreOccupations } from '../src/local/cv/occupation-detection';
import { splitLines } from '../src/text/lines';
import { termPattern } from '../src/text/term-pattern';

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
Worked with students in the classroom and with patients on the ward.
Experience
Helped with lessons for students; helped with care of patients.`;
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

  it('takes a headline that names the field alone as the field', () => {
    const cv = `SALES
Summary
Sold medical supplies to hospital wards and clinics; kept in touch with nurses and patients' families.
Experience
Representative, Medical Supply Store
Took orders from clinics and hospitals and delivered medical equipment to patients.`;
    expect(occupationOf(cv)).toBe('sales');
  });

  it('lets the body choose among the fields that share a headline title', () => {
    const cv = `ACCOUNT MANAGER
Summary
Account manager at a public relations agency: media relations and press releases for three clients.
Experience
Account Manager, City PR Agency
Wrote press releases, pitched journalists and ran press conferences; tracked media coverage.`;
    expect(occupationOf(cv)).toBe('public-relations');
  });

  it('does not take a role shared by many fields for the field of its commonest holder', () => {
    const cv = `SUMMER CAMP COUNSELOR
Summary
Led painting, drawing and theatre workshops for campers; staged an end-of-summer art exhibition.
Experience
Camp Counselor, Lakeside Arts Camp
Taught ceramics and printmaking; rehearsed the campers' play and designed the stage.`;
    expect(occupationOf(cv)).toBe('arts');
  });
});

describe('titles that name the field within a wider one', () => {
  it('reads a network engineer as information technology, not engineering', () => {
    const cv = `SENIOR NETWORK ENGINEER
Summary
Configured routers and firewalls and kept the office servers and VPN running.`;
    expect(occupationOf(cv)).toBe('information-technology');
  });

  it('lets the body place a bare engineer title in aviation when the work is on aircraft', () => {
    const cv = `LEAD ENGINEER
Summary
Led flight test campaigns of unmanned aircraft; wrote airworthiness reports for the FAA.
Experience
Engineer, Airfield Test Unit
Planned test flights, briefed pilots and kept the aircraft maintenance records.`;
    expect(occupationOf(cv)).toBe('aviation');
  });

  it('reads a makeup artist at a cosmetics counter as beauty and fashion, a health-club membership coordinator as fitness', () => {
    const makeupArtist = `MAKEUP ARTIST
Summary
Beauty advisor at a department store cosmetics counter: matched makeup and skincare to clients and sold fragrances.`;
    expect(occupationOf(makeupArtist)).toBe('apparel-fashion');
    expect(occupationOf('MEMBERSHIP COORDINATOR\nSummary\nSigned up new members at a gym.')).toBe('fitness');
  });
});

describe('the industry of the employers', () => {
  it('files a project manager whose employers are hospitals under healthcare, not IT', () => {
    const cv = `PROJECT MANAGER
Summary
Project manager who moved software and servers to the cloud, wrote SQL reports and ran network upgrades.
Experience
Project Manager, a 400-bed teaching hospital
Led the upgrade of the hospital's servers, databases and network; trained staff on the new software.
Project Coordinator, regional health system
Kept the clinic's systems, SQL data and applications running.`;
    expect(occupationOf(cv)).toBe('healthcare');
  });

  it('files the general manager of a fitness club under fitness, not sales', () => {
    const cv = `GENERAL MANAGER
Summary
Met sales goals and grew revenue with a sales team of six; closed deals and kept the sales pipeline full.
Experience
General Manager, downtown fitness club
Hired and coached sales staff and set monthly sales targets and quotas.`;
    expect(occupationOf(cv)).toBe('fitness');
  });

  it('reads a squadron as an aviation employer', () => {
    const cv = `MAINTENANCE SUPERVISOR
Summary
Led a team of twelve technicians on scheduled maintenance, safety inspections and quality checks.
Experience
Maintenance Supervisor, strike fighter squadron
Planned the squadron's maintenance shifts and kept its inspection records and engineering reports.`;
    expect(occupationOf(cv)).toBe('aviation');
  });

  it('reads the name of an industry as the industry of the work: a quality analyst of apparel materials', () => {
    const cv = `QUALITY ANALYST
Summary
Tested fabrics and materials for strength and shrinkage; wrote test reports for the engineering team.
Experience
Quality Analyst, apparel and footwear maker
Ran laboratory tests on apparel materials and kept the product data system current.`;
    expect(occupationOf(cv)).toBe('apparel-fashion');
  });

  it('does not read the bank reconciliations of an accountant as a bank employer', () => {
    const cv = `Jordan Smith
Summary
Prepared bank reconciliations, journal entries and month-end close for a manufacturer.
Experience
Prepared bank reconciliations and bank statements for the general ledger.`;
    expect(occupationOf(cv)).toBe('accounting');
  });

  it('keeps to the fields a headline title names: a recruiter at a hospital stays in HR', () => {
    const cv = `RECRUITER
Summary
Recruiter for a hospital and its clinics: sourced and interviewed candidates and ran onboarding.
Experience
Recruiter, a 300-bed hospital
Filled nursing posts at the hospital; scheduled interviews with candidates.`;
    expect(occupationOf(cv)).toBe('human-resources');
  });
});

describe('occupation terms', () => {
  it('finds a title with an acronym in a headline written in capitals, not the pronoun', () => {
    const pattern = termPattern('IT manager');
    expect('IT MANAGER'.match(pattern)).not.toBeNull();
    expect('IT Manager, Acme'.match(pattern)).not.toBeNull();
    expect('it manager'.match(pattern)).toBeNull();
  });
});

describe('occupation terms found on every line that names them', () => {
  const healthcarePoints = (line: string) =>
    scoreOccupations(splitLines([{ pageNumber: 1, text: `Experience\n${line}` }])).find(
      (entry) => entry.occupation.category === 'healthcare',
    )?.score ?? 0;

  it('counts a term written in the plural, after a hyphen or in capitals', () => {
    for (const line of ['Rotas for the paramedics of the team', 'Charge-nurse at Riverside', 'REGISTERED NURSE'])
      expect(healthcarePoints(line), line).toBeGreaterThan(0);
    expect(healthcarePoints('Rotas for the pharmacies of the town')).toBe(0);
  });

  it('still reads a CV whose letters change length in lower case (a dotted capital İ)', () => {
    expect(healthcarePoints('İlkay Demir, registered nurse')).toBeGreaterThan(0);
  });
});
