export { RuleRefusals } from './rule-refusals';
export type { RuleRefusalsProps } from './rule-refusals';
