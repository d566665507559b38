export { ListboxSelect } from './listbox-select';
export type { ListboxSelectProps } from './listbox-select';
