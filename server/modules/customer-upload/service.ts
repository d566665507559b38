export { createReadService } from './read-service';
export { createUploadService } from './upload-service';
export { createWorkflowService } from './workflow-service';
export { generationFailedMail } from './workflow-mails';
export { uploadMessages } from './messages';
