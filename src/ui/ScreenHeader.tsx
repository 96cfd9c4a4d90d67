import { Stack, Text } from '@fluentui/react';
import type { ReactNode } from 'react';

export function ScreenHeader({ title, actions }: { title: string; actions?: ReactNode }) {
  return (
    <Stack horizontal horizontalAlign="space-between" verticalAlign="center" tokens={{ padding: '8px 12px' }}>
      <Text as="h1" variant="large">
        {title}
      </Text>
      <Stack horizontal>{actions}</Stack>
    </Stack>
  );
}
