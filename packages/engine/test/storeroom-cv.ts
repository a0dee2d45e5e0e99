/**
 * A short CV of our own (a hospital storeroom assistant) with the given lines under its one role, for
 * tests that look at what the CV analysis says about those lines.
 */
export function storeroomCv(lines: string): string {
  return `Jo Park
jo.park@example.com | 555 200 1188

Summary
Storeroom assistant with six years in hospital supply rooms.

Experience
Storeroom Assistant, Eastgate Hospital, 2017 - 2023
${lines}

Education
School Certificate, 2016`;
}
