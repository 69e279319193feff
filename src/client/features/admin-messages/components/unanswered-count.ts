import { useMessageCounts } from '../api/get-message-counts';

/** The id of the text describing the Messages tab: give the tab aria-describedby={MESSAGES_TAB_DESCRIPTION}. */
export const MESSAGES_TAB_DESCRIPTION = 'messages-tab-unanswered';

/** How many messages nobody has answered or handled yet: the Messages tab's badge. */
export const useUnansweredCount = (): number => useMessageCounts().data?.unanswered ?? 0;
