import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNotice } from 'src/components/error-notice';

// Last line of defence above the router: a render error anywhere that no route error element
// caught replaces the blank white page with a message and a way out.

function CrashMessage() {
  const { t } = useTranslation('common');
  return (
    <Box component="main" sx={{ p: 3, maxWidth: 640, mx: 'auto' }}>
      <ErrorNotice
        title={t('errorBoundary.title')}
        action={
          <Button color="inherit" size="small" onClick={() => window.location.reload()}>
            {t('action.reload')}
          </Button>
        }
      >
        {t('errorBoundary.description')}
      </ErrorNotice>
    </Box>
  );
}

interface State {
  failed: boolean;
}

export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Unhandled render error', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <CrashMessage /> : this.props.children;
  }
}
