import {
  moderationReasonLabels,
  postReasonLabels,
  reportReasonLabels,
  reportResolutionReasonLabels,
  reviewReasonLabels,
  type Actor,
  type AuditAction,
} from '@/contract';
import { auditTexts as texts, roleLabels } from './texts';

/**
 * A reason code read in its action's list (review, moderation, post, report decision; a report
 * decided before issue 38 carries the report's own reason); else as it is.
 */
export function auditReasonLabel(action: AuditAction, reason: string): string {
  const family = action.split('.')[0];
  const labels: Record<string, string> =
    family === 'review'
      ? reviewReasonLabels
      : family === 'member'
        ? moderationReasonLabels
        : family === 'post'
          ? postReasonLabels
          : family === 'report'
            ? { ...reportReasonLabels, ...reportResolutionReasonLabels }
            : {};
  return labels[reason] ?? reason;
}

/** "Olivia Marsh (Admin)", "Command line", "Guildhall" (the server itself), "Demo seed". */
export function actorLabel(actor: Actor): string {
  if (actor.kind === 'cli') return texts.commandLine;
  if (actor.kind === 'system') return texts.system;
  if (actor.kind === 'seed') return texts.seed;
  const name = actor.name ?? texts.deletedOperator;
  return actor.role ? texts.actorWithRole(name, roleLabels[actor.role]) : name;
}
