// The public site's second entry (vite.config.ts): on a page the server sends as rendered HTML
// (server/plugins/public-html.ts), it stands in for the build's entry script —
// <script type="module" src="/assets/app-start-….js" data-app="/assets/index-….js"> — and
// loads that entry, the app, once the page has loaded and painted (src/app/after-first-paint).
import { afterFirstPaint } from './app/after-first-paint';

const app = document.querySelector<HTMLScriptElement>('script[data-app]')?.dataset.app;
if (app) afterFirstPaint(() => void import(/* @vite-ignore */ app));
