/**
 * Rate and time left of a running job: recipients settled per second since it started, and the
 * rest at that pace. `observedAt` is when the progress was read (the poll's answer).
 */
export function jobPace(job: { createdAt: string; total: number; paid: number; failed: number }, observedAt: number) {
  const settled = job.paid + job.failed;
  const seconds = (observedAt - new Date(job.createdAt).getTime()) / 1000;
  if (settled === 0 || seconds <= 0) return { perSecond: null, secondsLeft: null };
  const perSecond = settled / seconds;
  return { perSecond, secondsLeft: Math.ceil((job.total - settled) / perSecond) };
}
