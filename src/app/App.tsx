import { MessageBarType, Spinner, SpinnerSize, Stack, ThemeProvider } from '@fluentui/react';
import { useTranslation } from 'react-i18next';
import { AuthMessage } from '../features/auth/AuthMessage';
import { AuthScreen } from '../features/auth/AuthScreen';
import { selectCanUseApp } from '../features/auth/authSelectors';
import { selectHostTheme, selectOffice } from '../features/office/officeSelectors';
import { PreviewBanner } from '../features/shell/PreviewBanner';
import { selectScreenMode } from '../features/shell/shellSelectors';
import { DeferredMessageBar } from '../ui/DeferredMessageBar';
import { ChunkBoundary } from './chunks/ChunkBoundary';
import { lazyChunk } from './chunks/lazyChunk';
import { useAppSelector } from './hooks';
import { themeFromOffice } from '../ui/officeTheme';
import { useMemo } from 'react';

// A visitor's first screen is the sign-in form: the signed-in screens load on demand (120 s time-out,
// a retry button when one does not arrive).
const ReadScreen = lazyChunk(() => import('./screens/ReadScreen'));
const ComposeScreen = lazyChunk(() => import('./screens/ComposeScreen'));
const SettingsDialog = lazyChunk(() => import('./SettingsDialog'));

function Screen() {
  const { t } = useTranslation();
  const office = useAppSelector(selectOffice);
  const canUseApp = useAppSelector(selectCanUseApp);
  const mode = useAppSelector(selectScreenMode);
  if (office.status === 'error') {
    return (
      <DeferredMessageBar messageBarType={MessageBarType.error} role="alert">
        {t(office.error === 'notOutlook' ? 'office.errors.notOutlook' : 'office.errors.initFailed')}
      </DeferredMessageBar>
    );
  }
  // Signing in needs no mailbox: a visitor gets the form while Office.js is still starting.
  if (!canUseApp) return <AuthScreen />;
  if (office.status === 'loading') return <Spinner size={SpinnerSize.large} label={t('office.loading')} />;
  return (
    <>
      <AuthMessage />
      <ChunkBoundary fallback={<Spinner size={SpinnerSize.large} label={t('app.loadingScreen')} />}>
        {mode === 'compose' ? <ComposeScreen /> : <ReadScreen />}
        <SettingsDialog />
      </ChunkBoundary>
    </>
  );
}

export function App() {
  const hostTheme = useAppSelector(selectHostTheme);
  const theme = useMemo(() => themeFromOffice(hostTheme), [hostTheme]);
  // applyTo="body": plain elements (the preview box) get the Fluent font and colours too.
  return (
    <ThemeProvider applyTo="body" theme={theme}>
      <Stack as="main" styles={{ root: { minHeight: '100vh' } }}>
        <PreviewBanner />
        <Screen />
      </Stack>
    </ThemeProvider>
  );
}
