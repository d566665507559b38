// Every table of the typed query layer. Each module adds its file here
// (the SQL that creates it lives in server/db/migrations/).
import * as audit from './audit';
import * as auth from './auth';
import * as customer from './customer';
import * as mail from './mail';
import * as masterData from './master-data';
import * as menus from './menus';
import * as customerBranch from './customer-branch';
import * as file from './file';
import * as jobs from './jobs';
import * as landing from './landing';
import * as uploadTemplate from './upload-template';
import * as customerUpload from './customer-upload';
import * as documents from './document';
import * as tickets from './ticket';
import * as certificates from './customer-certificate';
import * as pdfTemplates from './pdf-template';
import * as rdFiling from './rd-filing';
import * as bulkDownloads from './bulk-download';

export const schema = {
  ...audit,
  ...auth,
  ...customer,
  ...mail,
  ...masterData,
  ...menus,
  ...file,
  ...jobs,
  ...landing,
  ...customerBranch,
  ...uploadTemplate,
  ...customerUpload,
  ...documents,
  ...tickets,
  ...certificates,
  ...pdfTemplates,
  ...rdFiling,
  ...bulkDownloads,
};
