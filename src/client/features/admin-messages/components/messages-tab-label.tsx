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
    <>
      {t('admin.messages.tab')}
      {unanswered > 0 ? (
        <span
          aria-hidden="true"
          data-testid="unanswered-count"
          className="ml-1.5 inline-flex min-w-5 items-center justify-center rounded-full bg-primary px-1.5 font-semibold text-primary-foreground text-xs"
        >
          {unanswered}
        </span>
      ) : null}
      <span id={MESSAGES_TAB_DESCRIPTION} hidden>
        {t('admin.messages.unanswered', { count: unanswered })}
      </span>
    </>
  );
}
