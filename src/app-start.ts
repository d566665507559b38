// The public site's second entry (vite.config.ts): on a page the server sends as rendered HTML
// (server/plugins/public-html.ts), it stands in for the build's entry script —
// <script type="module" src="/assets/app-start-….js" data-app="/assets/index-….js"
// data-parts="/assets/react-….js /assets/mui-….js"> — and loads the app once the page has loaded
// and painted (src/app/after-first-paint): all its files at once, then run one by one.
import { afterFirstPaint } from './app/after-first-paint';
import { startInSteps } from './app/start-in-steps';

const script = document.querySelector<HTMLScriptElement>('script[data-app]');
const app = script?.dataset.app;
const parts = script?.dataset.parts?.split(' ').filter(Boolean) ?? [];
if (app) afterFirstPaint(() => void startInSteps([...parts, app]));
