import { ImportPage } from './import-page';
import { ImportSearchPage } from './import-search-page';

// One lazy chunk per menu: the import type comes from the route.
export function EtaxImportSearchPage() {
  return <ImportSearchPage uploadType="ETAX" />;
}
export function EtaxImportPage() {
  return <ImportPage uploadType="ETAX" />;
}
export function EdocImportSearchPage() {
  return <ImportSearchPage uploadType="EDOC" />;
}
export function EdocImportPage() {
  return <ImportPage uploadType="EDOC" />;
}
