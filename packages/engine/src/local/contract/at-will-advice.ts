import type { Level } from '@doclens/api';
import { withChange, withHeadline } from './advice-change';
import type { ContractRole, ContractSide } from './contract-roles';
import { employmentReader } from './employment-reader';
import type { ContractFinding } from './key-findings';
import { LEVEL_SCORE, levelRank } from './risk-levels';

// "is not at will", "not an at-will employment", "shall not be at will": the employment can end only as agreed.
const NOT_AT_WILL = /\bnot\s+(?:be\s+)?(?:an?\s+)?at[-\s]will\b/iu;

const EMPLOYEE_HEADLINE =
  'Either side may end the employment at any time: you may leave, and the employer may also let you go at any time, without cause, notice or severance.';
const EMPLOYEE_CHANGE = 'Ask for a notice period or severance pay if you are let go without cause.';
const EMPLOYER_HEADLINE =
  'Either side may end the employment at any time: you may let the employee go without cause or notice, and the employee may also leave at any time, without notice, before you can replace them.';
const EMPLOYER_CHANGE =
  'No change needed for your side. If you need time to replace the employee, ask for a resignation notice period (for example two weeks); keep the at-will wording the same in every document.';
// Told for a reader who may be either: what each side may do, named, and what each would ask. The employee's
// own notice on leaving is not told, since the sentences after the at-will one often set it.
const EITHER_HEADLINE =
  'Either side may end the employment at any time: the employer may let the employee go without cause or notice (and with no severance unless the contract gives one), and the employee may leave at any time.';
const EITHER_CHANGE =
  'If you are the employee, ask for a notice period or severance pay if you are let go without cause. If you are the employer, keep the at-will wording the same in every document.';

/**
 * At-will employment is a freedom of both sides, whoever the sentence names: the employee may leave
 * and the employer may let the employee go, at any time. Told only as the reader's own freedom, it
 * hides what it allows the other side; the employee's risk of losing the job without notice is at
 * least a medium one. `readerSide`: the employee provides the work, the employer receives it; a reader whose
 * role names neither (`employment-reader.ts`) is told both sides.
 */
export function withAtWillBothSides(
  finding: ContractFinding,
  quoted: string,
  readerSide: ContractSide | undefined,
  readerRole?: ContractRole,
): ContractFinding {
  const reader = employmentReader(readerSide, readerRole);
  if (finding.rule.id !== 'at-will' || finding.missing || reader === undefined) return finding;
  const denied = finding.rule.denied?.meaning;
  if (NOT_AT_WILL.test(quoted) || (denied && finding.finding.description.startsWith(denied))) return finding;
  const bothSides = withoutOneHolder(finding);
  if (reader === 'employer') return withChange(withHeadline(bothSides, EMPLOYER_HEADLINE), EMPLOYER_CHANGE);
  // The employee's loss of the job without notice is the greater risk of the two, and is told at its level.
  if (reader === 'either')
    return atLeast(withChange(withHeadline(bothSides, EITHER_HEADLINE), EITHER_CHANGE), 'medium');
  return atLeast(withChange(withHeadline(bothSides, EMPLOYEE_HEADLINE), EMPLOYEE_CHANGE), 'medium');
}

// "Your side (Employee) holds this right.", "Company holds this right against your side (Employee).": one holder named.
const ONE_HOLDER = /\s*[^.]*\bholds\s+this\s+right\b[^.]*\./gu;

/** The finding without a note naming one side as the holder of a freedom both sides have. */
function withoutOneHolder(finding: ContractFinding): ContractFinding {
  const description = finding.finding.description.replace(ONE_HOLDER, '');
  return { ...finding, finding: { ...finding.finding, description } };
}

/** The finding at `level` or above: the recommendation asks for a change, so a low level's opening goes. */
function atLeast(finding: ContractFinding, level: Level): ContractFinding {
  if (levelRank(finding.finding.type) >= levelRank(level)) return finding;
  return {
    ...finding,
    finding: { ...finding.finding, type: level, score: LEVEL_SCORE[level], recommendation: finding.change },
  };
}
