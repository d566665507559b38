export { HeldDocuments } from './held-documents';
export { ReleaseDocumentButton } from './release-document-button';
export { heldKeys, isHeld, mayRelease } from './release-calls';
