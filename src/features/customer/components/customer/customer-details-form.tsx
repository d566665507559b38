import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import type { Customer } from 'contract/customer';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { isReadOnlyMode, useFormSave, useRecordForm, type FormMode } from 'src/components/form-dialog';
import { RhfForm } from 'src/components/form-fields';
import { escapeToCancel, UnsavedChangesGuard } from 'src/components/unsaved-changes';
import { createCustomer } from '../../api/create-customer';
import { customerKeys } from '../../api/customer-query-keys';
import { updateCustomer } from '../../api/update-customer';
import {
  customerSchema,
  customerToCreateRequest,
  customerToForm,
  customerToUpdateRequest,
  emptyCustomer,
  type CustomerFormValues,
} from '../../schemas/customer-schema';
import { CustomerFormFields } from './customer-form-fields';
import { customerPaths } from './customer-paths';

export interface CustomerDetailsFormProps {
  mode: FormMode;
  /** The customer as read (modify / inquiry); undefined when adding. */
  customer: Customer | undefined;
  /** Re-reads the customer after a 409 STALE_RECORD. */
  onReload: () => Promise<unknown>;
  /** Where Cancel goes (the list, with its search). */
  listPath: string;
}

/**
 * The details tab: the customer form with the shared save machinery (ux.md "Dialogs and
 * forms") on a page instead of a dialog — validate all and focus the first error, confirm,
 * save once, toast; a failure keeps the values and marks the fields the server names (the tax
 * ID on CUSTOMER_DUPLICATE), a stale version offers to reload; leaving with unsaved changes
 * (Cancel, Escape, the menu) asks.
 * A new customer continues in edit mode, where its branches and users can be added.
 */
export function CustomerDetailsForm({ mode, customer, onReload, listPath }: CustomerDetailsFormProps) {
  const { t } = useTranslation('customer');
  const navigate = useNavigate();
  // Kept from page to page, so that Back still finds the list's search.
  const state: unknown = useLocation().state;
  const readOnly = isReadOnlyMode(mode);
  const [created, setCreated] = useState<string | null>(null);

  const form = useRecordForm({
    schema: customerSchema,
    emptyValues: emptyCustomer,
    record: customer,
    toValues: customerToForm,
    open: true,
  });
  const { isDirty } = form.formState;

  const { confirmAndSave, isSaving, abandonSave, confirmDialog } = useFormSave<CustomerFormValues, Customer>({
    form,
    mode,
    save: (values) =>
      customer
        ? updateCustomer(customerToUpdateRequest(values, customer))
        : createCustomer(customerToCreateRequest(values)),
    invalidate: [customerKeys.list],
    duplicateFields: { CUSTOMER_DUPLICATE: 'customerNumber' },
    onReload,
    storeAt: (saved) => customerKeys.detail(saved.customerCode),
    onSaved: (saved) => {
      form.reset(customerToForm(saved));
      if (mode === 'add') setCreated(saved.customerCode);
    },
  });

  // Cancel always works: during a save it stops waiting for the server first (issue 32).
  const leave = () => {
    abandonSave();
    void navigate(listPath);
  };

  // After an add, continue with the new customer in edit mode — once the form is clean, so the
  // unsaved-changes guard has let go.
  useEffect(() => {
    if (created !== null && !isDirty) void navigate(customerPaths.edit(created), { replace: true, state });
  }, [created, isDirty, navigate, state]);

  return (
    <Card sx={{ p: { xs: 2, md: 3 } }}>
      <RhfForm
        form={form}
        onValid={confirmAndSave}
        readOnly={readOnly}
        aria-label={t('tabs.details')}
        // Escape = Cancel / Back, as in a dialog: unsaved changes are asked about first.
        onKeyDown={escapeToCancel(leave)}
      >
        <CustomerFormFields existing={mode !== 'add'} customerCode={customer?.customerCode} />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 3 }}>
          <Button color="inherit" variant="outlined" onClick={leave}>
            {readOnly ? t('common:action.back') : t('common:action.cancel')}
          </Button>
          {readOnly && customer && (
            <Button
              variant="contained"
              onClick={() => void navigate(customerPaths.edit(customer.customerCode), { state })}
            >
              {t('common:action.edit')}
            </Button>
          )}
          {!readOnly && (
            <Button type="submit" variant="contained" loading={isSaving}>
              {t('common:action.save')}
            </Button>
          )}
        </Box>
      </RhfForm>
      {confirmDialog}
      {!readOnly && isDirty && created === null && <UnsavedChangesGuard />}
    </Card>
  );
}
