/** Seconds as people read a wait: "under a second", "42 s", "3 min", "2.5 h", "4 days". */
export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds)) return 'forever';
  if (seconds < 1) return 'under a second';
  if (seconds < 60) return `${Math.round(seconds)} s`;
  if (seconds < 3600) return `${Math.round(seconds / 60)} min`;
  if (seconds < 86_400) return `${(seconds / 3600).toFixed(1)} h`;
  const days = Math.round(seconds / 86_400);
  return `${days.toLocaleString('en-US')} day${days === 1 ? '' : 's'}`;
}
