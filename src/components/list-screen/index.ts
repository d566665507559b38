export { ListScreenBody } from './list-screen-body';
export type { ListScreenBodyProps } from './list-screen-body';
export { useListScreen } from './use-list-screen';
export type { ListScreen, ListScreenConfig } from './use-list-screen';
