// Descriptions of the auth failures, in the request's language (keys are what the web app reads).
import texts from './messages.json';

export const authMessages = texts;
