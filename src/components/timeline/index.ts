export { Timeline, TimelineEntry } from './timeline';
