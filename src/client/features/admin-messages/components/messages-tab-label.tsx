import { CountedTabLabel } from '@client/components/admin/counted-tab-label';
import { useT } from '@client/lib/i18n/i18n-context';
import { useMessageCounts } from '../api/get-message-counts';

/** The id of the text describing the Messages tab: give the tab aria-describedby={MESSAGES_TAB_DESCRIPTION}. */
export const MESSAGES_TAB_DESCRIPTION = 'messages-tab-unanswered';

/**
 * "Messages", with the number of messages nobody has answered or handled yet. The tab's name stays "Messages";
 * the number is its description for screen readers.
 */
export function MessagesTabLabel() {
  const t = useT();
  const counts = useMessageCounts();
  const unanswered = counts.data?.unanswered ?? 0;
  return (
    <CountedTabLabel
      label={t('admin.messages.tab')}
      count={unanswered}
      countTestId="unanswered-count"
      descriptionId={MESSAGES_TAB_DESCRIPTION}
      description={t('admin.messages.unanswered', { count: unanswered })}
    />
  );
}
