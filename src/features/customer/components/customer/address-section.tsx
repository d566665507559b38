import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AddressFields } from 'src/components/address-fields';
import { FormGrid } from 'src/components/form-dialog';
import { RhfTextField } from 'src/components/form-fields';
import type { CustomerFormValues } from '../../schemas/customer-schema';

/**
 * A titled group of fields. The group is named by its title, so the two addresses' fields
 * (both "Province", "District" …) stay apart for screen readers.
 */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Box component="section" role="group" aria-labelledby={titleId} sx={{ mt: 3 }}>
      <Typography id={titleId} variant="subtitle1" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** The number, moo, building, soi and road, then the province → district → sub-district cascade. */
export function CustomerAddressFields({ prefix }: { prefix: 'address' | 'shippingAddress' }) {
  const { t } = useTranslation('customer');
  const name = <K extends string>(field: K) => `${prefix}.${field}` as `address.${K}`;
  return (
    <FormGrid columns={3}>
      <RhfTextField<CustomerFormValues> name={name('addressNo')} label={t('address.addressNo')} required />
      <RhfTextField<CustomerFormValues> name={name('moo')} label={t('address.moo')} />
      <RhfTextField<CustomerFormValues> name={name('building')} label={t('address.building')} />
      <RhfTextField<CustomerFormValues> name={name('soi')} label={t('address.soi')} />
      <RhfTextField<CustomerFormValues> name={name('road')} label={t('address.road')} />
      <AddressFields<CustomerFormValues> prefix={`${prefix}.`} required />
    </FormGrid>
  );
}
