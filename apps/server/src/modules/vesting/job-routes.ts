/** Vesting jobs (many schedules from CSV): registered once the job engine is wired. */
import type { FastifyInstance } from 'fastify';

export function registerVestingJobRoutes(_app: FastifyInstance) {}
