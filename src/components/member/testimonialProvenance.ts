import { testimonialRelationshipLabels, type TestimonialProvenance } from '@/contract';
import { profileSectionTexts } from './profileSectionTexts';

const texts = profileSectionTexts.provenance;

/**
 * The writer's disclosures as one line (issue 24), e.g. 'Client, 2019–2023 · not paid · no
 * conflict'. Shown beside the words, at their size: the SEC Marketing Rule wants them clear and
 * prominent, never behind a link or in smaller type.
 */
export function provenanceLine(provenance: TestimonialProvenance): string {
  const { relationship, periodFrom, periodTo, paid, conflict } = provenance;
  const period =
    periodTo === periodFrom ? String(periodFrom) : `${periodFrom}–${periodTo ?? texts.present}`;
  return [
    `${testimonialRelationshipLabels[relationship]}, ${period}`,
    paid ? texts.paid : texts.notPaid,
    conflict === '' ? texts.noConflict : texts.conflict(conflict),
  ].join(' · ');
}
