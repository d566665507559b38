/** Branch codes (domain.md): 5 digits; 00000 is the head office (สำนักงานใหญ่). */
export const HEAD_OFFICE_CODE = '00000';
export const BRANCH_CODE_PATTERN = /^[0-9]{5}$/;

export type BranchType = 'HEAD_OFFICE' | 'BRANCH';

export function isBranchCode(value: string): boolean {
  return BRANCH_CODE_PATTERN.test(value);
}

/** The branch type a code must have: 00000 and only 00000 is the head office. */
export function branchTypeOf(branchCode: string): BranchType {
  return branchCode === HEAD_OFFICE_CODE ? 'HEAD_OFFICE' : 'BRANCH';
}
