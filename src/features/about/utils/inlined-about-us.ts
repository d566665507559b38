import { LANDING_DATA_ELEMENT_ID, type LandingItem, type LandingPageData } from 'contract/landing';
import { getServerPageData } from 'src/lib/server-page-data';

/**
 * The about-us sections the server wrote into the page (server/plugins/public-html.ts): data,
 * not code, so no API call and no API client on this page's first load. Absent (vite dev and
 * preview, or the list failed on the server): none, and the page shows its fixed texts only.
 * The server renderer has no document and hands the data in instead.
 */
export function inlinedAboutUs(doc: Document | undefined = globalThis.document): LandingItem[] {
  if (!doc) return getServerPageData()?.aboutUs ?? [];
  const text = doc.getElementById(LANDING_DATA_ELEMENT_ID)?.textContent;
  if (!text) return [];
  try {
    const data = JSON.parse(text) as LandingPageData;
    return Array.isArray(data.aboutUs) ? data.aboutUs : [];
  } catch {
    return [];
  }
}
