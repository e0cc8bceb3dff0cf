import type { Executor } from '#src/db/client.ts';
import { contactMessages } from '#src/db/schema.ts';

export type NewContactMessage = typeof contactMessages.$inferInsert;

export function createContactRepository(db: Executor) {
  return {
    async insert(message: NewContactMessage): Promise<{ id: string; createdAt: Date }> {
      const [row] = await db
        .insert(contactMessages)
        .values(message)
        .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
      if (!row) throw new Error('Inserting a contact message returned no row.');
      return row;
    },
  };
}

export type ContactRepository = ReturnType<typeof createContactRepository>;
