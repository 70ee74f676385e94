import { contentApi } from '@/api/content';
import { isApiError } from '@/api/errors';
import type { RichTextBlock } from '@/contract';
import type { LegalBlock, LegalDocument, LegalKind } from './defaults';

/** The content service's rich-text blocks as the blocks the legal page renders. */
export function toLegalBlocks(body: RichTextBlock[]): LegalBlock[] {
  const blocks: LegalBlock[] = [];
  for (const block of body) {
    const text = block.text.trim();
    if (!text) continue;
    if (block.type.startsWith('heading')) {
      blocks.push({ type: 'heading', text });
    } else if (block.type === 'list-item' || block.type === 'o-list-item') {
      // Consecutive list items make one list.
      const last = blocks[blocks.length - 1];
      if (last?.type === 'list') last.items.push(text);
      else blocks.push({ type: 'list', items: [text] });
    } else {
      blocks.push({ type: 'paragraph', text });
    }
  }
  return blocks;
}

/**
 * Reads a legal document from the content service. Answers undefined when the service has no
 * such document, so the screen shows the bundled default; rejects when loading fails.
 */
export async function loadLegalDocument(kind: LegalKind): Promise<LegalDocument | undefined> {
  try {
    // A client per load: a legal page is read once, and nothing is shared between screens.
    const document = await contentApi().legal(kind);
    return { title: document.title, blocks: toLegalBlocks(document.body) };
  } catch (error) {
    if (isApiError(error) && error.isNotFound) return undefined;
    throw error;
  }
}
