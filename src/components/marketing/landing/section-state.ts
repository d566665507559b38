/** One section's data: a skeleton while loading, hidden when it failed. */
export type SectionState<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error' };
