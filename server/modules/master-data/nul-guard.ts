// Moved to server/plugins/nul-guard.ts, where it guards every route.
export { refuseNulCharacters } from '../../plugins/nul-guard';
