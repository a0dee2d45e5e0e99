import { agreementDraft, clause } from '../agreement-draft';
import { agreementParties } from '../agreement-parties';
import { confidentiality } from '../clause-library';
import { noticePeriodHtml } from '../deal-terms';
import type { GeneratedDraft } from '../generated-draft';
import { wordingFor } from '../party-side';
import type { TemplateValues } from '../template-values';

const EMPLOYER = { nameLabel: 'Employer Name', role: 'Employer', aliases: ['employer', 'company'] };
const EMPLOYEE = { nameLabel: 'Employee Name', role: 'Employee', aliases: ['employee', 'worker', 'staff'] };

/** The notice after probation when the user gave none. */
const EMPLOYMENT_NOTICE_DEFAULT = 'one (1) month';

/** When salary is paid: the user's payment terms if they gave some, else monthly in arrears. */
function salaryTiming(values: TemplateValues): string {
  if (!values.has('Payment Terms')) {
    return 'Salary payments are payable in equal monthly instalments within five (5) days after the end of each month by bank transfer, less the deductions required by law.';
  }
  return `Salary payments are payable in equal monthly instalments by bank transfer, less the deductions required by law. Payment terms: ${values.html('Payment Terms')}.`;
}

export function employmentContractTemplate(values: TemplateValues): GeneratedDraft {
  const parties = agreementParties(values, EMPLOYER, EMPLOYEE);
  const { side, sides } = parties;
  const fixedTerm = values.has('End Date');
  const notice = noticePeriodHtml(values, EMPLOYMENT_NOTICE_DEFAULT);
  return agreementDraft(values, parties, { name: 'Employment Contract', dateHtml: values.html('Start Date') }, [
    clause('Position and Duties', [
      `The Employer employs the Employee as ${values.html('Job Title')}. The Employee shall perform the duties reasonably assigned to that position and shall work at ${values.html('Work Location')}.`,
    ]),
    clause('Term of Employment', [
      fixedTerm
        ? `The employment begins on ${values.html('Start Date')} and is for a fixed term ending on ${values.html('End Date')}, unless terminated earlier under this Agreement.`
        : `The employment begins on ${values.html('Start Date')} and continues for an indefinite period until terminated under this Agreement.`,
      `The first ${values.html('Probation Period')} of employment is a probation period, during which either party may terminate the employment by giving one (1) week written notice.`,
    ]),
    clause('Compensation', [
      `The Employer shall pay the Employee a salary of ${values.html('Annual Salary')} per year. ${salaryTiming(values)}`,
      wordingFor(side, {
        favoursFirst: "The salary shall be reviewed annually; any increase is at the Employer's discretion.",
        balanced:
          "The salary shall be reviewed at least once a year, taking into account the Employee's performance and the cost of living.",
        favoursSecond:
          "The salary shall be reviewed at least once a year and shall not be reduced without the Employee's written consent.",
      }),
    ]),
    clause('Working Hours', [
      `The Employee's normal working hours are ${values.html('Working Hours')}.`,
      wordingFor(side, {
        favoursFirst:
          'The Employee shall work such additional hours as are reasonably necessary for the proper performance of the duties, without additional pay.',
        balanced:
          "Overtime worked at the Employer's request shall be paid or given as time off in lieu, as the parties agree.",
        favoursSecond:
          "Overtime worked at the Employer's request shall be paid at one and a half times the Employee's normal hourly rate.",
      }),
    ]),
    clause('Holidays and Leave', [
      'The Employee is entitled to the paid holiday, sick leave and other leave that the law provides, to be taken at times agreed with the Employer.',
    ]),
    clause('Confidentiality', [
      ...confidentiality({ ...sides }, false),
      'This obligation continues after the employment ends.',
    ]),
    clause('Intellectual Property', [
      wordingFor(side, {
        favoursFirst:
          'All intellectual property created by the Employee in the course of the employment shall belong to the Employer, and the Employee assigns all such rights to the Employer.',
        balanced:
          "Intellectual property created by the Employee in the course of the employment and relating to the Employer's business shall belong to the Employer; work created outside working hours without the Employer's resources remains the Employee's.",
        favoursSecond:
          "Only intellectual property created by the Employee during working hours for the Employer's business shall belong to the Employer; everything else remains the Employee's.",
      }),
    ]),
    clause('Termination', [
      `After the probation period, either party may terminate this Agreement and the employment by giving the other ${notice} written notice.`,
      wordingFor(side, {
        favoursFirst:
          'The Employer may terminate the employment immediately without notice for gross misconduct or a serious breach of this Agreement, and may pay salary in lieu of notice.',
        balanced:
          'Either party may terminate the employment immediately for a serious breach of this Agreement by the other party, including gross misconduct.',
        favoursSecond:
          'The Employer may terminate the employment without notice only for gross misconduct established after a fair disciplinary process, and any payment in lieu of notice shall include all benefits for the notice period.',
      }),
    ]),
  ]);
}
