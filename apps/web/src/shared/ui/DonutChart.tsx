/** Shares as a donut with its legend (a token's tokenomics); what is left unallocated is drawn muted. */
const COLORS = ['#a48bff', '#14f195', '#ffc857', '#ff6b6b', '#4cc9f0', '#f72585', '#90be6d', '#f9844a', '#b5179e', '#43aa8b'];

export interface DonutChartProps {
  entries: { title: string; percentage: number }[];
  /** Width and height in pixels. */
  size?: number;
  /** Writes the allocated total in the middle (while it is being edited). */
  showTotal?: boolean;
}

export function DonutChart({ entries, size = 144, showTotal = false }: DonutChartProps) {
  const r = 40;
  const c = 2 * Math.PI * r;
  const total = entries.reduce((s, e) => s + e.percentage, 0);
  // Each arc starts where the ones before it end.
  const arcs = entries.map((e) => (e.percentage / 100) * c);
  const starts = arcs.map((_, i) => arcs.slice(0, i).reduce((s, len) => s + len, 0));
  return (
    <figure className="flex flex-wrap items-center gap-5">
      <svg
        viewBox="0 0 100 100"
        width={size}
        height={size}
        role="img"
        aria-label={`Tokenomics: ${entries.map((e) => `${e.title} ${e.percentage}%`).join(', ') || 'nothing allocated'}`}
      >
        <circle cx="50" cy="50" r={r} fill="none" stroke="#262a38" strokeWidth="16" />
        {entries.map((e, i) => (
          <circle
            key={`${e.title}-${i}`}
            cx="50"
            cy="50"
            r={r}
            fill="none"
            stroke={COLORS[i % COLORS.length]}
            strokeWidth="16"
            strokeDasharray={`${arcs[i]} ${c - arcs[i]!}`}
            strokeDashoffset={-starts[i]!}
            transform="rotate(-90 50 50)"
          />
        ))}
        {showTotal && (
          <text x="50" y="54" textAnchor="middle" fontSize="12" fontWeight="600" fill="#f4f5fa">
            {Math.round(total * 100) / 100}%
          </text>
        )}
      </svg>
      <figcaption>
        <ul className="space-y-1 text-sm">
          {entries.map((e, i) => (
            <li key={`${e.title}-${i}`} className="flex items-center gap-2">
              <span className="size-2.5 rounded-full" style={{ background: COLORS[i % COLORS.length] }} aria-hidden />
              <span>{e.title}</span>
              <span className="tabular text-muted">{e.percentage}%</span>
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
