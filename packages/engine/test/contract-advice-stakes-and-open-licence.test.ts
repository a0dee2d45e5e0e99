import { describe, expect, it } from 'vitest';
import { analyzeContractText } from './result-checks';

// Every document below is written for these tests.

const CONTEST = [
  'Riverbend Photo Contest Official Rules',
  'These rules govern your entry in the Riverbend Photo Contest run by Riverbend Arts Inc. ("Riverbend"). You may enter one photo. You must be 18 or older to enter, and you keep the copyright in your photo. The winner receives a camera worth $900. You may withdraw your entry before the closing date. Your entry grants Riverbend the right to show your photo at its gallery.',
  'RIVERBEND’S TOTAL LIABILITY ARISING OUT OF OR RELATED TO THE CONTEST SHALL NOT EXCEED ONE HUNDRED DOLLARS ($100).',
  'These rules are governed by the laws of the State of Vermont. Questions about your entry may be sent to the contest office.',
].join('\n\n');

const APP_TERMS = [
  'Tidewater Maps Terms of Use',
  'These terms govern your use of the Tidewater Maps app offered by Tidewater Labs Inc. ("Tidewater", "we"). By using the app you agree to these terms. You may stop using the app at any time. You are responsible for your device and your account.',
  'The Tidewater Maps app is licensed to you under the terms of the Apache License, Version 2.0.',
  'These terms are governed by the laws of the State of Maine. If you have questions about your account, write to us.',
].join('\n\n');

describe('advice that fits what the deal puts at stake', () => {
  it('does not ask a contest entrant for cap exceptions for data breaches or confidentiality that nothing in the rules concerns', async () => {
    const result = await analyzeContractText(CONTEST);
    const advice = result.keyFindings
      .filter((finding) => finding.title === 'Limitation of liability')
      .map((finding) => finding.recommendation);
    expect(advice.length).toBeGreaterThan(0);
    for (const said of advice) expect(said).not.toMatch(/data breaches|confidentiality/u);
  });

  it('tells an open-source licence as one whose own terms govern use, not as a scope the agreement sets', async () => {
    const result = await analyzeContractText(APP_TERMS);
    const licence = result.keyFindings.find((finding) => finding.title === 'License grant');
    expect(licence?.description).toMatch(/public open-source licence/u);
    expect(licence?.description).not.toMatch(/only within the stated scope/u);
  });
});
