export { isExternalLink } from './link-target';
export { NewTabHint } from './new-tab-hint';
