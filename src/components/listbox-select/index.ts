export { ListboxSelect } from './listbox-select';
export type { ListboxSelectProps } from './listbox-select';
export { useListboxLabel } from './use-listbox-label';
