/** Constant-product AMM math for pools (DESIGN.md 4). */
export * from './math.ts';
