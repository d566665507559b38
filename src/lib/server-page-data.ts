import type { LandingPageData } from 'contract/landing';

// In the browser the page data (the landing content, contract LandingPageData) is the JSON
// block the server wrote into the page. The server renderer (src/entry-server.tsx) has no
// document: it hands the same data in here before it renders a page, so that the HTML it sends
// and the page that hydrates it show the same content.
let serverPageData: LandingPageData | undefined;

/** Server renderer only: the data of the page about to be rendered. */
export function setServerPageData(data: LandingPageData | undefined): void {
  serverPageData = data;
}

/** The data handed in by the server renderer; undefined in a browser. */
export function getServerPageData(): LandingPageData | undefined {
  return serverPageData;
}
