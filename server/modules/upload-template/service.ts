// The upload-template module's services: templates (./template-service.ts) and their input
// columns and options (./column-service.ts); the sample file (./sample-file.ts).
export { createTemplateService } from './template-service';
export { createColumnService } from './column-service';
export { templateForImport, type TemplateForImport } from './template-for-import';
