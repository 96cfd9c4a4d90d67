import { Stack } from '@fluentui/react';
import { AttachmentsCard } from '../../features/attachments/AttachmentsCard';
import { LanguageChoice } from '../../features/language/LanguageChoice';
import { EmailSummaryCard } from '../../features/summary/EmailSummaryCard';

/**
 * Spec §2 Synthesize tab: the email summary card above the attachments card, under the language both
 * write in (issue #14: the interface language unless chosen). Loaded on demand.
 */
export default function SynthesizeTab() {
  return (
    <Stack tokens={{ childrenGap: 12, padding: 12 }}>
      <LanguageChoice kind="summary" />
      <EmailSummaryCard />
      <AttachmentsCard />
    </Stack>
  );
}
