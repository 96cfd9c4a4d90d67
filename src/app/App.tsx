import { MessageBar, MessageBarType, Spinner, SpinnerSize, Stack, ThemeProvider } from '@fluentui/react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthMessage } from '../features/auth/AuthMessage';
import { AuthScreen } from '../features/auth/AuthScreen';
import { selectCanUseApp } from '../features/auth/authSelectors';
import { selectOffice } from '../features/office/officeSelectors';
import { PreviewBanner } from '../features/ui/PreviewBanner';
import { selectScreenMode } from '../features/ui/uiSelectors';
import { useAppSelector } from './hooks';

// A visitor's first screen is the sign-in form: the signed-in screens load on demand.
const ReadScreen = lazy(() => import('./screens/ReadScreen'));
const ComposeScreen = lazy(() => import('./screens/ComposeScreen'));
const SettingsDialog = lazy(() => import('../features/ui/SettingsDialog'));

function Screen() {
  const { t } = useTranslation();
  const office = useAppSelector(selectOffice);
  const canUseApp = useAppSelector(selectCanUseApp);
  const mode = useAppSelector(selectScreenMode);
  if (office.status === 'loading') return <Spinner size={SpinnerSize.large} label={t('office.loading')} />;
  if (office.status === 'error') {
    return (
      <MessageBar messageBarType={MessageBarType.error} role="alert">
        {t(office.error === 'notOutlook' ? 'office.errors.notOutlook' : 'office.errors.initFailed')}
      </MessageBar>
    );
  }
  if (!canUseApp) return <AuthScreen />;
  return (
    <>
      <AuthMessage />
      <Suspense fallback={<Spinner size={SpinnerSize.large} label={t('app.loadingScreen')} />}>
        {mode === 'compose' ? <ComposeScreen /> : <ReadScreen />}
        <SettingsDialog />
      </Suspense>
    </>
  );
}

export function App() {
  // applyTo="body": plain elements (the preview box) get the Fluent font and colours too.
  return (
    <ThemeProvider applyTo="body">
      <Stack as="main" styles={{ root: { minHeight: '100vh' } }}>
        <PreviewBanner />
        <Screen />
      </Stack>
    </ThemeProvider>
  );
}
