import type { Opening } from '@prakar/shared/careers';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '#src/db/client.ts';
import { jobApplications, jobOpenings } from '#src/db/schema.ts';

export type NewJobApplication = typeof jobApplications.$inferInsert;

const openingColumns = {
  id: jobOpenings.id,
  slug: jobOpenings.slug,
  title: jobOpenings.title,
  location: jobOpenings.location,
  employmentType: jobOpenings.employmentType,
  department: jobOpenings.department,
  description: jobOpenings.description,
  responsibilities: jobOpenings.responsibilities,
  requirements: jobOpenings.requirements,
  postedAt: jobOpenings.postedAt,
};

export function createCareersRepository(db: Executor) {
  return {
    listOpen(): Promise<Opening[]> {
      return db
        .select(openingColumns)
        .from(jobOpenings)
        .where(eq(jobOpenings.isOpen, true))
        .orderBy(asc(jobOpenings.sortOrder), asc(jobOpenings.title));
    },

    async findOpen(id: string): Promise<Opening | undefined> {
      const [row] = await db
        .select(openingColumns)
        .from(jobOpenings)
        .where(and(eq(jobOpenings.id, id), eq(jobOpenings.isOpen, true)));
      return row;
    },

    async insertApplication(application: NewJobApplication) {
      const [row] = await db
        .insert(jobApplications)
        .values(application)
        .returning({ id: jobApplications.id, createdAt: jobApplications.createdAt });
      if (!row) throw new Error('Inserting a job application returned no row.');
      return row;
    },
  };
}

export type CareersRepository = ReturnType<typeof createCareersRepository>;
