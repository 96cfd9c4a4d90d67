import { Stack, Text, useTheme } from '@fluentui/react';
import { useId, type ReactNode } from 'react';

/** One card of the Synthétiser tab: a titled region, so each card's controls are named by its title. */
export function SummaryCard({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  const { palette } = useTheme();
  return (
    <Stack
      as="section"
      aria-labelledby={titleId}
      tokens={{ childrenGap: 10 }}
      styles={{ root: { border: `1px solid ${palette.neutralLight}`, borderRadius: 4, padding: 12 } }}
    >
      <Text as="h2" variant="mediumPlus" id={titleId}>
        {title}
      </Text>
      {children}
    </Stack>
  );
}
