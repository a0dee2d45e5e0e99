import { essayQuality } from './quality/essay-quality';
const s = await essayQuality('/work/shared/fixtures/');
console.log(s.rows, s.notes?.join('\n'));
