// Descriptions of the OTP failures, in the request's language (keys are what the web app reads).
import texts from './messages.json';

export const otpMessages = texts;
