import { useRef, type CSSProperties } from 'react';
import { DISPLAY, TIMINGS } from '@toolkit/shared';
import { useWheelRotation } from '../hooks/use-wheel-rotation.ts';
import { Coin, type CoinFace } from './Coin.tsx';

/** Coins on an orbit around the circle: angle in degrees, distance as a share of the radius. */
const ORBIT: { face: CoinFace; angle: number; distance: number; size: number }[] = [
  { face: 'sol', angle: -35, distance: 0.95, size: 96 },
  { face: 'token', angle: 70, distance: 0.9, size: 76 },
  { face: 'pool', angle: 160, distance: 0.98, size: 84 },
  { face: 'spark', angle: 245, distance: 0.82, size: 60 },
];

/**
 * The hero animation (spec 2): a circle grows to 450px over 2 s, the coins turn one full turn
 * every 3 s forever, and wheel movement adds deltaY × 0.05 degrees. The endless turn is a CSS
 * animation on an inner layer; the wheel angle is a transform on the outer layer
 * (data-testid="hero-coins"), so the two add up without fighting over one property.
 */
export function HeroVisual({ reducedMotion }: { reducedMotion: boolean }) {
  const coinsRef = useRef<HTMLDivElement>(null);
  useWheelRotation(coinsRef, DISPLAY.wheelRotationFactor, !reducedMotion);

  const vars = {
    '--circle-size': `min(${DISPLAY.heroCircleSize}px, 86vw)`,
    '--circle-ms': `${TIMINGS.heroCircleMs}ms`,
    '--coin-ms': `${TIMINGS.coinRotationMs}ms`,
  } as CSSProperties;

  return (
    <div className="relative mx-auto grid aspect-square w-full max-w-[560px] place-items-center" style={vars} aria-hidden="true">
      {/* Guide rings, static. */}
      <div className="absolute inset-[4%] rounded-full border border-line/70" />
      <div className="absolute inset-[18%] rounded-full border border-dashed border-line/60" />

      <div
        data-testid="hero-circle"
        className="landing-hero-circle absolute left-1/2 top-1/2 -translate-x-1/2 -translate-y-1/2 rounded-full bg-[radial-gradient(circle_at_30%_30%,rgba(164,139,255,0.55),rgba(20,241,149,0.18)_55%,rgba(7,8,13,0)_72%)] shadow-[0_0_120px_rgba(164,139,255,0.25)]"
      >
        <div className="absolute inset-[14%] rounded-full border border-white/10 bg-[radial-gradient(circle_at_50%_40%,rgba(16,18,26,0.2),rgba(7,8,13,0.85))]" />
      </div>

      <div ref={coinsRef} data-testid="hero-coins" className="absolute inset-0">
        <div data-testid="hero-coins-spin" className="landing-coin-spin absolute inset-0">
          {ORBIT.map((coin) => {
            const rad = (coin.angle * Math.PI) / 180;
            const left = 50 + Math.cos(rad) * 40 * coin.distance;
            const top = 50 + Math.sin(rad) * 40 * coin.distance;
            return (
              <div
                key={coin.face}
                className="absolute -translate-x-1/2 -translate-y-1/2"
                style={{ left: `${left}%`, top: `${top}%`, width: `${(coin.size / 560) * 100}%` }}
              >
                <Coin face={coin.face} size={coin.size} />
              </div>
            );
          })}
        </div>
      </div>

      {/* The big centre coin. */}
      <div className="relative w-[34%]">
        <div className="landing-coin-spin">
          <Coin face="sol" size={190} />
        </div>
      </div>
    </div>
  );
}
