import { Stack, Text } from '@fluentui/react';
import { useId, type ReactNode } from 'react';

/** One card of the Synthétiser tab: a titled region, so each card's controls are named by its title. */
export function SummaryCard({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Stack
      as="section"
      aria-labelledby={titleId}
      tokens={{ childrenGap: 10 }}
      styles={{ root: { border: '1px solid #e1dfdd', borderRadius: 4, padding: 12 } }}
    >
      <Text as="h2" variant="mediumPlus" id={titleId}>
        {title}
      </Text>
      {children}
    </Stack>
  );
}

/** Streamed text shown as text (never HTML), announced politely while it grows. */
export function StreamedText({
  label,
  text,
  streaming,
}: {
  label: string;
  text: string;
  streaming: boolean;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      aria-live="polite"
      aria-busy={streaming}
      style={{ whiteSpace: 'pre-wrap', border: '1px solid #e1dfdd', padding: 8, background: '#faf9f8' }}
    >
      {text}
    </div>
  );
}
