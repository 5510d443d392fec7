import { CheckCircleFilled } from '@ant-design/icons';
import { Avatar } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SearchQuery } from '../../../../../generated/client';
import { initial } from '../../initials';

export type SearchResult = SearchQuery['search'][number]['results'][number];

/** One suggestion: a contact with its avatar, a task with its state, else its title or value. */
export function SearchResultLabel({ setId, result }: { setId: string; result: SearchResult }) {
  const { t } = useTranslation();
  const text = result.name ?? result.title ?? result.value;
  return (
    <span className="search-result">
      {setId === 'contacts' && (
        <Avatar size="small" src={result.avatar ?? undefined} alt="">
          {initial(text)}
        </Avatar>
      )}
      <span className="search-result__text">{text}</span>
      {result.completed && (
        <CheckCircleFilled
          className="search-result__done"
          aria-label={t('shell.toolbar.search.completed')}
          role="img"
        />
      )}
    </span>
  );
}
