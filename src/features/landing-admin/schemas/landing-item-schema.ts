import {
  LANDING_LIMITS,
  type CreateLandingItemRequest,
  type LandingItemRecord,
  type UpdateLandingItemRequest,
} from 'contract/landing';
import { LINK_URL_PATTERN } from 'contract/landing-schemas';
import { fieldMessage, optionalText, requiredText } from 'src/components/form-fields';
import { object, string, type InferType } from 'yup';

/** Where the picture field is: a picture being cropped or uploaded is not saved yet. */
export const IMAGE_STEPS = ['idle', 'cropping', 'uploading'] as const;
export type ImageStep = (typeof IMAGE_STEPS)[number];

const linkPattern = new RegExp(LINK_URL_PATTERN);

/** The same rules as the server's schema (contract/landing-schemas.ts), said under each field. */
export const landingItemSchema = object({
  titleTh: requiredText(LANDING_LIMITS.title),
  titleEn: requiredText(LANDING_LIMITS.title),
  bodyTh: optionalText(LANDING_LIMITS.body),
  bodyEn: optionalText(LANDING_LIMITS.body),
  linkUrl: optionalText(LANDING_LIMITS.linkUrl).test(
    'link',
    { key: 'landing-admin:validation.linkUrl' },
    (value) => value === '' || linkPattern.test(value),
  ),
  /** '' (none) or YYYY-MM-DD; 'invalid' while half typed (RhfDateField). */
  publishDate: string()
    .defined()
    .test('date', fieldMessage('date'), (value) => value !== 'invalid'),
  /** '' when the item has no picture. */
  imageFileId: string().defined(),
  imageStep: string()
    .oneOf(IMAGE_STEPS)
    .defined()
    .test('done', { key: 'landing-admin:validation.imagePending' }, (value) => value === 'idle'),
  status: string().oneOf(['ACTIVE', 'INACTIVE']).required(fieldMessage('requiredChoice')),
});

export type LandingItemFormValues = InferType<typeof landingItemSchema>;

export const emptyLandingItem: LandingItemFormValues = {
  titleTh: '',
  titleEn: '',
  bodyTh: '',
  bodyEn: '',
  linkUrl: '',
  publishDate: '',
  imageFileId: '',
  imageStep: 'idle',
  status: 'ACTIVE',
};

export function landingItemToForm(item: LandingItemRecord): LandingItemFormValues {
  return {
    titleTh: item.titleTh,
    titleEn: item.titleEn,
    bodyTh: item.bodyTh ?? '',
    bodyEn: item.bodyEn ?? '',
    linkUrl: item.linkUrl ?? '',
    publishDate: item.publishDate ?? '',
    imageFileId: item.imageFileId ?? '',
    imageStep: 'idle',
    status: item.status === 'INACTIVE' ? 'INACTIVE' : 'ACTIVE',
  };
}

/** A new item: empty optional fields left out; it goes after the last one (no seq). */
export function toCreateRequest(values: LandingItemFormValues): CreateLandingItemRequest {
  const given = (name: keyof typeof values, value: string) =>
    value.trim() === '' ? {} : { [name]: value.trim() };
  return {
    titleTh: values.titleTh.trim(),
    titleEn: values.titleEn.trim(),
    ...given('bodyTh', values.bodyTh),
    ...given('bodyEn', values.bodyEn),
    ...given('linkUrl', values.linkUrl),
    ...given('publishDate', values.publishDate),
    ...given('imageFileId', values.imageFileId),
    status: values.status,
  };
}

/** An existing item with the version read: an emptied field is sent as null (cleared); seq stays. */
export function toUpdateRequest(
  values: LandingItemFormValues,
  item: LandingItemRecord,
): UpdateLandingItemRequest {
  const orNull = (value: string) => (value.trim() === '' ? null : value.trim());
  return {
    id: item.id,
    version: item.version,
    titleTh: values.titleTh.trim(),
    titleEn: values.titleEn.trim(),
    bodyTh: orNull(values.bodyTh),
    bodyEn: orNull(values.bodyEn),
    linkUrl: orNull(values.linkUrl),
    publishDate: orNull(values.publishDate),
    imageFileId: orNull(values.imageFileId),
    status: values.status,
  };
}
