import { z } from 'zod';
import { apiMessages } from '../apiMessages';
import { ACCOUNT_EMAIL_MAX, NAME_MAX } from '../limits';
import { messages } from '../messages';
import {
  ADMIN_PAGE_DEFAULT,
  ADMIN_PAGE_MAX,
  AUDIT_ACTOR_KINDS,
  DECISION_NOTE_MAX,
  ROLES,
} from '../vetting';
import {
  idSchema,
  optionalText,
  professionSchema,
  selectedNumber,
  text,
  uploadKeySchema,
} from './common';

// What every operator screen shares: a member as operators see them, the actor of a decision,
// paging, and a decision's reason and note.

export const roleSchema = z.enum(ROLES);

// A member as operator lists show them: the account as well as the card, and its standing.
export const memberRefSchema = z.object({
  id: idSchema,
  firstName: text().max(NAME_MAX),
  lastName: text().max(NAME_MAX),
  email: text().max(ACCOUNT_EMAIL_MAX),
  avatar: uploadKeySchema.nullable(),
  profession: professionSchema.nullable(),
  role: roleSchema,
  published: z.boolean(),
  complete: z.boolean(),
  suspended: z.boolean(),
});
export type MemberRef = z.infer<typeof memberRefSchema>;

// Who did something: an operator (named to other operators), the command line, or the server.
// `name` is null for a member who has since deleted the account.
export const actorSchema = z.object({
  kind: z.enum(AUDIT_ACTOR_KINDS),
  id: idSchema.nullable(),
  name: text()
    .max(2 * NAME_MAX + 1)
    .nullable(),
  role: roleSchema.nullable(),
});
export type Actor = z.infer<typeof actorSchema>;

// ?limit&offset of every operator list; oldest or newest first as each list says.
const pageInteger = (name: string, min: number, max: number) =>
  z
    .number({ error: apiMessages.queryInteger(name) })
    .int(apiMessages.queryInteger(name))
    .min(min, messages.minValue(min))
    .max(max, messages.maxValue(max));
export const pageQueryShape = {
  limit: z.preprocess(
    selectedNumber,
    pageInteger('limit', 1, ADMIN_PAGE_MAX).default(ADMIN_PAGE_DEFAULT),
  ),
  offset: z.preprocess(selectedNumber, pageInteger('offset', 0, 1_000_000).default(0)),
};
export const pageQuerySchema = z.object(pageQueryShape);
export type PageQuery = z.infer<typeof pageQuerySchema>;

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int().min(0),
    limit: z.number().int().min(1).max(ADMIN_PAGE_MAX),
    offset: z.number().int().min(0),
  });
export interface Page<T> {
  items: T[];
  total: number;
  limit: number;
  offset: number;
}

/** A decision's note: optional, but required with the reason `other`. */
export const decisionNoteSchema = optionalText(DECISION_NOTE_MAX).optional();
export const requireNoteForOther = <T extends { reason?: string | null; note?: string | null }>(
  body: T,
  ctx: z.RefinementCtx,
) => {
  if (body.reason === 'other' && !body.note) {
    ctx.addIssue({ code: 'custom', message: apiMessages.noteRequired, path: ['note'] });
  }
};
