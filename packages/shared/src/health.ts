import { z } from 'zod';

/** `GET /api/health`: the process is up (it does not touch the database). */
export const healthSchema = z.object({ status: z.literal('ok') });
export type Health = z.infer<typeof healthSchema>;

/** `GET /api/ready`: the database answers, so the server can take traffic. */
export const readinessSchema = z.object({ status: z.literal('ready') });
export type Readiness = z.infer<typeof readinessSchema>;
