export {
  SOL_RESERVE,
  IMPACT_WARN_PERCENT,
  IMPACT_CONFIRM_PERCENT,
  SLIPPAGE_WARN_PERCENT,
  shortfall,
  impactLevel,
  impactText,
  isHighSlippage,
  type ImpactLevel,
} from './trade-guards.ts';
