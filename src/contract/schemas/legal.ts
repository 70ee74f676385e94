import { z } from 'zod';
import { text } from './common';

// The legal pages' content documents (type `legal`, uids `privacy` and `terms`): a title and a
// rich-text body in the content service's own block shape.
export const LEGAL_UIDS = ['privacy', 'terms'] as const;
export type LegalUid = (typeof LEGAL_UIDS)[number];

export const richTextBlockSchema = z.object({
  type: text().max(40),
  text: text().max(10_000),
  spans: z.array(z.unknown()).optional(),
});
export type RichTextBlock = z.infer<typeof richTextBlockSchema>;

export const legalDocumentSchema = z.object({
  title: text().max(200),
  body: z.array(richTextBlockSchema),
});
export type LegalDocument = z.infer<typeof legalDocumentSchema>;
