import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SampleWords } from './sample-values';

/** The words of the sample values in the current language (pdf-template sample.*). */
export function useSampleWords(): SampleWords {
  const { t } = useTranslation('pdf-template');
  return useMemo(
    () => ({
      buyerName: t('sample.buyerName'),
      buyerAddress: t('sample.buyerAddress'),
      sellerName: t('sample.sellerName'),
      sellerAddress: t('sample.sellerAddress'),
      purposeText: t('sample.purposeText'),
      remark: t('sample.remark'),
      itemNames: [t('sample.itemName1'), t('sample.itemName2'), t('sample.itemName3')],
      units: [t('sample.unit1'), t('sample.unit2'), t('sample.unit1')],
    }),
    [t],
  );
}
