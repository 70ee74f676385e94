import type { RichTextBlock } from '@/contract';
import type { LegalBlock } from './defaults';

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
