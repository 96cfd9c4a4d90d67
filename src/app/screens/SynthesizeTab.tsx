import { Stack } from '@fluentui/react';
import { AttachmentsCard } from '../../features/attachments/AttachmentsCard';
import { EmailSummaryCard } from '../../features/summary/EmailSummaryCard';

/** Spec §2 Synthesize tab: the email summary card above the attachments card. Loaded on demand. */
export default function SynthesizeTab() {
  return (
    <Stack tokens={{ childrenGap: 12, padding: 12 }}>
      <EmailSummaryCard />
      <AttachmentsCard />
    </Stack>
  );
}
