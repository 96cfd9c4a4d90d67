import { IconButton } from '@fluentui/react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../app/hooks';
import { shellActions } from './shellSlice';

export function SettingsButton() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  return (
    <IconButton
      iconProps={{ iconName: 'Settings' }}
      title={t('settings.title')}
      ariaLabel={t('settings.title')}
      onClick={() => dispatch(shellActions.settingsOpened())}
    />
  );
}
