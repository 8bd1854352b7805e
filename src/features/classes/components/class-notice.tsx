import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';

import { classTexts } from '../texts';

/**
 * The notice a student reads before a class sees their conversations (joining one, or starting a
 * conversation in one): the teacher can read them, with the link to the privacy page's section
 * on who sees what.
 */
export function ClassNoticeText() {
  return (
    <span>
      {classTexts.notice} {classTexts.noticeDetail}{' '}
      <Link
        to={`${paths.privacy}#quien-lo-ve`}
        className="font-medium underline underline-offset-2 hover:no-underline"
      >
        {classTexts.noticeLink}
      </Link>
    </span>
  );
}
