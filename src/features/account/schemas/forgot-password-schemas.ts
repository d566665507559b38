import * as yup from 'yup';

export const OTP_LENGTH = 6;

export const emailSchema = yup.object({
  email: yup
    .string()
    .trim()
    .required('forgot.validation.emailRequired')
    .email('forgot.validation.emailInvalid')
    .max(254, 'forgot.validation.emailInvalid'),
});
export type EmailValues = yup.InferType<typeof emailSchema>;

export const otpSchema = yup.object({
  otp: yup
    .string()
    .trim()
    .required('forgot.validation.otpRequired')
    .matches(new RegExp(`^[0-9]{${OTP_LENGTH}}$`), 'forgot.validation.otpFormat'),
});
export type OtpValues = yup.InferType<typeof otpSchema>;
