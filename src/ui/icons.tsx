import { registerIcons } from '@fluentui/react';
import {
  Blocked2Icon,
  CancelIcon,
  CheckMarkIcon,
  ChevronDownIcon,
  ChevronUpIcon,
  ClearIcon,
  CompletedIcon,
  ErrorBadgeIcon,
  HideIcon,
  InfoIcon,
  RedEyeIcon,
  SettingsIcon,
  WarningIcon,
} from '@fluentui/react-icons-mdl2';

/**
 * Fluent UI's default icon font comes from a CDN that a locked-down tenant (or this workspace) may not
 * reach; SVG icons are bundled instead, only the ones the app and Fluent's own controls use.
 */
export function registerAppIcons(): void {
  registerIcons({
    icons: {
      Blocked2: <Blocked2Icon />,
      Cancel: <CancelIcon />,
      CheckMark: <CheckMarkIcon />,
      ChevronDown: <ChevronDownIcon />,
      ChevronUp: <ChevronUpIcon />,
      Clear: <ClearIcon />,
      Completed: <CompletedIcon />,
      ErrorBadge: <ErrorBadgeIcon />,
      Hide: <HideIcon />,
      Info: <InfoIcon />,
      RedEye: <RedEyeIcon />,
      Settings: <SettingsIcon />,
      Warning: <WarningIcon />,
    },
  });
}
