import { useTheme } from '@fluentui/react';
import type { Ref } from 'react';

export interface StreamedTextProps {
  /** The region's accessible name ("Template généré"…). */
  label: string;
  text: string;
  streaming: boolean;
  /** A cursor mark after the text while streaming (the reply and compose results; spec §2). */
  cursor?: boolean;
  /** Receives focus when the caller moves it here (tabIndex -1: focusable, not a tab stop). */
  ref?: Ref<HTMLDivElement>;
  minHeight?: number;
}

/**
 * Text an AI is writing, as plain text (never HTML): a polite live region, busy while streaming, with a
 * optional cursor mark that screen readers skip. Colours come from the theme, so it follows Office's dark themes.
 */
export function StreamedText({
  label,
  text,
  streaming,
  cursor = false,
  ref,
  minHeight = 0,
}: StreamedTextProps) {
  const { palette } = useTheme();
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="region"
      aria-label={label}
      aria-live="polite"
      aria-busy={streaming}
      style={{
        whiteSpace: 'pre-wrap',
        overflowWrap: 'anywhere',
        border: `1px solid ${palette.neutralLight}`,
        background: palette.neutralLighterAlt,
        color: palette.neutralPrimary,
        padding: 8,
        minHeight,
      }}
    >
      {text}
      {cursor && streaming && <span aria-hidden="true">▍</span>}
    </div>
  );
}
