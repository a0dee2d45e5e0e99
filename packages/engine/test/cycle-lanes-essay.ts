/**
 * An arguing essay written for the thesis tests: a fixed body on cycle lanes under an opening each
 * test writes, with the assignment a teacher would set for it.
 */
export const CYCLE_LANES_ASSIGNMENT = {
  academicLevel: 'high-school',
  subject: 'Should towns build more cycle lanes? Give your opinion.',
} as const;

/** The body paragraphs, after the opening. */
export const CYCLE_LANES_BODY: readonly string[] = [
  'Children who cycle to school arrive awake and ready to learn. A short ride in the morning wakes them up better than a car journey.',
  'Lanes also take cars off the busiest roads. Parents who see a safe route leave the car at home, and the air near the school gets cleaner.',
  'In the end, cycle lanes give a town cleaner air and healthier children. Every town with wide roads can paint some.',
];

/** The essay with `opening` as its first paragraph. */
export function essayOpening(opening: string): string {
  return [opening, ...CYCLE_LANES_BODY].join('\n\n');
}
