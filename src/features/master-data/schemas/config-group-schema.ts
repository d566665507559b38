import type { ConfigGroup, SaveConfigGroupRequest } from 'contract/master-data';
import { codePatterns } from 'contract/master-data-schemas';
import { array, boolean, object, string, type InferType } from 'yup';
import { fieldMessage } from 'src/components/form-fields/field-message';
import { optionalText } from 'src/components/form-fields/field-rules';
import { codeField } from './field-rules';

const configItemSchema = object({
  configKey: codeField(codePatterns.configKey, 'A-Z a-z 0-9 _ . -'),
  /** A secret that is stored comes back as SECRET_MASK; sent back unchanged it keeps its value. */
  configValue: string()
    .defined()
    .max(2000, fieldMessage('maxLength', { max: 2000 })),
  secret: boolean().defined(),
  description: optionalText(500),
});

export const configGroupSchema = object({
  configGroupType: codeField(codePatterns.configGroupType, 'A-Z 0-9 _'),
  description: optionalText(500),
  items: array(configItemSchema)
    .defined()
    .max(200)
    .test('unique-keys', function uniqueKeys(items) {
      const seen = new Set<string>();
      for (const [index, item] of items.entries()) {
        if (seen.has(item.configKey)) {
          return this.createError({ path: `items.${index}.configKey`, message: fieldMessage('duplicate') });
        }
        seen.add(item.configKey);
      }
      return true;
    }),
});

export type ConfigGroupFormValues = InferType<typeof configGroupSchema>;
export type ConfigItemFormValues = ConfigGroupFormValues['items'][number];

export const emptyConfigGroup: ConfigGroupFormValues = { configGroupType: '', description: '', items: [] };
export const emptyConfigItem: ConfigItemFormValues = {
  configKey: '',
  configValue: '',
  secret: false,
  description: '',
};

export function configGroupToForm(group: ConfigGroup): ConfigGroupFormValues {
  return {
    configGroupType: group.configGroupType,
    description: group.description,
    items: group.items.map((item) => ({ ...item })),
  };
}

export function configGroupToRequest(
  values: ConfigGroupFormValues,
  current?: ConfigGroup,
): SaveConfigGroupRequest {
  return {
    ...(current ? { version: current.version } : {}),
    configGroupType: values.configGroupType,
    description: values.description,
    items: values.items.map((item) => ({
      configKey: item.configKey,
      configValue: item.configValue,
      secret: item.secret,
      description: item.description,
    })),
  };
}
