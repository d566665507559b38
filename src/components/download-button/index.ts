export { DownloadButton } from './download-button';
