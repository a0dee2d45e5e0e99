import type { Sentence } from '../../text/sentences';
import { atLowLevel, withChange, withHeadline } from './advice-change';
import type { EmploymentReader } from './employment-reader';
import type { ContractFinding } from './key-findings';
import { LEVEL_SCORE, levelRank } from './risk-levels';

/**
 * An overtime sentence that takes overtime pay away ("the Employee is not entitled to any overtime pay", "no
 * overtime is paid", "the salary includes any overtime") tells what the employee gives up: extra hours
 * worked for the same pay. Told from the employment side of the reader, named by their place in it: the
 * employee loses pay for extra hours, the employer pays nothing more for them; a reader who may be either
 * is told both. A sentence that pays overtime, or only sets how it is paid, keeps the rule's wording.
 */

// "not be entitled to overtime", "no overtime pay", "not eligible for overtime", "not be paid for overtime",
// "overtime … is included in the salary", "without additional pay for overtime", "we do not operate any overtime
// scheme", "there is no overtime arrangement".
const NO_OVERTIME_PAY =
  /\b(?:no|not\s+(?:\w+\s+){0,2}?(?:any\s+)?)overtime\s+(?:scheme|arrangement|policy|pay|payments?|compensation|rates?|premium)\b|\b(?:no|not\s+(?:be\s+)?(?:entitled|eligible|paid|compensated))\b[^.;]{0,40}\bovertime\b|\bovertime\b[^.;]{0,60}\b(?:is\s+|are\s+)?(?:included|inclusive|not\s+(?:be\s+)?(?:paid|payable|compensated)|without\s+(?:additional|extra))\b|\bwithout\s+(?:additional|extra)\s+(?:pay|payment|compensation|remuneration)\b[^.;]{0,40}\bovertime\b/iu;
// Extra hours the sentence expects of the employee: "any additional time reasonably required", "such additional
// hours as are necessary", "hours in excess of", "outside normal working hours".
const EXTRA_HOURS_EXPECTED =
  /\b(?:additional|extra|further)\s+(?:time|hours)\b|\bhours\s+(?:in\s+excess\s+of|beyond|over)\b|\boutside\s+(?:of\s+)?(?:normal|standard|usual|core)\s+(?:working\s+|business\s+)?hours\b/iu;

// A limit the contract sets on the hours worked: "a maximum of 48 hours in any week", "not to exceed 45 hours",
// "no more than ten hours of overtime": a limit on the extra hours is then not asked for.
const HOURS_CAPPED =
  /\b(?:maximum\s+of|not\s+(?:to\s+)?exceed(?:ing)?|no\s+more\s+than|at\s+most|capped\s+at|limited\s+to)\s+(?:[\w()-]+\s+){0,2}?\(?\d+\)?\s*(?:working\s+)?hours\b/iu;

const EMPLOYEE_HEADLINE =
  'Extra hours are not paid extra: you give up overtime pay for any hours beyond the normal ones.';
const EMPLOYEE_EXPECTED =
  'Extra hours are not paid extra: you are expected to work beyond the normal hours when the job requires it, with no overtime pay.';
const EMPLOYEE_CHANGE =
  'Ask for a limit on the extra hours expected, or time off in lieu, and check that your role may lawfully go without overtime pay where you work.';
const EMPLOYEE_CHANGE_CAPPED =
  'The contract limits the hours you may be asked to work; ask for time off in lieu of extra hours, and check that your role may lawfully go without overtime pay where you work.';
const EMPLOYER_HEADLINE = 'Extra hours cost you nothing more: the employee is not paid overtime for them.';
const EMPLOYER_CHANGE =
  'Check that the role may lawfully go without overtime pay where the employee works: minimum overtime rules apply whatever the contract says.';
const EITHER_HEADLINE =
  'Extra hours are not paid extra: the employee gives up overtime pay for any hours beyond the normal ones, and the employer pays nothing more for them.';
const EITHER_EXPECTED =
  'Extra hours are not paid extra: the employee is expected to work beyond the normal hours when the job requires it, with no overtime pay, and the employer pays nothing more for them.';
const EITHER_CHANGE =
  'If you are the employee, ask for a limit on the extra hours expected, or time off in lieu. Either side should check that the role may lawfully go without overtime pay where the work is done.';
const EITHER_CHANGE_CAPPED =
  'The contract limits the hours the employee may be asked to work. If you are the employee, ask for time off in lieu of extra hours; either side should check that the role may lawfully go without overtime pay where the work is done.';

export function withOvertimeForEmployment(
  finding: ContractFinding,
  quoted: string,
  reader: EmploymentReader | undefined,
  sentences: readonly Sentence[],
): ContractFinding {
  if (finding.rule.id !== 'overtime' || finding.missing || reader === undefined) return finding;
  if (!NO_OVERTIME_PAY.test(quoted)) return finding;
  const expected = EXTRA_HOURS_EXPECTED.test(quoted);
  if (reader === 'employer') return atLowLevel(withChange(withHeadline(finding, EMPLOYER_HEADLINE), EMPLOYER_CHANGE));
  const headline =
    reader === 'employee'
      ? expected
        ? EMPLOYEE_EXPECTED
        : EMPLOYEE_HEADLINE
      : expected
        ? EITHER_EXPECTED
        : EITHER_HEADLINE;
  // What the employee gives up is at least a medium risk, told as a change to negotiate.
  const capped = sentences.some(({ text }) => HOURS_CAPPED.test(text));
  const change =
    reader === 'employee'
      ? capped
        ? EMPLOYEE_CHANGE_CAPPED
        : EMPLOYEE_CHANGE
      : capped
        ? EITHER_CHANGE_CAPPED
        : EITHER_CHANGE;
  return atMedium(withChange(withHeadline(finding, headline), change));
}

function atMedium(finding: ContractFinding): ContractFinding {
  if (levelRank(finding.finding.type) >= levelRank('medium')) return finding;
  return {
    ...finding,
    finding: { ...finding.finding, type: 'medium', score: LEVEL_SCORE.medium, recommendation: finding.change },
  };
}
