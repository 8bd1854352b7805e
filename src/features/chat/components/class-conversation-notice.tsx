import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';
import {
  CLASS_TRIAL_NOTICE,
  CLASS_VISIBILITY_DETAIL,
  CLASS_VISIBILITY_LINK,
  CLASS_VISIBILITY_NOTICE,
} from '@shared/classes/classes';

/**
 * A class conversation's line under its title (loaded with the first class conversation, not with
 * the chat): who reads it, with the link to /privacidad's "Quién lo ve"; or, for a teacher of the
 * class trying its tutor, that it is a trial left out of the class's figures.
 */
export default function ClassConversationNotice({ trial }: { trial: boolean }) {
  if (trial) {
    return (
      <p
        className="mt-1 text-xs text-indigo-800 dark:text-indigo-200"
        data-testid="class-trial-notice"
      >
        {CLASS_TRIAL_NOTICE}
      </p>
    );
  }
  return (
    <p
      className="mt-1 text-xs text-amber-800 dark:text-amber-200"
      data-testid="class-conversation-notice"
    >
      {CLASS_VISIBILITY_NOTICE} {CLASS_VISIBILITY_DETAIL}{' '}
      <Link
        to={`${paths.privacy}#quien-lo-ve`}
        className="font-medium underline underline-offset-2 hover:no-underline"
      >
        {CLASS_VISIBILITY_LINK}
      </Link>
    </p>
  );
}
