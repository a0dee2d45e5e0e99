import { z } from 'zod';

/**
 * The model writes blocks, not HTML: a heading (1–3), a paragraph (optionally aligned) or a bullet
 * list. Our own renderer turns them into the editor's allow-list, so the model cannot emit a tag,
 * attribute or link the editor does not allow.
 */
const blockSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('heading'),
    level: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    text: z.string(),
  }),
  z.object({ type: z.literal('paragraph'), text: z.string(), align: z.enum(['left', 'center', 'right']).optional() }),
  z.object({ type: z.literal('list'), items: z.array(z.string()).min(1) }),
]);
export type GeneratedBlock = z.infer<typeof blockSchema>;

export const generationAnswerSchema = z.object({
  title: z.string().trim().min(1).max(200),
  blocks: z.array(blockSchema).min(1).max(400),
});
export type GenerationAnswer = z.infer<typeof generationAnswerSchema>;
