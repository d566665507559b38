export { FactList, Section } from './fact-list';
export type { Fact } from './fact-list';
