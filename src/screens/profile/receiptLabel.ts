import type { VerificationReceipt } from '@/contract';
import { receiptTexts as texts } from './texts';

/** What a badge says: the same words title its receipt. */
export const badgeLabel = (receipt: VerificationReceipt): string => {
  switch (receipt.kind) {
    case 'background_check':
      return texts.backgroundCheck;
    case 'email':
      return texts.email;
    case 'licence':
      return texts.licence[receipt.state](receipt.licence.name);
  }
};
