import { ClearOutlined, FilterOutlined, SearchOutlined } from '@ant-design/icons';
import { Badge, Button, Input, Select } from 'antd';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useScreenAtLeast } from '../shell/config/useMediaQuery';

/** How long typing pauses before the search runs. */
export const SEARCH_DEBOUNCE_MS = 300;

/** One filter of the bar: a multiple Select over the values of one list-input field. */
export interface RegistryFilter<Name extends string = string> {
  name: Name;
  /** The label's field under `<areaKey>.fields.`; default: the filter's name. */
  field?: string;
  options: readonly { value: string; label: string }[];
}

export interface FilterBarProps {
  i18nKey: string;
  search: string;
  onSearch: (search: string) => void;
  filters: readonly RegistryFilter[];
  values: Readonly<Record<string, readonly string[]>>;
  onFilter: (name: string, values: string[]) => void;
  /** Shown when a search or a filter narrows the list. */
  onClear?: () => void;
  /** An area's own filters that are not a list of values (e.g. a date range), after the others. */
  extra?: ReactNode;
  /** How many of the `extra` filters narrow the list now (counted on the "Filtros" button). */
  extraActive?: number;
}

/**
 * The search box (runs 300 ms after typing pauses, at once on Enter) and the filters, each with
 * a visible label, wrapping onto more lines on narrow screens. Below the md breakpoint the
 * filters wait behind a "Filtros" button that counts the active ones, so that the search and
 * the first records fill a phone's first screen.
 */
export function FilterBar({
  i18nKey,
  search,
  onSearch,
  filters,
  values,
  onFilter,
  onClear,
  extra,
  extraActive = 0,
}: FilterBarProps) {
  const { t } = useTranslation();
  const id = useId();
  const wide = useScreenAtLeast('md');
  const [open, setOpen] = useState(false);
  const active =
    filters.filter((filter) => (values[filter.name]?.length ?? 0) > 0).length + extraActive;
  const [text, setText] = useState(search);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // The URL changed from outside (Back, "Limpiar filtros"): show its search, unless it is what is
  // being typed (which the URL holds trimmed).
  useEffect(() => {
    setText((current) => (current.trim() === search ? current : search));
  }, [search]);

  useEffect(() => {
    if (text.trim() === search) return;
    timer.current = setTimeout(() => onSearch(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer.current);
  }, [text, search, onSearch]);

  const clear = onClear && (
    <Button
      className="registry-filter-clear"
      icon={<ClearOutlined aria-hidden />}
      onClick={onClear}
    >
      {t('registry.clearFilters')}
    </Button>
  );

  const searchNow = () => {
    clearTimeout(timer.current);
    onSearch(text);
  };

  return (
    <div className="registry-filter-bar">
      <div className="registry-filter registry-filter-search">
        <label htmlFor={`${id}-search`}>{t('registry.search')}</label>
        <Input
          id={`${id}-search`}
          type="search"
          value={text}
          allowClear
          maxLength={100}
          prefix={<SearchOutlined aria-hidden />}
          placeholder={t(`${i18nKey}.searchPlaceholder`)}
          onChange={(event) => setText(event.target.value)}
          onPressEnter={searchNow}
        />
      </div>
      {!wide && (
        <div className="registry-filter-toggle">
          <Button
            icon={<FilterOutlined aria-hidden />}
            aria-expanded={open}
            aria-controls={`${id}-filters`}
            aria-label={active ? t('registry.filters.toggleActive', { count: active }) : undefined}
            onClick={() => setOpen((shown) => !shown)}
          >
            {t('registry.filters.toggle')}
            {active > 0 && <Badge count={active} aria-hidden />}
          </Button>
          {clear}
        </div>
      )}
      {/* At md and up the filters sit in the bar's own row (the wrapper takes no box). */}
      <div id={`${id}-filters`} className="registry-filter-more" hidden={!wide && !open}>
        {filters.map((filter) => (
          <div className="registry-filter" key={filter.name}>
            <label htmlFor={`${id}-${filter.name}`}>
              {t(`${i18nKey}.fields.${filter.field ?? filter.name}`)}
            </label>
            <Select
              id={`${id}-${filter.name}`}
              mode="multiple"
              allowClear
              maxTagCount="responsive"
              optionFilterProp="label"
              placeholder={t('registry.filterAll')}
              options={filter.options.map((option) => ({ ...option }))}
              value={[...(values[filter.name] ?? [])]}
              onChange={(chosen: string[]) => onFilter(filter.name, chosen)}
              style={{ width: '100%' }}
            />
          </div>
        ))}
        {extra}
      </div>
      {wide && clear}
    </div>
  );
}
