import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export const FORGOT_PASSWORD_STEPS = 3;

interface StepHeadingProps {
  step: number;
  title: string;
  /** Move the focus here when the step appears after another one (screen readers follow). */
  focusOnMount: boolean;
}

/** "Step 2 of 3" and the step's title, which takes the focus when the step changes. */
export function StepHeading({ step, title, focusOnMount }: StepHeadingProps) {
  const { t } = useTranslation('account');
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) ref.current?.focus();
  }, [focusOnMount]);
  return (
    <>
      <Typography variant="overline" component="p" sx={{ color: 'text.secondary' }}>
        {t('forgot.stepOf', { step, total: FORGOT_PASSWORD_STEPS })}
      </Typography>
      <Typography ref={ref} tabIndex={-1} variant="h6" component="h2" sx={{ mb: 2, outline: 'none' }}>
        {title}
      </Typography>
    </>
  );
}
