import { z } from 'zod';
import { multiLine } from './text.ts';

/*
 * A matter's thread of messages between the client's users and the firm's staff (issue 47,
 * docs/decisions/0086): each with an optional attachment kept as one of the matter's documents.
 */

export const MESSAGE_SIDES = ['client', 'firm'] as const;
export type MessageSide = (typeof MESSAGE_SIDES)[number];

/** A message is at most this long. */
export const MESSAGE_BODY_MAX = 4000;
/** The multipart field that carries a message's attachment. */
export const MESSAGE_ATTACHMENT_FIELD = 'attachment';

export const MESSAGE_BODY_REQUIRED_MESSAGE = 'Please write your message.';

/** The message's text as the form and the route check it. */
export const sendMessageSchema = z.strictObject({
  body: multiLine(
    z
      .string({ error: MESSAGE_BODY_REQUIRED_MESSAGE })
      .trim()
      .min(1, MESSAGE_BODY_REQUIRED_MESSAGE)
      .max(MESSAGE_BODY_MAX, `Please keep your message under ${MESSAGE_BODY_MAX} characters.`),
  ),
});
export type SendMessageInput = z.infer<typeof sendMessageSchema>;

export const messageAttachmentSchema = z.object({
  documentId: z.uuid(),
  filename: z.string(),
  size: z.number().int(),
  /** ISO 8601, when the retention period deleted the file; null while it is kept. */
  deletedAt: z.string().nullable(),
});

export const matterMessageSchema = z.object({
  id: z.uuid(),
  side: z.enum(MESSAGE_SIDES),
  /** Who wrote it; null once their account is gone. */
  author: z.object({ name: z.string() }).nullable(),
  body: z.string(),
  /** ISO 8601. */
  sentAt: z.string(),
  attachment: messageAttachmentSchema.nullable(),
});
export type MatterMessage = z.infer<typeof matterMessageSchema>;

/** Oldest first: the newest message is at the bottom, beside the form to reply. */
export const matterThreadSchema = z.object({ messages: z.array(matterMessageSchema) });
export type MatterThread = z.infer<typeof matterThreadSchema>;
