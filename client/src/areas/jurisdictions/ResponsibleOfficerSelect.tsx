import { Select, type SelectProps } from 'antd';
import type { TFunction } from 'i18next';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type JurisdictionOfficerFragment,
  useJurisdictionOfficerOptionsQuery,
} from '../../../../generated/client';
import { SEARCH_DEBOUNCE_MS } from '../../registry/FilterBar';

/** An officer as the select offers them: "Quispe Mamani, Juan · Mayor · CIP 31234567". */
export function officerOption(t: TFunction, officer: JurisdictionOfficerFragment): string {
  return [
    `${officer.lastNames}, ${officer.firstNames}`,
    t(`enums.PoliceRank.${officer.rank}`),
    `CIP ${officer.cip}`,
  ].join(' · ');
}

export interface ResponsibleOfficerSelectProps
  extends Omit<SelectProps<string>, 'options' | 'showSearch'> {
  /** The officer named now, offered even when a search does not find them. */
  current?: JurisdictionOfficerFragment | null;
}

/**
 * Picks the officer responsible for a jurisdiction among all officers: the server searches by
 * name or CIP as the person types (the registry may hold more officers than a list can show).
 */
export function ResponsibleOfficerSelect({ current, ...props }: ResponsibleOfficerSelectProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const { data, previousData, loading } = useJurisdictionOfficerOptionsQuery({
    variables: { search: search || null },
  });
  const found = (data ?? previousData)?.policeOfficers.items ?? [];
  const officers =
    current && !search && !found.some((officer) => officer.id === current.id)
      ? [current, ...found]
      : found;
  // Every officer seen, so the chosen one keeps its name when a later search leaves it out.
  const seen = useRef(new Map<string, JurisdictionOfficerFragment>());
  for (const officer of officers) seen.current.set(officer.id, officer);

  return (
    <Select<string>
      {...props}
      allowClear
      loading={loading}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      notFoundContent={loading ? null : undefined}
      options={officers.map((officer) => ({ value: officer.id, label: officerOption(t, officer) }))}
      labelRender={({ value }) => {
        const officer = seen.current.get(String(value));
        return officer ? officerOption(t, officer) : String(value ?? '');
      }}
    />
  );
}
