// Values of the imports' contract (./customer-upload.ts) that screens outside the import pages
// need (the menu's badge of imports waiting for approval); no schema here, so that the signed-in
// app's first load carries only these.

export const CUSTOMER_UPLOAD_PREFIX = '/api/document/customerUploadFile';
