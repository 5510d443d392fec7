import { CloseOutlined, SearchOutlined } from '@ant-design/icons';
import { AutoComplete, Input, Spin } from 'antd';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSearchQuery } from '../../../../../generated/client';
import { isSafeUrl } from '../../../../../shared/links';
import { minWidth } from '../../config/sizes';
import { useMediaQuery } from '../../config/useMediaQuery';
import { IconButton } from '../IconButton';
import { SearchResultLabel } from './SearchResultLabel';
import { useDebouncedValue } from './useDebouncedValue';
import './search.css';

/** Spec §5 and §9: search 300 ms after the last keystroke, from 2 characters on. */
export const SEARCH_DEBOUNCE_MS = 300;
export const SEARCH_MIN_LENGTH = 2;

/**
 * The template's address book and tasks are served by the API only (no screen here): the search
 * answers their sets for the template's clients, but from the toolbar they would lead nowhere.
 */
const SETS_WITHOUT_SCREENS: ReadonlySet<string> = new Set(['contacts', 'tasks']);

/** bar: a button that opens a search bar over the toolbar; basic: an always visible box. */
export type SearchAppearance = 'bar' | 'basic';

export interface SearchProps {
  appearance?: SearchAppearance;
}

/** The toolbar's search: suggestions grouped by set (pages, registries). */
export function Search({ appearance = 'basic' }: SearchProps) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const buttonRef = useRef<HTMLButtonElement | HTMLAnchorElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    if (!opened && returnFocus.current) {
      returnFocus.current = false;
      buttonRef.current?.focus();
    }
  }, [opened]);

  if (appearance === 'basic') {
    return (
      <div className="search search--basic">
        <SearchBox />
      </div>
    );
  }

  if (!opened) {
    return (
      <IconButton
        ref={buttonRef}
        label={t('shell.toolbar.search.open')}
        icon={<SearchOutlined />}
        aria-expanded={false}
        onClick={() => setOpened(true)}
      />
    );
  }

  // Closing unmounts the box, which clears the query.
  const close = () => {
    returnFocus.current = true;
    setOpened(false);
  };
  return (
    <div className="search search--bar">
      <SearchBox autoFocus onEscape={close} onPicked={close} />
      <IconButton
        label={t('shell.toolbar.search.close')}
        icon={<CloseOutlined />}
        onClick={close}
      />
    </div>
  );
}

interface SearchBoxProps {
  autoFocus?: boolean;
  /** Escape pressed while no suggestions are shown. */
  onEscape?: () => void;
  /** A suggestion was picked (after navigating to it). */
  onPicked?: () => void;
}

function SearchBox({ autoFocus, onEscape, onPicked }: SearchBoxProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [listOpen, setListOpen] = useState(false);
  const wide = useMediaQuery(minWidth('sm'));
  const term = query.trim();
  const debounced = useDebouncedValue(term, SEARCH_DEBOUNCE_MS);
  // A query shorter than the minimum clears the results at once, without waiting.
  const active = term.length >= SEARCH_MIN_LENGTH && debounced.length >= SEARCH_MIN_LENGTH;
  const { data, loading } = useSearchQuery({
    variables: { query: debounced },
    skip: !active,
    // Result sets share ids across queries ("pages"): caching them would mix queries up.
    fetchPolicy: 'no-cache',
  });

  const sets = (active ? (data?.search ?? []) : []).filter(
    (set) => !SETS_WITHOUT_SCREENS.has(set.id),
  );
  const options = sets
    .filter((set) => set.results.length > 0)
    .map((set) => {
      const label = t(`shell.toolbar.search.groups.${set.id}`, { defaultValue: set.label });
      return {
        label: <span className="search-group">{label}</span>,
        title: label,
        options: set.results.map((result, index) => ({
          value: `${set.id}:${index}`,
          label: <SearchResultLabel setId={set.id} result={result} />,
        })),
      };
    });
  const notFoundContent = !active ? null : loading ? (
    <Spin size="small" />
  ) : data ? (
    <span className="search-empty">{t('shell.toolbar.search.noResults')}</span>
  ) : null;
  const listShown = listOpen && (options.length > 0 || notFoundContent !== null);

  const pick = (link: string) => {
    setQuery('');
    if (link.startsWith('/')) navigate(link);
    else if (isSafeUrl(link)) window.location.assign(link);
    onPicked?.();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    // With suggestions shown, Escape closes them (the list's own behaviour); else the search.
    if (event.key === 'Escape' && !listShown && onEscape) {
      event.preventDefault();
      onEscape();
    }
  };

  return (
    <AutoComplete
      value={query}
      onSearch={setQuery}
      onSelect={(value: string) => {
        const [setId, index] = value.split(':');
        const result = sets.find((set) => set.id === setId)?.results[Number(index)];
        if (result) pick(result.link);
      }}
      options={options}
      notFoundContent={notFoundContent}
      onOpenChange={setListOpen}
      onKeyDown={onKeyDown}
      listHeight={256}
      virtual={false}
      // Results wrap, so a registry entry's name and document stay whole; from sm up the list
      // may be wider than the box, on a phone it keeps the box's width (and stays on screen).
      popupMatchSelectWidth={!wide}
      classNames={{ popup: { root: wide ? 'search-popup search-popup--wide' : 'search-popup' } }}
      defaultActiveFirstOption
      className="search__box"
    >
      <Input
        autoFocus={autoFocus}
        prefix={<SearchOutlined aria-hidden />}
        placeholder={t('shell.toolbar.search.placeholder')}
        aria-label={t('shell.toolbar.search.label')}
      />
    </AutoComplete>
  );
}
