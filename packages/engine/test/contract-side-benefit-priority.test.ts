import type { Level } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { contractRecommendations } from '../src/local/contract/contract-recommendations';
import type { ContractFinding } from '../src/local/contract/key-findings';
import { RESTRICTIVE_COVENANT_RULES } from '../src/local/contract/restrictive-covenant-rules';
import { analyzeContractText } from './result-checks';

const RULE = RESTRICTIVE_COVENANT_RULES[0];

function finding(level: Level, score: number, change: string): ContractFinding {
  if (!RULE) throw new Error('no rule');
  return {
    rule: RULE,
    missing: false,
    headline: 'It can stop your business from competing in the field it names.',
    change,
    finding: {
      type: level,
      score,
      title: RULE.title,
      description: 'What it means.',
      quotedText: 'The Reseller shall not compete.',
      section: 'Section 4',
      category: RULE.category,
      recommendation: change,
    },
  };
}

function priorities(findings: readonly ContractFinding[]) {
  const recommendations = contractRecommendations(findings, [], 'client', undefined);
  return recommendations.contractImprovements.map(({ priority }) => priority);
}

describe('the priority of a recommendation follows what it asks and what it costs the reader', () => {
  // Advice that asks for no change is no improvement of the agreement, so it is not listed at any priority.
  it('never lists advice that asks for no change', () => {
    expect(priorities([finding('high', 90, 'No change needed on this point: the exclusivity is yours.')])).toEqual([]);
    expect(
      priorities([finding('medium', 60, 'A jury waiver between businesses is common; accept it if it suits you.')]),
    ).toEqual([]);
    expect(priorities([finding('high', 80, 'Keep it limited in time so that it stays enforceable.')])).toEqual([]);
  });

  it('gives advice that only asks the reader to check something the priority of its finding’s risk level', () => {
    expect(priorities([finding('high', 85, 'Check the required amounts with your broker before signing.')])).toEqual([
      'high',
    ]);
    expect(
      priorities([finding('medium', 55, 'Check which of your losses this limit leaves you unable to recover.')]),
    ).toEqual(['medium']);
  });

  it('gives a change asked on a high-risk clause high priority, not critical, whatever its score', () => {
    expect(
      priorities([finding('high', 90, 'Limit it to the products and area of this deal and a short period.')]),
    ).toEqual(['high']);
    expect(priorities([finding('medium', 60, 'Limit it to the products and area of this deal.')])).toEqual(['medium']);
  });

  it('asks to negotiate before signing only the clauses where a change is asked', () => {
    const recommendations = contractRecommendations(
      [
        finding('high', 90, 'No change needed on this point: the exclusivity is yours.'),
        finding('high', 80, 'Limit it to the products and area of this deal.'),
      ],
      [],
      'client',
      undefined,
    );
    expect(recommendations.immediateActions).toHaveLength(1);
  });

  it('tells a broad one-way indemnity the client gives as high priority, not critical', async () => {
    const result = await analyzeContractText(
      [
        'SERVICES AGREEMENT',
        'This Services Agreement is made as of May 4, 2022 by and between Harwick Foods Inc. ("Client") and Tamsin Digital LLC ("Provider").',
        'The Provider shall build and host the Client’s ordering website, and the Client shall pay the Provider the fees in Schedule 1.',
        'The Client shall indemnify, defend and hold harmless the Provider from any and all claims, losses, damages and costs of any kind arising out of or relating to this Agreement, whether or not caused by the Provider’s negligence.',
        'This Agreement shall be governed by the laws of the State of Delaware.',
      ].join('\n\n'),
    );
    const indemnity = result.recommendations.contractImprovements.find(({ issue }) =>
      issue.startsWith('Indemnification'),
    );
    expect(indemnity?.priority).toBe('high');
  });
});
