import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '#src/db/client.ts';
import { knownBrowsers } from '#src/db/schema.ts';

export interface SeenBrowser {
  userId: number;
  browserHash: string;
  label: string;
  ip: string | null;
  at: Date;
}

export function createKnownBrowsersRepository(db: Executor) {
  return {
    /**
     * Notes a sign-in from the browser: `new` when the user had signed in from others but never
     * this one, `first` when it is the first browser known for the user, else `known`.
     */
    async remember(seen: SeenBrowser): Promise<'first' | 'new' | 'known'> {
      const [other] = await db
        .select({ userId: knownBrowsers.userId })
        .from(knownBrowsers)
        .where(eq(knownBrowsers.userId, seen.userId))
        .limit(1);
      const inserted = await db
        .insert(knownBrowsers)
        .values({
          userId: seen.userId,
          browserHash: seen.browserHash,
          label: seen.label,
          ip: seen.ip,
          firstSeenAt: seen.at,
          lastSeenAt: seen.at,
        })
        .onConflictDoNothing()
        .returning({ userId: knownBrowsers.userId });
      if (inserted.length > 0) return other ? 'new' : 'first';
      await db
        .update(knownBrowsers)
        .set({ lastSeenAt: seen.at, ip: seen.ip, label: seen.label })
        .where(
          and(
            eq(knownBrowsers.userId, seen.userId),
            eq(knownBrowsers.browserHash, seen.browserHash),
          ),
        );
      return 'known';
    },

    /** The user's browsers, the most recently used first. */
    ofUser(userId: number) {
      return db
        .select()
        .from(knownBrowsers)
        .where(eq(knownBrowsers.userId, userId))
        .orderBy(desc(knownBrowsers.lastSeenAt));
    },
  };
}
