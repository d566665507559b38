export { HeldDocuments } from './held-documents';
export { isHeld, ReleaseDocumentButton } from './release-document-button';
export { heldKeys, mayRelease } from './release-calls';
