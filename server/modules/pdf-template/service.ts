// The PDF-template module's services: templates and their layout (./template-service.ts), what
// they make (./output-service.ts), and the ACTIVE template document generation fills
// (./active-template.ts).
export { createTemplateService } from './template-service';
export { createOutputService } from './output-service';
export { activeTemplate, type ActiveTemplate } from './active-template';
export type { TemplateValues } from '../../pdf/template/fill-template';
