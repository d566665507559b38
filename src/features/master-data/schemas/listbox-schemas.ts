import type {
  ListboxGroup,
  ListboxItem,
  SaveListboxGroupRequest,
  SaveListboxItemRequest,
} from 'contract/master-data';
import { codePatterns } from 'contract/master-data-schemas';
import { object, string, type InferType } from 'yup';
import { fieldMessage } from 'src/components/form-fields/field-message';
import { choice, requiredText } from 'src/components/form-fields/field-rules';
import { codeField } from './field-rules';
import { blankForm } from 'src/lib/blank-form';

// ---------------------------------------------------------------- group

export const listboxGroupSchema = object({
  listboxGroupCode: codeField(codePatterns.listboxGroupCode, 'A-Z 0-9 _'),
  listboxGroupName: requiredText(200),
  status: choice(),
});

export type ListboxGroupFormValues = InferType<typeof listboxGroupSchema>;

export const emptyListboxGroup = blankForm<ListboxGroupFormValues>(listboxGroupSchema, { status: 'ACTIVE' });

export function listboxGroupToForm(group: ListboxGroup): ListboxGroupFormValues {
  return {
    listboxGroupCode: group.listboxGroupCode,
    listboxGroupName: group.listboxGroupName,
    status: group.status,
  };
}

export function listboxGroupToRequest(
  values: ListboxGroupFormValues,
  current?: ListboxGroup,
): SaveListboxGroupRequest {
  return {
    ...(current ? { version: current.version } : {}),
    listboxGroupCode: values.listboxGroupCode,
    listboxGroupName: values.listboxGroupName,
    status: values.status as SaveListboxGroupRequest['status'],
  };
}

// ---------------------------------------------------------------- item

export const listboxItemSchema = object({
  code: codeField(codePatterns.listboxItemCode, 'A-Z a-z 0-9 _ . -'),
  nameTh: requiredText(200),
  nameEn: requiredText(200),
  seq: string()
    .required(fieldMessage('required'))
    .matches(/^\d{1,5}$/, { message: fieldMessage('integer') }),
  status: choice(),
});

export type ListboxItemFormValues = InferType<typeof listboxItemSchema>;

export const emptyListboxItem = blankForm<ListboxItemFormValues>(listboxItemSchema, { status: 'ACTIVE' });

export function listboxItemToForm(item: ListboxItem): ListboxItemFormValues {
  return {
    code: item.code,
    nameTh: item.nameTh,
    nameEn: item.nameEn,
    seq: String(item.seq),
    status: item.status,
  };
}

export function listboxItemToRequest(
  group: string,
  values: ListboxItemFormValues,
  current?: ListboxItem,
): SaveListboxItemRequest {
  return {
    ...(current ? { version: current.version } : {}),
    listboxGroupCode: group,
    code: values.code,
    nameTh: values.nameTh,
    nameEn: values.nameEn,
    seq: Number(values.seq),
    status: values.status as SaveListboxItemRequest['status'],
  };
}

/** The same item with other values (a reorder or a deactivation keeps everything else). */
export function itemChange(
  item: ListboxItem,
  change: Partial<Pick<ListboxItem, 'seq' | 'status'>>,
): SaveListboxItemRequest {
  return {
    listboxGroupCode: item.listboxGroupCode,
    code: item.code,
    nameTh: item.nameTh,
    nameEn: item.nameEn,
    seq: change.seq ?? item.seq,
    status: change.status ?? item.status,
    version: item.version,
  };
}
