import type { GuidanceCard } from '../content/copy.ts';

/** Small line drawings for the guidance cards, ours and inline. */
export function GuidanceArt({ art }: { art: GuidanceCard['art'] }) {
  return (
    <svg viewBox="0 0 160 96" className="h-24 w-40" aria-hidden="true" fill="none" strokeLinecap="round" strokeLinejoin="round">
      {art === 'token' && (
        <>
          <circle cx="80" cy="48" r="34" stroke="#a48bff" strokeWidth="2" />
          <circle cx="80" cy="48" r="25" stroke="#262a38" strokeWidth="2" strokeDasharray="3 5" />
          <path d="M66 38h22l5-5H71zM66 50h22l5-5H71zM66 62h22l5-5H71z" fill="#14f195" />
          <path d="M126 20v16M118 28h16" stroke="#a48bff" strokeWidth="2" />
        </>
      )}
      {art === 'pool' && (
        <>
          <circle cx="62" cy="48" r="26" stroke="#a48bff" strokeWidth="2" />
          <circle cx="98" cy="48" r="26" stroke="#14f195" strokeWidth="2" />
          <path d="M80 30v36" stroke="#f4f5fa" strokeOpacity="0.4" strokeWidth="2" strokeDasharray="2 4" />
          <text x="62" y="53" textAnchor="middle" fontSize="14" fill="#a48bff" fontFamily="monospace">
            x
          </text>
          <text x="98" y="53" textAnchor="middle" fontSize="14" fill="#14f195" fontFamily="monospace">
            y
          </text>
        </>
      )}
      {art === 'manage' && (
        <>
          <path d="M20 80h120" stroke="#262a38" strokeWidth="2" />
          <path d="M28 76c20-2 30-40 52-40s30 30 52 28" stroke="#a48bff" strokeWidth="2.5" />
          <rect x="40" y="56" width="12" height="20" rx="3" fill="#a48bff" fillOpacity="0.35" />
          <rect x="74" y="40" width="12" height="36" rx="3" fill="#14f195" fillOpacity="0.45" />
          <rect x="108" y="50" width="12" height="26" rx="3" fill="#a48bff" fillOpacity="0.35" />
        </>
      )}
    </svg>
  );
}
