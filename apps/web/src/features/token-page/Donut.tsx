/** Tokenomics as a donut chart with its legend. */
const COLORS = ['#a48bff', '#14f195', '#ffc857', '#ff6b6b', '#4cc9f0', '#f72585', '#90be6d', '#f9844a', '#b5179e', '#43aa8b'];

export function Donut({ entries }: { entries: { title: string; percentage: number }[] }) {
  const r = 40;
  const c = 2 * Math.PI * r;
  let offset = 0;
  return (
    <figure className="flex flex-wrap items-center gap-6">
      <svg viewBox="0 0 100 100" className="size-36" role="img" aria-label={`Tokenomics: ${entries.map((e) => `${e.title} ${e.percentage}%`).join(', ')}`}>
        <circle cx="50" cy="50" r={r} fill="none" stroke="#262a38" strokeWidth="16" />
        {entries.map((e, i) => {
          const len = (e.percentage / 100) * c;
          const arc = <circle key={i} cx="50" cy="50" r={r} fill="none" stroke={COLORS[i % COLORS.length]} strokeWidth="16" strokeDasharray={`${len} ${c - len}`} strokeDashoffset={-offset} transform="rotate(-90 50 50)" />;
          offset += len;
          return arc;
        })}
      </svg>
      <figcaption>
        <ul className="space-y-1.5 text-sm">
          {entries.map((e, i) => (
            <li key={i} className="flex items-center gap-2">
              <span className="size-2.5 rounded-full" style={{ background: COLORS[i % COLORS.length] }} aria-hidden />
              {e.title} <span className="tabular text-muted">{e.percentage}%</span>
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
